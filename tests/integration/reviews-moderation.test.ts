/**
 * Reviews, JS off: moderation in the operator console (approve → shown on the
 * college page with the aggregates updated in the college row; reject with a reason; withdraw),
 * paging of published reviews, JSON-LD, and hostile review text rendered inert.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mainText, startWorker, type TestWorker } from "../support/worker";

const ADMIN_TOKEN = "test-admin-token-ops-0001";
const ADMIN_EMAIL = "ops@studysaathi.in";
const adminBindings = { ADMIN_TOKENS: JSON.stringify({ [ADMIN_EMAIL]: { role: "admin", token: ADMIN_TOKEN } }) };
const csrfOf = (html: string) => html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";

async function signIn(w: TestWorker): Promise<string> {
  const res = await w.post("/admin/login", { email: ADMIN_EMAIL, token: ADMIN_TOKEN, next: "/admin" });
  expect(res.status).toBe(302);
  return (res.headers.get("Set-Cookie") ?? "").split(";")[0];
}

async function getWith(w: TestWorker, path: string, cookie: string) {
  const res = await w.fetch(path, { headers: { Cookie: cookie } });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

const postWith = (w: TestWorker, path: string, cookie: string, fields: Record<string, string>) =>
  w.post(path, fields, { Cookie: cookie });

const XSS = `<script>alert(1)</script><img src=x onerror=alert(2)>"'&`;
const long = (seed: string) =>
  `${seed} — the teachers explain things patiently, the library is open until late and there are clubs for ` +
  `everything from robotics to theatre. Line two of ${seed}.\nA new line here with more detail about hostel life.`;

let w: TestWorker;
let college: { id: number; slug: string; name: string; rating: number; rating_count: number };
let cookie = "";

async function insertReview(userId: number, collegeId: number, overall: number, text: string, title = "Title") {
  const now = Date.now();
  await w.rows(
    `INSERT INTO reviews (college_id, user_id, course, grad_year, r_academics, r_faculty, r_infrastructure, r_placements,
       r_campus, r_overall, title, liked, better, reward_details, reward_status, reviewer_name, created_at, updated_at)
     VALUES (?1, ?2, 'B.Tech', 2024, 4, 4, 3, 5, 4, ?3, ?4, ?5, ?6, ?7, ?8, 'Asha V.', ?9, ?9)`,
    collegeId,
    userId,
    overall,
    title,
    text,
    long("better"),
    userId === 1 ? "asha@okaxis" : "",
    userId === 1 ? "pending" : "not_requested",
    now,
  );
  const [row] = await w.rows<{ id: number }>("SELECT max(id) AS id FROM reviews");
  return row.id;
}

beforeAll(async () => {
  w = await startWorker({
    bindings: adminBindings,
    setup: async (db) => {
      const users = [];
      for (let i = 1; i <= 12; i++) {
        users.push(
          db
            .prepare(
              "INSERT INTO users (email, name, password_hash, verified_at, created_at) VALUES (?1, ?2, 'x', 1, 1)",
            )
            .bind(`student${i}@example.in`, `Student${i} Kumar`),
        );
      }
      await db.batch(users);
    },
  });
  [college] = await w.rows("SELECT id, slug, name, rating, rating_count FROM colleges ORDER BY id LIMIT 1");
  cookie = await signIn(w);
});
afterAll(() => w?.dispose());

async function act(intent: string, id: number, extra: Record<string, string> = {}) {
  const page = await getWith(w, "/admin/reviews", cookie);
  return postWith(w, "/admin/reviews", cookie, { csrf: csrfOf(page.text), intent, id: String(id), ...extra });
}

describe("moderation → college page", () => {
  it("queue shows a pending review with college, ratings and text; approving publishes it and updates the aggregates", async () => {
    const id = await insertReview(1, college.id, 5, `${XSS}\n${long("liked")}`, `Great ${XSS}`);
    const before = await w.html(`/colleges/${college.slug}`);
    expect(mainText(before.text)).toContain("No student reviews");

    const queue = await getWith(w, "/admin/reviews", cookie);
    expect(queue.status).toBe(200);
    const text = mainText(queue.text);
    expect(text).toContain(college.name);
    expect(text).toMatch(/Placements\s*5\s*\/\s*5/);
    expect(text).toContain("the teachers explain things patiently");
    expect(queue.text).not.toContain("<script>alert(1)");
    expect(queue.text).not.toMatch(/<img[^>]*onerror/);

    const res = await act("approve", id);
    expect(res.status).toBe(200);
    const [row] = await w.rows<{ status: string; published_at: number }>(
      "SELECT status, published_at FROM reviews WHERE id = ?1",
      id,
    );
    expect(row.status).toBe("published");
    expect(row.published_at).toBeGreaterThan(0);
    const [c] = await w.rows<{ rating: number; rating_count: number; review_stats: string }>(
      "SELECT rating, rating_count, review_stats FROM colleges WHERE id = ?1",
      college.id,
    );
    expect(c.rating).toBe(5);
    expect(c.rating_count).toBe(1);
    expect(JSON.parse(c.review_stats)).toMatchObject({ n: 1, dist: [0, 0, 0, 0, 1] });
    const audit = await w.rows<{ action: string }>("SELECT action FROM admin_audit WHERE target = ?1", `review #${id}`);
    expect(audit.map((a) => a.action)).toContain("review.approve");

    const page = await w.html(`/colleges/${college.slug}`);
    expect(page.status).toBe(200);
    const main = mainText(page.text);
    expect(main).toContain("Student reviews");
    expect(main).toContain("Average of 1 published review");
    expect(main).toMatch(/Placements\s*5\.0\s*\/\s*5/);
    expect(main).toMatch(/5\s*stars\s*1\s*\(\s*100\s*%\s*\)/);
    expect(main).toContain("Asha V.");
    expect(main).toContain(`Great ${XSS}`); // shown as text…
    expect(page.text).not.toContain("<script>alert(1)"); // …never as markup
    expect(page.text).not.toMatch(/<img[^>]*onerror/);
    expect(page.text).toMatch(/whitespace-pre-line[^>]*>[^<]*\n/); // line breaks kept
    expect(page.text).not.toContain("asha@okaxis"); // reward details never leave the server
    expect(page.text).not.toContain("student1@example.in");
    const ld = [...page.text.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const org = ld.find((d) => d["@type"] === "CollegeOrUniversity");
    expect(org.aggregateRating).toMatchObject({ ratingValue: 5, ratingCount: 1 });
    expect(org.review[0]).toMatchObject({ "@type": "Review", author: { name: "Asha V." } });

    // The reward is pending (details given); mark it paid.
    const paid = await act("paid", id);
    expect(paid.status).toBe(200);
    const [r] = await w.rows<{ reward_status: string }>("SELECT reward_status FROM reviews WHERE id = ?1", id);
    expect(r.reward_status).toBe("paid");
  });

  it("rejects with a reason (required) and withdrawing a published review restores the aggregates", async () => {
    const id = await insertReview(2, college.id, 2, long("second"));
    expect((await act("reject", id)).status).toBe(400);
    expect((await act("reject", id, { reason: "Not about this college." })).status).toBe(200);
    const [row] = await w.rows<{ status: string; reject_reason: string }>(
      "SELECT status, reject_reason FROM reviews WHERE id = ?1",
      id,
    );
    expect(row).toEqual({ status: "rejected", reject_reason: "Not about this college." });
    // The writer has a notice saying so, with the reason; the refused post left none.
    expect(
      await w.rows(
        "SELECT text, link, read_at FROM notices WHERE user_id = (SELECT user_id FROM reviews WHERE id = ?1)",
        id,
      ),
    ).toEqual([
      { text: "Your review was not published. Reason: Not about this college.", link: "/account", read_at: null },
    ]);
    const [c1] = await w.rows<{ rating_count: number }>("SELECT rating_count FROM colleges WHERE id = ?1", college.id);
    expect(c1.rating_count).toBe(1);

    // Approve it after all, then withdraw the first one: the average follows.
    expect((await act("approve", id)).status).toBe(200);
    const [c2] = await w.rows<{ rating: number; rating_count: number }>(
      "SELECT rating, rating_count FROM colleges WHERE id = ?1",
      college.id,
    );
    expect(c2).toEqual({ rating: 3.5, rating_count: 2 });
    const [first] = await w.rows<{ id: number }>("SELECT min(id) AS id FROM reviews");
    expect((await act("reject", first.id, { reason: "Withdrawn." })).status).toBe(200);
    expect((await act("reject", id, { reason: "Withdrawn." })).status).toBe(200);
    const [c3] = await w.rows<{ rating: number; rating_count: number }>(
      "SELECT rating, rating_count FROM colleges WHERE id = ?1",
      college.id,
    );
    expect(c3).toEqual({ rating: college.rating, rating_count: college.rating_count });
  });

  it("pages published reviews newest first, 10 a page, with ?reviews_page=", async () => {
    for (let u = 3; u <= 12; u++) {
      const id = await insertReview(u, college.id, 4, long(`review-${u}`), `Review ${u}`);
      expect((await act("approve", id)).status).toBe(200);
    }
    const [back] = await w.rows<{ id: number }>("SELECT min(id) AS id FROM reviews WHERE status = 'rejected'");
    expect((await act("approve", back.id)).status).toBe(200); // 11 published
    const one = mainText((await w.html(`/colleges/${college.slug}`)).text);
    expect(one).toContain(`Review 12`);
    expect(one).toContain("Page 1 of 2");
    const two = await w.html(`/colleges/${college.slug}?reviews_page=2`);
    expect(two.status).toBe(200);
    expect(mainText(two.text)).toContain("Page 2 of 2");
    expect(mainText(two.text)).not.toContain("Review 12");
    for (const bad of ["0", "-1", "abc", "99999", "3"]) {
      expect((await w.html(`/colleges/${college.slug}?reviews_page=${bad}`)).status, bad).toBe(200);
    }
  });

  it("reads a college page's reviews through the cache; an approval shows on the next view", async () => {
    const [other] = await w.rows<{ id: number; slug: string }>(
      "SELECT id, slug FROM colleges WHERE id <> ?1 ORDER BY id LIMIT 1",
      college.id,
    );
    const page = `/colleges/${other.slug}`;
    const first = await w.fetch(page);
    await first.text();
    const second = await w.fetch(page);
    expect(mainText(await second.text())).not.toContain("Cached later");
    expect(second.headers.get("Server-Timing")).toMatch(/content-college-reviews;desc="(memory|edge)"/);
    const id = await insertReview(1, other.id, 5, long("cached-later"), "Cached later");
    expect((await act("approve", id)).status).toBe(200);
    const after = await w.fetch(page);
    expect(mainText(await after.text())).toContain("Cached later");
  });

  it("reads published reviews by index", async () => {
    const plan = await w.rows<{ detail: string }>(
      `EXPLAIN QUERY PLAN SELECT id FROM reviews WHERE college_id = 1 AND status = 'published'
       ORDER BY published_at DESC, id DESC LIMIT 11 OFFSET 10`,
    );
    expect(plan.map((p) => p.detail).join(" ")).toContain("reviews_college_published");
    expect(plan.map((p) => p.detail).join(" ")).not.toContain("TEMP B-TREE");
  });
});
