/**
 * /write-review, JS off: anonymous visitors log in on the page and come back; the GET
 * search step; validation (lengths, ratings) with the input kept; stored pending; one review
 * per account per college with an offer to edit the pending one; near-duplicate text;
 * hostile text inert; the review in /account with its status.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedCookie } from "../support/cookie-jar";
import { mainText, startWorker, type TestWorker } from "../support/worker";

const SESSION = "test-session-id-for-reviews-0123456789abcdef";
const COOKIE = signedCookie("__Host-ss_session", SESSION);
const XSS = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
const text = (seed: string) =>
  `${seed}: the professors know their subjects and make time after class for doubts. The campus is green, the ` +
  `labs are well equipped and seniors help juniors with internships.\nSecond line about ${seed}.`;

let w: TestWorker;
let colleges: Array<{ id: number; slug: string; name: string }>;

function review(slug: string, over: Record<string, string> = {}) {
  return {
    college: slug,
    course: "B.Tech Computer Science",
    gradYear: "2024",
    academics: "4",
    faculty: "5",
    infrastructure: "3",
    placements: "4",
    campus: "5",
    overall: "4",
    title: "Good teaching, average hostels",
    liked: text("liked"),
    better:
      "Hostel rooms are crowded and the mess food repeats every week. The wifi drops in the evenings and the library should stay open later during exams, especially in the final year.",
    reward: "asha.v@okaxis",
    consent: "on",
    ...over,
  };
}

beforeAll(async () => {
  w = await startWorker({
    setup: async (db) => {
      const hash = createHash("sha256").update(SESSION).digest("hex");
      await db.batch([
        db
          .prepare(
            "INSERT INTO users (id, email, name, password_hash, verified_at, created_at) VALUES (1, 'asha@example.in', 'Asha Verma', 'x', 1, 1)",
          )
          .bind(),
        db
          .prepare(
            "INSERT INTO sessions (id_hash, user_id, created_at, expires_at, last_seen_at) VALUES (?1, 1, 1, ?2, ?3)",
          )
          .bind(hash, Date.now() + 3_600_000, Date.now()),
      ]);
    },
  });
  colleges = await w.rows("SELECT id, slug, name FROM colleges ORDER BY id LIMIT 3");
});
afterAll(() => w?.dispose());

const get = async (path: string) => {
  const res = await w.fetch(path, { headers: { Cookie: COOKIE } });
  return { status: res.status, text: await res.text(), headers: res.headers };
};
const post = (fields: Record<string, string>, path = "/write-review") => w.post(path, fields, { Cookie: COOKIE });

describe("write a review", () => {
  it("shows an anonymous visitor the log-in form, which comes back to the form with the college kept", async () => {
    const slug = colleges[0].slug;
    const res = await w.fetch(`/write-review?college=${slug}&q=x`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(mainText(html)).toContain("Log in to write a review");
    expect(mainText(html)).not.toContain("1. Your college");
    expect(html).toMatch(/<form[^>]*action="\/login"/);
    expect(html).toContain(`name="redirectTo" value="/write-review?college=${slug}&amp;q=x"`);
    // The combobox's suggestions stay for signed-in writers.
    const suggest = await w.fetch("/write-review?suggest=iit");
    expect(suggest.status).toBe(302);
    expect(suggest.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/write-review?suggest=iit")}`,
    );
    const posted = await w.post("/write-review", review(slug));
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toContain(encodeURIComponent(`/write-review?college=${slug}`));
    expect(await w.rows("SELECT id FROM reviews")).toHaveLength(0);
  });

  it("finds the college with the GET search step and preselects it with ?college=", async () => {
    const page = await get("/write-review");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(mainText(page.text)).toContain("Search your college");
    const word = colleges[0].name.split(/\s+/)[0];
    const found = await get(`/write-review?q=${encodeURIComponent(word)}`);
    expect(found.text).toContain(`href="/write-review?college=${colleges[0].slug}"`);
    const chosen = await get(`/write-review?college=${colleges[0].slug}`);
    expect(mainText(chosen.text)).toContain(colleges[0].name);
    expect(chosen.text).toContain(`name="college" value="${colleges[0].slug}"`);
    expect(mainText(chosen.text)).toContain("reward terms");
  });

  it("refuses short texts and bad ratings with 400, messages beside the fields and the input kept", async () => {
    const res = await post(review(colleges[0].slug, { liked: "Too short.", faculty: "6", consent: "" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    const main = mainText(html);
    expect(main).toContain("Please write at least 150 characters.");
    expect(main).toContain("Please rate faculty from 1 to 5 stars.");
    expect(main).toContain("Please confirm that this review is about your own experience.");
    expect(html).toContain('value="Good teaching, average hostels"');
    expect(html).toContain("Too short.");
    expect(await w.rows("SELECT id FROM reviews")).toHaveLength(0);
  });

  it("stores a valid review as pending; a second one for the same college offers to edit it", async () => {
    const res = await post(review(colleges[0].slug));
    expect(res.status).toBe(200);
    expect(mainText(await res.text())).toContain("Your review has been submitted");
    const rows = await w.rows<Record<string, unknown>>("SELECT * FROM reviews");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "pending",
      reward_status: "pending",
      reward_details: "asha.v@okaxis",
      reviewer_name: "Asha V.",
      r_faculty: 5,
      r_overall: 4,
    });

    const again = await post(review(colleges[0].slug, { title: "Another go" }));
    expect(again.status).toBe(400);
    const html = await again.text();
    expect(mainText(html)).toContain("You have already reviewed this college");
    expect(html).toContain(`/write-review?college=${colleges[0].slug}&amp;edit=1`);

    const edit = await get(`/write-review?college=${colleges[0].slug}&edit=1`);
    expect(edit.text).toContain('value="Good teaching, average hostels"');
    const updated = await post(review(colleges[0].slug, { title: "Edited title", edit: "1" }));
    expect(updated.status).toBe(200);
    const [row] = await w.rows<{ title: string }>("SELECT title FROM reviews");
    expect(row.title).toBe("Edited title");
  });

  it("refuses a near-copy of the writer's other review", async () => {
    const res = await post(review(colleges[1].slug, { title: "Copy" }));
    expect(res.status).toBe(400);
    expect(mainText(await res.text())).toContain("almost the same as another review you wrote");
  });

  it("renders hostile text inert everywhere and lists the review in /account with its status", async () => {
    const hostile = review(colleges[2].slug, {
      course: `BSc ${XSS}`,
      title: `Title ${XSS}`,
      liked: `${XSS} ${text("a completely different experience of hostel life, sports grounds and fests")}`,
      better: `${XSS} The canteen closes at eight, buses to the city are rare after dark, and the administration takes weeks to answer e-mails about fees and scholarships.`,
      reward: "",
    });
    const bad = await post({ ...hostile, gradYear: XSS });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).not.toContain("<script>alert(1)");
    expect(badHtml).not.toMatch(/<img[^>]*onerror/);
    const ok = await post(hostile);
    expect(ok.status).toBe(200);
    const account = await get("/account");
    expect(account.status).toBe(200);
    const main = mainText(account.text);
    expect(main).toContain("My reviews");
    expect(main).toContain(`Title ${XSS}`);
    expect(main).toContain("Pending review");
    expect(main).toMatch(/Reward\s*Not requested/);
    expect(account.text).not.toContain("<script>alert(1)");
    expect(account.text).not.toMatch(/<img[^>]*onerror/);
  });
});
