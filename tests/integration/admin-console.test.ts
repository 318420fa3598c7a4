/**
 * The operator console as operators use it: its own frame and page titles, the dashboard's
 * figures (from running totals) linking into the filtered lists, the inbox's fragment search,
 * names for refs, contact links and bulk actions, the review trust checks and the roles — an
 * editor walks every /admin route and action and is refused leads, exports and the audit.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, istDay, toDmy } from "../../app/lib/admin/dates";
import { adminBindings, csrfOf, EDITOR_EMAIL, getWith, postWith, signIn } from "../support/admin";
import { ROOT } from "../support/sql";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
let admin: string;
let editor: string;
let college: { id: number; slug: string; name: string };

const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const lead = (kind: string, ref: string | null, payload: Record<string, string>, at: number, status = "new") =>
  `('${kind}', ${ref ? `'${ref}'` : "NULL"}, '${JSON.stringify(payload)}', '${iso(at)}', 'h', '${status}')`;

beforeAll(async () => {
  w = await startWorker({
    bindings: adminBindings,
    setup: async (db) => {
      const { slug } = (await db.prepare("SELECT slug FROM colleges ORDER BY id LIMIT 1").first<{ slug: string }>())!;
      const day = 86_400_000;
      await db.exec(
        `INSERT INTO submissions (kind, ref, payload, created_at, client_hash, status) VALUES ${[
          lead("inquiry", "visa-assistance", { name: "Old Unanswered", phone: "9000000001" }, now - 40 * day),
          lead(
            "booking",
            "1",
            { name: "Ravi Booker", phone: "9000000002", email: "ravi@example.in" },
            now - 3 * day,
            "contacted",
          ),
          lead(
            "brochure",
            slug,
            { name: "Meera Brochure", phone: "9000000003", email: "meera@example.in" },
            now - 60_000,
          ),
          lead(
            "contact",
            null,
            { name: "Asha Verma", phone: "+91 98765 43210", email: "lead.booker@example.in" },
            now - 30_000,
          ),
        ].join(", ")}`,
      );
      const users = [1, 2, 3, 4].map((i) =>
        db
          .prepare("INSERT INTO users (email, name, password_hash, verified_at, created_at) VALUES (?1, ?2, 'x', 1, 1)")
          .bind(`student${i}@example.in`, `Student${i} Kumar`),
      );
      await db.batch(users);
    },
  });
  [college] = await w.rows("SELECT id, slug, name FROM colleges ORDER BY id LIMIT 1");
  admin = await signIn(w);
  editor = await signIn(w, EDITOR_EMAIL);
});
afterAll(() => w?.dispose());

const rowsRead = (headers: Headers) =>
  Number(/d1-rows;desc="(\d+) rows read/.exec(headers.get("Server-Timing") ?? "")?.[1] ?? -1);
const idOf = async (name: string) =>
  (await w.rows<{ id: number }>("SELECT id FROM submissions WHERE lead_name = ?", name.toLowerCase()))[0].id;

describe("the console's own frame", () => {
  it("has no public header, footer or bottom bar; names the operator and role; each page its title", async () => {
    const home = await getWith(w, "/admin", admin);
    expect(home.status).toBe(200);
    expect(home.text).not.toMatch(/<footer/);
    expect(home.text).toContain("StudySaathi Console");
    const top = textOf(home.text);
    expect(top).toContain("Ops");
    expect(top).toContain("Admin");
    expect(top).toContain("Sign out");
    expect(home.text).toContain("<title>Dashboard · Console | StudySaathi</title>");
    expect((await getWith(w, "/admin/leads", admin)).text).toContain("<title>Leads · Console | StudySaathi</title>");
    const id = await idOf("Asha Verma");
    expect((await getWith(w, `/admin/leads/${id}`, admin)).text).toContain(`<title>Lead #${id} · Console`);
    const login = await w.fetch("/admin/login");
    const loginHtml = await login.text();
    expect(loginHtml).not.toMatch(/<footer/);
    expect(loginHtml).toContain("<title>Sign in · Console | StudySaathi</title>");
  });
});

describe("dashboard", () => {
  it("new leads today and this week by kind and status, the oldest unanswered, each linking to its list", async () => {
    const res = await getWith(w, "/admin", admin);
    const text = textOf(res.text);
    const today = toDmy(istDay(now));
    const week = toDmy(addDays(istDay(now), -6));
    const range = (from: string) => `from=${encodeURIComponent(from)}&amp;to=${encodeURIComponent(today)}`;
    // Today: the brochure and the contact (the seed's own leads are older).
    expect(res.text).toContain(`href="/admin/leads?${range(today)}"`);
    expect(res.text).toContain(`href="/admin/leads?kind=brochure&amp;${range(today)}"`);
    expect(res.text).toContain(`href="/admin/leads?status=contacted&amp;${range(week)}"`);
    expect(text).toMatch(/Today\s*2\s*new leads/);
    expect(text).toMatch(/Last 7 days\s*3\s*new leads/);
    // The oldest lead still new.
    const [oldest] = await w.rows<{ id: number }>(
      "SELECT id FROM submissions WHERE status = 'new' ORDER BY id LIMIT 1",
    );
    expect(res.text).toContain(`href="/admin/leads/${oldest.id}"`);
    expect(res.text).toContain('href="/admin/leads?status=new"');
    expect(rowsRead(res.headers)).toBeLessThanOrEqual(80);
    // The link's list has the same leads.
    const list = await getWith(w, `/admin/leads?from=${today}&to=${today}`, admin);
    expect([...list.text.matchAll(/href="\/admin\/leads\/(\d+)"/g)].length).toBe(2);
  });

  it("an editor's dashboard has reviews and content, no lead figures", async () => {
    const text = textOf((await getWith(w, "/admin", editor)).text);
    expect(text).toContain("Reviews waiting");
    expect(text).toContain("Recent content changes");
    expect(text).not.toContain("Unanswered");
  });
});

describe("leads inbox", () => {
  const idsOf = (html: string) => [
    ...new Set([...html.matchAll(/href="\/admin\/leads\/(\d+)"/g)].map((m) => Number(m[1]))),
  ];

  it("finds any fragment of a name, phone or e-mail", async () => {
    const asha = await idOf("Asha Verma");
    for (const q of ["43210", "98765 4321", "lead.book", "OOKER@EXA", "sha ver"]) {
      expect(idsOf((await getWith(w, `/admin/leads?q=${encodeURIComponent(q)}`, admin)).text), q).toEqual([asha]);
    }
    expect(idsOf((await getWith(w, "/admin/leads?q=nobody-like-this", admin)).text)).toEqual([]);
  });

  it("names refs (the expert, the college) with links, on the lead and on the student's requests", async () => {
    const list = await getWith(w, "/admin/leads", admin);
    expect(textOf(list.text)).toContain("Ananya Iyer");
    expect(list.text).toContain('href="/connect/book/1"');
    expect(textOf(list.text)).toContain(college.name);
    expect(list.text).toContain(`href="/colleges/${college.slug}"`);
    // A ref typed as its start finds the one ref it begins.
    const byStart = await getWith(w, `/admin/leads?ref=${college.slug.slice(0, 4)}`, admin);
    expect(idsOf(byStart.text)).toEqual([await idOf("Meera Brochure")]);
  });

  it("shows status pills, tel:, WhatsApp and mailto: links, and dates as dd/mm/yyyy IST", async () => {
    const list = await getWith(w, "/admin/leads", admin);
    expect(list.text).toContain('href="tel:+919876543210"');
    expect(list.text).toContain('href="https://wa.me/919876543210"');
    expect(list.text).toContain('href="mailto:lead.booker@example.in"');
    expect(textOf(list.text)).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [ap]m IST/);
    // A typed dd/mm/yyyy range is kept as typed.
    const today = toDmy(istDay(now));
    const filtered = await getWith(w, `/admin/leads?from=${today}`, admin);
    expect(filtered.text).toContain(`value="${today}"`);
  });

  it("bulk: sets the status and the assignee of the selected leads (each audited) and exports them", async () => {
    const ids = [await idOf("Asha Verma"), await idOf("Meera Brochure")];
    const csrf = csrfOf((await getWith(w, "/admin/leads", admin)).text);
    const post = (fields: Record<string, string>, extra = "") => {
      const body = new URLSearchParams({ csrf, back: "?kind=contact", ...fields });
      for (const id of ids) body.append("ids", String(id));
      if (extra === "none") body.delete("ids");
      return w.fetch("/admin/leads?index", {
        method: "POST",
        body,
        headers: { Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" },
      });
    };
    const none = await post({ intent: "bulk-status", bulk_status: "won" }, "none");
    expect(none.status).toBe(400);
    expect(textOf(await none.text())).toContain("Choose at least one lead.");
    const noCsrf = await postWith(w, "/admin/leads?index", admin, {
      intent: "bulk-status",
      bulk_status: "won",
      ids: String(ids[0]),
    });
    expect(noCsrf.status).toBe(403);

    const status = await post({ intent: "bulk-status", bulk_status: "won" });
    expect(status.status).toBe(302);
    expect(status.headers.get("Location")).toBe("/admin/leads?kind=contact&updated=2");
    const assign = await post({ intent: "bulk-assign", bulk_assignee: "Priya" });
    expect(assign.status).toBe(302);
    const rows = await w.rows<{ status: string; assignee: string }>(
      `SELECT status, assignee FROM submissions WHERE id IN (${ids.join(",")})`,
    );
    expect(rows).toEqual([
      { status: "won", assignee: "Priya" },
      { status: "won", assignee: "Priya" },
    ]);
    const audit = await w.rows<{ target: string; after: string }>(
      "SELECT target, after FROM admin_audit WHERE action = 'lead.update' ORDER BY id DESC LIMIT 4",
    );
    expect(audit.map((a) => a.target).sort()).toEqual(ids.flatMap((id) => [`lead #${id}`, `lead #${id}`]).sort());

    const csv = await w.fetch(`/admin/leads.csv?ids=${ids[0]}&ids=${ids[1]}`, { headers: { Cookie: admin } });
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toHaveLength(3);
    const empty = await w.fetch("/admin/leads.csv?selected=1", { headers: { Cookie: admin } });
    expect((await empty.text()).trim().split("\r\n")).toHaveLength(1); // the header only
    expect(lines.slice(1).map((l) => Number(l.split(",")[0].replace(/"/g, "")))).toEqual(
      [...ids].sort((a, b) => b - a),
    );
  });
});

describe("review trust", () => {
  const text =
    "Great faculty and a lively campus, the hostel food could be better but the labs are excellent and open late.";
  let first: number;
  let second: number;

  it("flags the same text and UPI id from two accounts; a flagged reward needs a second look; a UPI id is paid once per college", async () => {
    const insert = async (userId: number, liked: string, upi: string) => {
      await w.rows(
        `INSERT INTO reviews (college_id, user_id, course, grad_year, r_academics, r_faculty, r_infrastructure, r_placements,
           r_campus, r_overall, title, liked, better, reward_details, reward_status, reviewer_name, created_at, updated_at,
           status, published_at, client_hash)
         VALUES (?1, ?2, 'B.Tech', 2024, 4, 4, 4, 4, 4, 4, 'Good', ?3, 'More buses to the city would help a lot, honestly.', ?4,
           'pending', 'Student K.', ?5, ?5, 'published', ?5, 'client-1')`,
        college.id,
        userId,
        liked,
        upi,
        Date.now(),
      );
      return (await w.rows<{ id: number }>("SELECT max(id) AS id FROM reviews"))[0].id;
    };
    first = await insert(1, text, "asha@okaxis");
    second = await insert(2, `${text} `, "Asha@OKAXIS");
    const page = await getWith(w, "/admin/reviews", editor);
    expect(page.status).toBe(200);
    const queue = textOf(page.text);
    expect(queue).toContain(`Near-duplicate of review #${first} by another account`);
    expect(queue).toContain(`Near-duplicate of review #${second} by another account`);
    expect(queue).toContain("UPI id used by 2 accounts");
    // The dashboard's figure comes from the running count.
    expect(textOf((await getWith(w, "/admin", editor)).text)).toMatch(/Rewards to pay\s*2/);

    const csrf = csrfOf(page.text);
    const pay = (id: number, secondLook?: string) =>
      postWith(w, "/admin/reviews", editor, {
        csrf,
        intent: "paid",
        id: String(id),
        ...(secondLook ? { second_look: secondLook } : {}),
      });
    const refused = await pay(first);
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain("is flagged: give the reason for paying after a second look");
    const paid = await pay(first, "Called the student: a real hosteller");
    expect(paid.status).toBe(200);
    const [audit] = await w.rows<{ after: string }>(
      "SELECT after FROM admin_audit WHERE action = 'review.reward-paid' ORDER BY id DESC LIMIT 1",
    );
    expect(JSON.parse(audit.after)).toMatchObject({
      reward_status: "paid",
      second_look: "Called the student: a real hosteller",
    });
    const again = await pay(second, "Looked twice");
    expect(again.status).toBe(409);
    expect(textOf(await again.text())).toContain(`This UPI id was already paid for this college (review #${first}).`);
    expect(
      (await w.rows<{ reward_status: string }>("SELECT reward_status FROM reviews WHERE id = ?", second))[0]
        .reward_status,
    ).toBe("pending");
  });
});

describe("roles", () => {
  /** Every /admin route (its module's name: a file, or a folder with `route.tsx`), with a request that reaches it
   * (a new route must be added here). */
  const ROUTES: Record<string, { path: string; editor: "allowed" | "refused"; action?: string }> = {
    admin: { path: "/admin", editor: "allowed" },
    "admin._index": { path: "/admin", editor: "allowed" },
    "admin.leads._index": { path: "/admin/leads", editor: "refused", action: "/admin/leads?index" },
    "admin.leads.$id": { path: "/admin/leads/1", editor: "refused", action: "/admin/leads/1" },
    "admin.leads[.]csv": { path: "/admin/leads.csv", editor: "refused" },
    "admin.audit": { path: "/admin/audit", editor: "refused" },
    "admin.content._index": { path: "/admin/content", editor: "allowed" },
    "admin.content.$kind._index": { path: "/admin/content/blogs", editor: "allowed" },
    "admin.content.$kind.$id": { path: "/admin/content/blogs/new", editor: "allowed" },
    "admin.catalogue.$kind._index": { path: "/admin/catalogue/experts", editor: "allowed" },
    "admin.catalogue.$kind.$key": { path: "/admin/catalogue/experts/1", editor: "allowed" },
    "admin.reviews": { path: "/admin/reviews", editor: "allowed" },
    "admin.claims": { path: "/admin/claims", editor: "refused", action: "/admin/claims" },
    "admin.colleges._index": { path: "/admin/colleges", editor: "allowed" },
    "admin.colleges.$slug": { path: "/admin/colleges/coep-technological-university", editor: "allowed" },
    "admin.preview": { path: "/admin/content/blogs/new", editor: "allowed" },
    "admin.data": { path: "/admin/data", editor: "refused", action: "/admin/data" },
    "admin_.login": { path: "/admin/login", editor: "allowed" },
    "admin_.logout": { path: "/admin/logout", editor: "allowed" },
  };

  it("an editor walks every /admin route and action: leads, exports and the audit are refused on the server", async () => {
    const files = readdirSync(join(ROOT, "app/routes"))
      .map((f) => f.replace(/\.tsx?$/, ""))
      .filter((f) => /^admin[._]/.test(f) || f === "admin");
    expect(files.sort()).toEqual(Object.keys(ROUTES).sort());
    const csrf = csrfOf((await getWith(w, "/admin/content", editor)).text);
    for (const [file, { path, editor: rule, action }] of Object.entries(ROUTES)) {
      if (file === "admin_.logout") continue; // signs out: last
      const get = await getWith(w, path, editor);
      if (rule === "refused") {
        expect(get.status, file).toBe(403);
        // Every action of a refused route is refused too, with a valid CSRF token.
        if (action) {
          const post = await postWith(w, action, editor, {
            csrf,
            intent: "bulk-status",
            bulk_status: "won",
            ids: "1",
            status: "won",
          });
          expect(post.status, `POST ${file}`).toBe(403);
        }
      } else expect([200, 302], file).toContain(get.status);
    }
    expect((await w.rows<{ status: string }>("SELECT status FROM submissions WHERE id = 1"))[0].status).not.toBe("won");
    // The sidebar offers an editor only what they may open.
    const nav = (await getWith(w, "/admin", editor)).text;
    expect(nav).not.toContain('href="/admin/leads"');
    expect(nav).not.toContain('href="/admin/audit"');
    expect(nav).toContain('href="/admin/reviews"');
  });
});
