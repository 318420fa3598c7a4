/**
 * "My college isn't listed" (JS off): the writer names the college; the review and the college wait,
 * not public, until an operator adds the college and publishes the review, or rejects them with a
 * reason; a rejected review's reward reads "Not payable" with the reason on /account.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBindings, csrfOf, getWith, postWith, signIn } from "../support/admin";
import { signedCookie } from "../support/cookie-jar";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

const SESSION = "test-session-id-for-new-college-0123456789ab";
const COOKIE = signedCookie("__Host-ss_session", SESSION);
let w: TestWorker;

const review = (seed: string, over: Record<string, string> = {}) => ({
  intent: "review",
  college: "not-listed",
  collegeName: "Sahyadri Institute of Design",
  collegeCity: "Kolhapur",
  collegeState: "Maharashtra",
  course: "B.Des",
  gradYear: "2024",
  academics: "4",
  faculty: "5",
  infrastructure: "3",
  placements: "4",
  campus: "5",
  overall: "4",
  title: `Studios open late ${seed}`,
  liked: `${seed}: the studios stay open late, faculty review our work every week and the library has design journals going back decades. Seniors share their portfolios and help with internships.`,
  better: `${seed}: placements depend on our own portfolios, the canteen closes early and the hostel is far from the campus on the highway. The fee for materials is charged again every semester.`,
  reward: "asha.v@okaxis",
  consent: "on",
  ...over,
});

beforeAll(async () => {
  w = await startWorker({
    bindings: adminBindings,
    setup: async (db) => {
      const hash = createHash("sha256").update(SESSION).digest("hex");
      await db.batch([
        db.prepare(
          "INSERT INTO users (id, email, name, password_hash, verified_at, created_at) VALUES (1, 'asha@example.in', 'Asha Verma', 'x', 1, 1)",
        ),
        db
          .prepare(
            "INSERT INTO sessions (id_hash, user_id, created_at, expires_at, last_seen_at) VALUES (?1, 1, 1, ?2, ?3)",
          )
          .bind(hash, Date.now() + 3_600_000, Date.now()),
      ]);
    },
  });
});
afterAll(() => w?.dispose());

const post = (fields: Record<string, string>) => w.post("/write-review?new=1", fields, { Cookie: COOKIE });
const account = async () => mainText(await (await w.fetch("/account", { headers: { Cookie: COOKIE } })).text());

describe("my college isn't listed", () => {
  it("is offered on the form; the named college and the review wait for moderation, not public", async () => {
    const page = await w.fetch("/write-review?new=1", { headers: { Cookie: COOKIE } });
    const html = await page.text();
    expect(mainText(html)).toContain("Choose a listed college instead");
    expect(html).toContain('value="not-listed"');
    expect(mainText(await (await w.fetch("/write-review", { headers: { Cookie: COOKIE } })).text())).toContain(
      "My college isn't listed",
    );
    const bad = await post(review("a", { collegeName: "" }));
    expect(bad.status).toBe(400);
    const badText = await bad.text();
    expect(badText).toContain("Please enter your college&#x27;s name.");
    expect(badText).toContain('value="Kolhapur"');
    const ok = await post(review("a"));
    expect(ok.status).toBe(200);
    expect(textOf(await ok.text())).toContain("are waiting to be checked");
    const [p] = await w.rows<{ status: string }>("SELECT status FROM college_proposals");
    expect(p.status).toBe("pending");
    expect(await w.rows("SELECT id FROM colleges WHERE name = 'Sahyadri Institute of Design'")).toEqual([]);
    expect(await account()).toContain("Waiting to be checked (new college)");
  });

  it("the operator adds the college with the review, audited; the review is published on its page", async () => {
    const cookie = await signIn(w);
    const queue = await getWith(w, "/admin/reviews", cookie);
    expect(textOf(queue.text)).toContain("Sahyadri Institute of Design, Kolhapur, Maharashtra");
    const [{ id }] = await w.rows<{ id: number }>("SELECT id FROM college_proposals WHERE status = 'pending'");
    const res = await postWith(w, "/admin/reviews", cookie, {
      csrf: csrfOf(queue.text),
      intent: "proposal-approve",
      id: String(id),
      ownership: "private",
    });
    expect(res.status).toBe(200);
    const [college] = await w.rows<{ id: number; slug: string }>(
      "SELECT id, slug FROM colleges WHERE name = 'Sahyadri Institute of Design'",
    );
    expect(college.slug).toBe("sahyadri-institute-of-design");
    const [r] = await w.rows<{ status: string }>("SELECT status FROM reviews WHERE college_id = ?1", college.id);
    expect(r.status).toBe("published");
    const audit = await w.rows<{ action: string }>("SELECT action FROM admin_audit WHERE action = 'college.approve'");
    expect(audit).toHaveLength(1);
    const pageText = mainText((await w.html(`/colleges/${college.slug}`)).text);
    expect(pageText).toContain("Studios open late a");
  });

  it("a rejected one reads Not payable with the reason on /account", async () => {
    await post(review("b", { collegeName: "Imaginary College of Everything", title: "Nothing here b" }));
    const cookie = await signIn(w);
    const queue = await getWith(w, "/admin/reviews", cookie);
    const [{ id }] = await w.rows<{ id: number }>("SELECT id FROM college_proposals WHERE status = 'pending'");
    const res = await postWith(w, "/admin/reviews", cookie, {
      csrf: csrfOf(queue.text),
      intent: "proposal-reject",
      id: String(id),
      reason: "We could not find this college in UGC or AICTE lists.",
    });
    expect(res.status).toBe(200);
    expect(await account()).toContain("Not payable: We could not find this college in UGC or AICTE lists.");
  });

  it("a rejected review of a listed college reads Not payable with the reason", async () => {
    const db = await w.db();
    const [c] = await w.rows<{ id: number }>(
      "SELECT id FROM colleges WHERE slug <> 'sahyadri-institute-of-design' LIMIT 1",
    );
    await db
      .prepare(
        `INSERT INTO reviews (college_id, user_id, course, grad_year, r_academics, r_faculty, r_infrastructure, r_placements,
         r_campus, r_overall, title, liked, better, reward_details, reward_status, reviewer_name, created_at, updated_at,
         status, reject_reason) VALUES (?1, 1, 'B.Tech', 2024, 3, 3, 3, 3, 3, 3, 'Copied text', 'x', 'y', 'asha@okaxis',
         'pending', 'Asha V.', 1, 1, 'rejected', 'Copied from another site.')`,
      )
      .bind(c.id)
      .run();
    expect(await account()).toContain("Not payable: Copied from another site.");
  });
});
