/**
 * Operator console, JS off: access (404 / sign-in / roles / Access JWT / CSRF), the leads
 * inbox (filters, paging, counts, repeats), the lead workflow with audit, CSV export.
 */
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_TOKEN,
  adminBindings,
  csrfOf,
  EDITOR_EMAIL,
  EDITOR_TOKEN,
  getWith,
  ORIGIN,
  postWith,
  signIn,
} from "../support/admin";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

const TEAM = "https://studysaathi.cloudflareaccess.com";
const AUD = "test-aud-tag";
/** Main text with the spaces tags leave before ":" and after "#" removed. */
const flat = (html: string) => mainText(html).replace(/\s+:/g, ":").replace(/#\s+/g, "#");

describe("console switched off", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startWorker();
  });
  afterAll(() => w?.dispose());

  it("/admin, its pages and the sign-in answer 404 without ADMIN_TOKEN or Access", async () => {
    for (const path of ["/admin", "/admin/leads", "/admin/login", "/admin/content", "/admin/leads.csv"]) {
      expect((await w.fetch(path)).status, path).toBe(404);
    }
    expect((await w.post("/admin/login", { email: ADMIN_EMAIL, token: "x" }, ORIGIN)).status).toBe(404);
  });
});

// Leads for the inbox: 120 call requests (two phones repeat), a few other kinds and dates.
async function seedLeads(db: D1Database) {
  const rows: string[] = [];
  const base = Date.parse("2026-01-10T04:00:00Z");
  for (let i = 0; i < 120; i++) {
    const phone = i === 119 ? "9000000001" : `9${String(100000000 + i).padStart(9, "0")}`;
    const payload = JSON.stringify({ firstName: `Caller${i}`, lastName: "Test", phone });
    const at = new Date(base + i * 60_000).toISOString();
    rows.push(`('call-request', NULL, '${payload}', '${at}', 'h')`);
  }
  const other = [
    [
      "inquiry",
      "student-accommodation",
      { name: "Asha Rao", email: "Asha@Example.in", phone: "+91 98765 43210" },
      "2026-02-01T06:00:00Z",
    ],
    [
      "inquiry",
      "education-loan",
      { name: "Ravi Kumar", email: "ravi@example.in", phone: "9811122233" },
      "2026-02-02T06:00:00Z",
    ],
    ["newsletter", null, { email: "=cmd|' /C calc'!A0", mobile: "9000000001" }, "2026-02-03T06:00:00Z"],
    [
      "brochure",
      "iit-bombay",
      { name: "Meera", email: "meera@example.in", phone: "9822233344" },
      "2026-02-03T07:00:00Z",
    ],
  ] as const;
  for (const [kind, ref, payload, at] of other) {
    rows.push(
      `('${kind}', ${ref ? `'${ref}'` : "NULL"}, '${JSON.stringify(payload).replace(/'/g, "''")}', '${at}', 'h')`,
    );
  }
  await db.exec(`INSERT INTO submissions (kind, ref, payload, created_at, client_hash) VALUES ${rows.join(", ")}`);
}

describe("console with ADMIN_TOKEN", () => {
  let w: TestWorker;
  let admin: string;
  beforeAll(async () => {
    w = await startWorker({ bindings: adminBindings, setup: seedLeads });
    admin = await signIn(w);
  });
  afterAll(() => w?.dispose());

  it("without a session: pages redirect to the sign-in, posts are 401", async () => {
    const res = await w.fetch("/admin/leads?kind=inquiry");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/login?next=%2Fadmin%2Fleads%3Fkind%3Dinquiry");
    // A post without a session changes nothing (401, or the sign-in redirect when the page re-renders).
    expect([302, 401]).toContain((await w.post("/admin/leads/1", { status: "contacted", csrf: "x" }, ORIGIN)).status);
    expect((await w.rows<{ status: string }>("SELECT status FROM submissions WHERE id = 1"))[0].status).toBe("new");
    const login = await w.html("/admin/login");
    expect(login.status).toBe(200);
    expect(login.text).toMatch(/<label[^>]*>E-mail/);
  });

  it("signs in into a random-id, HttpOnly, Secure, SameSite=Strict cookie with an expiry", async () => {
    const res = await w.post("/admin/login", { email: ADMIN_EMAIL, token: ADMIN_TOKEN, next: "/admin/leads" }, ORIGIN);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/leads");
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^__Host-ss_admin=[\w-]{43};/);
    for (const attr of ["Path=/", "HttpOnly", "Secure", "SameSite=Strict", "Max-Age=28800"])
      expect(cookie).toContain(attr);
    // An outside `next` is not followed.
    const evil = await w.post(
      "/admin/login",
      { email: ADMIN_EMAIL, token: ADMIN_TOKEN, next: "https://evil.example/" },
      ORIGIN,
    );
    expect(evil.headers.get("Location")).toBe("/admin");
  });

  it("a wrong token, another operator's token or an unknown e-mail is refused alike, nothing signed", async () => {
    const wrong = await w.post("/admin/login", { email: ADMIN_EMAIL, token: "nope" }, ORIGIN);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
    const html = await wrong.text();
    expect(textOf(html)).toContain("That e-mail and token do not open the console.");
    expect(html).not.toContain("nope");
    const noRole = await w.post("/admin/login", { email: "stranger@example.in", token: ADMIN_TOKEN }, ORIGIN);
    expect(noRole.status).toBe(401);
    expect(textOf(await noRole.text())).toContain("That e-mail and token do not open the console.");
    // The editor typing the admin's e-mail with the editor's own token is not the admin.
    const impersonation = await w.post("/admin/login", { email: ADMIN_EMAIL, token: EDITOR_TOKEN }, ORIGIN);
    expect(impersonation.status).toBe(401);
    expect(impersonation.headers.get("Set-Cookie")).toBeNull();
  });

  it("a tampered or expired session is no session", async () => {
    const [name, value] = admin.split("=");
    const tampered = `${name}=${value.slice(0, -3)}abc`;
    expect((await w.fetch("/admin/leads", { headers: { Cookie: tampered } })).status).toBe(302);
    // A session past its idle timeout (30 minutes without use) is over.
    const idle = await signIn(w);
    await w.rows("UPDATE admin_sessions SET last_seen_at = ?1", Date.now() - 31 * 60 * 1000);
    expect((await w.fetch("/admin/leads", { headers: { Cookie: idle } })).status).toBe(302);
    admin = await signIn(w);
    // And one past its 8 hours, however recently used.
    const old = await signIn(w);
    await w.rows(
      "UPDATE admin_sessions SET expires_at = ?1 WHERE last_seen_at > ?2",
      Date.now() - 1,
      Date.now() - 1000,
    );
    expect((await w.fetch("/admin/leads", { headers: { Cookie: old } })).status).toBe(302);
    admin = await signIn(w);
  });

  it("an editor gets content but 403 on leads, the CSV and the audit log", async () => {
    const editor = await signIn(w, EDITOR_EMAIL);
    expect((await getWith(w, "/admin/content", editor)).status).toBe(200);
    for (const path of ["/admin/leads", "/admin/leads/1", "/admin/leads.csv", "/admin/audit"]) {
      expect((await getWith(w, path, editor)).status, path).toBe(403);
    }
    const refused = await getWith(w, "/admin/leads", editor);
    expect(flat(refused.text)).toContain("Your role cannot open this page.");
    const home = await getWith(w, "/admin", editor);
    expect(home.text).not.toContain('href="/admin/leads"');
  });

  it("lists every kind, newest first, 50 a page with keyset paging", async () => {
    const first = await getWith(w, "/admin/leads", admin);
    expect(first.status).toBe(200);
    const ids = (html: string) => [...html.matchAll(/href="\/admin\/leads\/(\d+)"/g)].map((m) => Number(m[1]));
    const page1 = ids(first.text);
    expect(page1).toHaveLength(50);
    expect(page1[0]).toBe(124);
    expect(page1).toEqual([...page1].sort((a, b) => b - a));
    const next = first.text.match(/href="(\/admin\/leads\?before=\d+)"/)?.[1];
    expect(next).toBe("/admin/leads?before=75");
    const page2 = ids((await getWith(w, next!, admin)).text);
    expect(page2[0]).toBe(74);
    const page3 = await getWith(w, "/admin/leads?before=25", admin);
    expect(ids(page3.text)).toEqual([
      24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(page3.text).not.toContain("Older leads");
    const text = flat(first.text);
    expect(text).toContain("call-request: 120");
    expect(text).toContain("inquiry: 2");
    expect(text).toContain("New: 124");
  });

  it("filters by kind, ref, status, date range and name/e-mail/phone, with counts for the filter", async () => {
    const idsOf = async (q: string) =>
      [...(await getWith(w, `/admin/leads${q}`, admin)).text.matchAll(/href="\/admin\/leads\/(\d+)"/g)].map((m) =>
        Number(m[1]),
      );
    expect(await idsOf("?kind=inquiry")).toEqual([122, 121]);
    expect(await idsOf("?ref=iit-bombay")).toEqual([124]);
    expect(await idsOf("?kind=brochure&ref=iit-bombay")).toEqual([124]);
    expect(await idsOf("?q=98765+43210")).toEqual([121]);
    expect(await idsOf("?q=%2B91-98765-43210")).toEqual([121]);
    expect(await idsOf("?q=981112")).toEqual([122]);
    expect(await idsOf("?q=asha@example.in")).toEqual([121]);
    expect(await idsOf("?q=Ravi")).toEqual([122]);
    expect(await idsOf("?from=2026-02-02&to=2026-02-03")).toEqual([124, 123, 122]);
    expect(await idsOf("?from=2026-03-01")).toEqual([]);
    const counted = flat((await getWith(w, "/admin/leads?from=2026-02-01&to=2026-02-03", admin)).text);
    expect(counted).toContain("inquiry: 2");
    expect(counted).toContain("newsletter: 1");
    expect(counted).not.toContain("call-request:");
    // Bad filter values are ignored, never a 500.
    expect((await getWith(w, "/admin/leads?status=bogus&from=yesterday&before=-1", admin)).status).toBe(200);
  });

  it("marks a repeat from the same phone within 24 h and groups it on the lead page", async () => {
    const list = await getWith(w, "/admin/leads?kind=newsletter", admin);
    expect(list.status).toBe(200);
    const lead = await getWith(w, "/admin/leads/123", admin);
    expect(lead.status).toBe(200);
    const text = flat(lead.text);
    expect(text).toContain("Same phone or e-mail within 24 h");
    // #120 was from 9000000001 on 10 Jan; the newsletter on 3 Feb is not within 24 h.
    expect(text).toContain("No other submissions.");
    const all = await getWith(w, "/admin/leads?q=9000000001", admin);
    expect(all.text).not.toContain("repeat of");
  });

  it("shows every payload field labelled, the source page and the time in IST", async () => {
    const { text } = await getWith(w, "/admin/leads/121", admin);
    const main = flat(text);
    expect(main).toContain("Lead #121: inquiry (Student Accommodation)");
    expect(main).toMatch(/Name\s+Asha Rao/);
    expect(main).toMatch(/Email\s+Asha@Example.in/);
    expect(main).toMatch(/Phone\s+\+91 98765 43210/);
    expect(main).toContain("01/02/2026, 11:30 am IST");
    expect(text).toContain('href="/services/student-accommodation"');
    // One tap to call, message or write.
    expect(text).toContain('href="tel:+919876543210"');
    expect(text).toContain('href="https://wa.me/919876543210"');
    expect(text).toContain('href="mailto:asha@example.in"');
    expect((await getWith(w, "/admin/leads/99999", admin)).status).toBe(404);
    expect((await getWith(w, "/admin/leads/abc", admin)).status).toBe(404);
  });

  it("the workflow: CSRF refused; any status from any status (a mis-click undone), each change audited", async () => {
    const page = await getWith(w, "/admin/leads/121", admin);
    const csrf = csrfOf(page.text);
    expect(csrf).not.toBe("");
    const noCsrf = await postWith(w, "/admin/leads/121", admin, { status: "contacted" });
    expect(noCsrf.status).toBe(403);
    const badCsrf = await postWith(w, "/admin/leads/121", admin, { status: "contacted", csrf: `${csrf}x` });
    expect(badCsrf.status).toBe(403);
    expect((await w.rows<{ status: string }>("SELECT status FROM submissions WHERE id = 121"))[0].status).toBe("new");

    const misClick = await postWith(w, "/admin/leads/121", admin, { status: "won", csrf });
    expect(misClick.status).toBe(302);
    expect((await w.rows<{ status: string }>("SELECT status FROM submissions WHERE id = 121"))[0].status).toBe("won");

    const ok = await postWith(w, "/admin/leads/121", admin, {
      status: "contacted",
      assignee: "Priya",
      note: "Called, will send brochure",
      csrf,
    });
    expect(ok.status).toBe(302);
    const [row] = await w.rows<{ status: string; assignee: string; notes: string }>(
      "SELECT status, assignee, notes FROM submissions WHERE id = 121",
    );
    expect(row.status).toBe("contacted");
    expect(row.assignee).toBe("Priya");
    expect(row.notes).toContain(`${ADMIN_EMAIL}: Called, will send brochure`);
    const after = flat((await getWith(w, "/admin/leads/121", admin)).text);
    expect(after).toContain("Called, will send brochure");

    const [audit] = await w.rows<{ actor: string; action: string; target: string; before: string; after: string }>(
      "SELECT actor, action, target, before, after FROM admin_audit WHERE action = 'lead.update' ORDER BY id DESC LIMIT 1",
    );
    expect(audit.actor).toBe(`${ADMIN_EMAIL} (admin)`);
    expect(audit.target).toBe("lead #121");
    expect(JSON.parse(audit.before)).toMatchObject({ status: "won", assignee: "" });
    expect(JSON.parse(audit.after)).toMatchObject({ status: "contacted", assignee: "Priya" });
    const log = flat((await getWith(w, "/admin/audit", admin)).text);
    expect(log).toContain("lead.update lead #121");

    // Counts follow the status change.
    const counts = flat((await getWith(w, "/admin/leads?kind=inquiry", admin)).text);
    expect(counts).toContain("Contacted: 1");
    expect(counts).toContain("New: 1");
    expect(flat((await getWith(w, "/admin/leads?status=contacted", admin)).text)).toContain("#121");
  });

  it("CSV export of the filtered list is formula-safe; /api/leads keeps working", async () => {
    const res = await w.fetch("/admin/leads.csv?kind=newsletter", { headers: { Cookie: admin } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(res.headers.get("Content-Disposition")).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const csv = await res.text();
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"id","created_at_ist","kind"');
    expect(lines[1]).toContain(`"'=cmd|' /c calc'!a0"`);
    expect(lines[1]).not.toMatch(/(^|,)"[=+\-@]/);
    const api = await w.fetch("/api/leads?kind=inquiry", { headers: { Authorization: "Bearer leads-token" } });
    expect(api.status).toBe(200);
    expect(((await api.json()) as { count: number }).count).toBe(2);
  });
});

describe("Cloudflare Access JWT", () => {
  let w: TestWorker;
  let sign: (
    claims: Record<string, unknown>,
    opts?: { exp?: number; key?: CryptoKey; aud?: string },
  ) => Promise<string>;
  let jwksFetches = 0;
  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair("RS256");
    const other = await generateKeyPair("RS256");
    const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
    sign = (claims, opts = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer(TEAM)
        .setAudience(opts.aud ?? AUD)
        .setIssuedAt()
        .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
        .sign(opts.key ?? privateKey);
    void other;
    (sign as unknown as { otherKey: CryptoKey }).otherKey = other.privateKey;
    w = await startWorker({
      bindings: {
        ACCESS_TEAM_DOMAIN: "studysaathi.cloudflareaccess.com",
        ACCESS_AUD: AUD,
        ADMIN_ROLES: `${ADMIN_EMAIL}=admin, ${EDITOR_EMAIL}=editor`,
      },
      outboundService: (request) => {
        if (request.url === `${TEAM}/cdn-cgi/access/certs`) {
          jwksFetches++;
          return Response.json({ keys: [jwk] });
        }
        return new Response("not stubbed", { status: 502 });
      },
    });
  });
  afterAll(() => w?.dispose());

  const withJwt = (jwt: string) => w.fetch("/admin/leads", { headers: { "Cf-Access-Jwt-Assertion": jwt } });

  it("the console exists with Access alone (no ADMIN_TOKEN) and needs the JWT", async () => {
    expect((await w.fetch("/admin/leads")).status).toBe(302);
  });

  it("accepts a valid JWT signed by the team's key (JWKS cached)", async () => {
    const res = await withJwt(await sign({ email: ADMIN_EMAIL }));
    expect(res.status).toBe(200);
    expect(flat(await res.text())).toContain("Leads");
    const fetched = jwksFetches;
    expect(fetched).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expect((await withJwt(await sign({ email: ADMIN_EMAIL }))).status).toBe(200);
    expect(jwksFetches).toBe(fetched);
    const editor = await withJwt(await sign({ email: EDITOR_EMAIL }));
    expect(editor.status).toBe(403);
  });

  it("refuses a forged, expired, wrong-audience or role-less JWT", async () => {
    const otherKey = (sign as unknown as { otherKey: CryptoKey }).otherKey;
    expect((await withJwt(await sign({ email: ADMIN_EMAIL }, { key: otherKey }))).status).toBe(401);
    expect(
      (await withJwt(await sign({ email: ADMIN_EMAIL }, { exp: Math.floor(Date.now() / 1000) - 120 }))).status,
    ).toBe(401);
    expect((await withJwt(await sign({ email: ADMIN_EMAIL }, { aud: "another-app" }))).status).toBe(401);
    expect((await withJwt("not.a.jwt")).status).toBe(401);
    expect((await withJwt(await sign({ email: "stranger@example.in" }))).status).toBe(403);
  });

  it("state changes with an Access JWT still need the CSRF token", async () => {
    const jwt = await sign({ email: ADMIN_EMAIL });
    const headers = { "Cf-Access-Jwt-Assertion": jwt };
    const page = await w.fetch("/admin/leads/1", { headers });
    expect(page.status).toBe(404); // no leads seeded here
    const form = await w.fetch("/admin/content", { headers });
    const csrf = csrfOf(await form.text());
    expect(csrf).not.toBe("");
    const refused = await w.post("/admin/logout", {}, { ...ORIGIN, ...headers });
    expect(refused.status).toBe(403);
    const accepted = await w.post("/admin/logout", { csrf }, { ...ORIGIN, ...headers });
    expect(accepted.status).toBe(302);
  });
});
