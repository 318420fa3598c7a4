import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

/** Ids of the post cards on a /blogs page, in order. */
const cardIds = (html: string) =>
  [...html.matchAll(/<article\b[\s\S]*?href="\/blog\/(\d+)"/g)].map((m) => Number(m[1]));

describe("/blogs without JavaScript", () => {
  it("shows the title, subtitle, search, categories and the first 4 posts (newest first)", async () => {
    const { status, text, headers } = await w.html("/blogs");
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("private, no-cache");
    const page = textOf(text);
    expect(page).toContain("StudySaathi Blog");
    expect(page).toContain("Updates on Careers, Universities, Online Education & more");
    expect(text).toContain('placeholder="Search blog..."');
    for (const c of ["All", "Rankings", "Exams", "Careers", "Education"]) {
      expect(text).toMatch(new RegExp(`<button[^>]*name="category" value="${c}"`));
    }
    expect(text).toMatch(/aria-pressed="true"[^>]*>All</);
    expect(cardIds(text)).toEqual([13, 10, 1, 9]);
    expect(page).toContain("Show All Blogs");
    expect(text).toContain('href="/blogs?all=1"');
    expect(page).not.toContain("Loading blogs...");
    expect(page).not.toContain("No blogs found.");
  });

  it("each card has image, title, category, date, author Admin and the post's first 120 characters", async () => {
    const { text } = await w.html("/blogs");
    const card = text.match(/<article\b[\s\S]*?<\/article>/)![0];
    expect(card).toContain('src="/uploads/blog-13-fake-agent-warning.svg"');
    expect(card).toContain('href="/blog/13"');
    const cardText = textOf(card);
    expect(cardText).toContain("How to Spot a Fake Admission Agent");
    expect(cardText).toContain("Education");
    expect(cardText).toContain("By Admin · 3 Nov 2025");
    const excerpt =
      "Every admission season, families lose money to agents who promise guaranteed seats, management quota admissions or visas...";
    expect(cardText).toContain(excerpt);
  });

  it("?all=1 shows every active post and no 'Show All Blogs'", async () => {
    const { text } = await w.html("/blogs?all=1");
    const ids = cardIds(text);
    const active = await w.rows<{ blog_id: number }>("SELECT blog_id FROM blogs WHERE is_active = 1");
    const byId = (a: number, b: number) => a - b;
    expect([...ids].sort(byId)).toEqual(active.map((b) => b.blog_id).sort(byId));
    expect(ids).not.toContain(14);
    expect(textOf(text)).not.toContain("Show All Blogs");
  });

  it("?category= filters by category and keeps the button pressed", async () => {
    const { text } = await w.html("/blogs?category=Careers");
    expect(cardIds(text)).toEqual([10, 9, 8]);
    expect(text).toMatch(/aria-pressed="true"[^>]*>Careers</);
    expect(textOf(text)).not.toContain("Show All Blogs");
    const exams = await w.html("/blogs?category=Exams");
    expect(cardIds(exams.text)).toEqual([7, 5, 6, 4]);
  });

  it("?q= matches titles case-insensitively, combined with the category", async () => {
    const { text } = await w.html("/blogs?q=RANKING");
    expect(cardIds(text)).toEqual([2, 3]);
    expect(text).toContain('value="RANKING"');
    const combined = await w.html("/blogs?q=study&category=Exams");
    expect(cardIds(combined.text)).toEqual([5]);
    const exams = await w.html("/blogs?q=e&category=Exams");
    expect(cardIds(exams.text)).toEqual([7, 5, 6, 4]);
    expect(textOf(exams.text)).not.toContain("Show All Blogs");
    const more = await w.html("/blogs?q=e");
    expect(cardIds(more.text)).toHaveLength(4);
    expect(more.text).toContain('href="/blogs?q=e&amp;all=1"');
    const all = await w.html("/blogs?q=e&all=1");
    expect(cardIds(all.text).length).toBeGreaterThan(4);
  });

  it("shows 'No blogs found.' when nothing matches", async () => {
    const { status, text } = await w.html("/blogs?q=zzzz-nothing");
    expect(status).toBe(200);
    expect(textOf(text)).toContain("No blogs found.");
    expect(cardIds(text)).toEqual([]);
  });

  it("shows 'No blogs found.' when the source fails", async () => {
    const broken = await startWorker({ brokenDb: true });
    try {
      const { status, text } = await broken.html("/blogs");
      expect(status).toBe(200);
      expect(textOf(text)).toContain("No blogs found.");
      expect(textOf(text)).toContain("StudySaathi Blog");
    } finally {
      await broken.dispose();
    }
  });

  it("serves the second request from a cache, not D1 (Server-Timing)", async () => {
    const fresh = await startWorker();
    try {
      const first = await fresh.fetch("/blogs");
      expect(first.headers.get("Server-Timing")).toMatch(/content-blogs;desc="d1"/);
      const second = await fresh.fetch("/blogs");
      expect(second.headers.get("Server-Timing")).toMatch(/content-blogs;desc="(memory|edge)"/);
      expect(second.headers.get("Server-Timing")).not.toMatch(/desc="d1"/);
      // A post reads its own row once (cached per id), the related list from the cached first page.
      const post = await fresh.fetch("/blog/1");
      expect(post.headers.get("Server-Timing")).toMatch(/content-blog;desc="d1"/);
      expect(post.headers.get("Server-Timing")).toMatch(/content-blogs;desc="(memory|edge)"/);
      const again = await fresh.fetch("/blog/1");
      expect(again.headers.get("Server-Timing")).not.toMatch(/desc="d1"/);
    } finally {
      await fresh.dispose();
    }
  });
});

describe("/blog/{id}", () => {
  it("renders hero, body, tags, back link, 3 related articles and the author blurb", async () => {
    const { status, text } = await w.html("/blog/12");
    expect(status).toBe(200);
    const page = textOf(text);
    expect(text).toMatch(
      /<h1[^>]*>Education Loans for Study Abroad: Collateral, Co-Applicants and Interest Rates<\/h1>/,
    );
    expect(page).toContain("By Admin · 28 Apr 2025");
    expect(text).toContain('src="/uploads/blog-12-education-loans.svg"');
    expect(text).toContain("<h2>Secured and unsecured loans</h2>");
    expect(text).toContain('<a href="https://www.vidyalakshmi.co.in">Vidya Lakshmi portal</a>');
    const tags = [...text.matchAll(/<li class="rounded-full[^"]*">([^<]*)<\/li>/g)].map((m) => m[1]);
    expect(tags).toEqual(["education loan", "finance", "collateral", "study abroad"]);
    expect(text).toMatch(/<a[^>]*href="\/blogs"[^>]*>.*Back to Blogs/);
    const related = text.match(/Related Articles[\s\S]*?<\/ul>/)![0];
    expect([...related.matchAll(/href="\/blog\/(\d+)"/g)].map((m) => Number(m[1]))).toEqual([13, 10, 1]);
    expect(page).toContain("About the Author");
  });

  it("related articles leave out the current post", async () => {
    const { text } = await w.html("/blog/13");
    const related = text.match(/Related Articles[\s\S]*?<\/ul>/)![0];
    expect([...related.matchAll(/href="\/blog\/(\d+)"/g)].map((m) => Number(m[1]))).toEqual([10, 1, 9]);
  });

  it("neutralises hostile markup in the body (script, onerror, javascript:)", async () => {
    const { status, text } = await w.html("/blog/13");
    expect(status).toBe(200);
    const body = text.match(/<div class="prose-content[^"]*">([\s\S]*?)<\/div>/)![1];
    expect(body).toContain("Red flags to watch for");
    expect(body).toContain("click here");
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/onerror/i);
    expect(body).not.toMatch(/javascript:/i);
    expect(body).not.toContain("alert(");
    // Nowhere on the page either (loader data is serialised into the document too).
    expect(text).not.toMatch(/onerror=/i);
    expect(text).not.toMatch(/javascript:alert/i);
    expect(text).not.toContain("<script>alert");
  });

  it("has per-post meta, Open Graph image and BlogPosting JSON-LD", async () => {
    const { text } = await w.html("/blog/1");
    expect(text).toContain("<title>NIRF 2025: What the Top Engineering Colleges Have in Common | StudySaathi</title>");
    expect(text).toMatch(
      /<meta name="description" content="Every year the National Institutional Ranking Framework[^"]*\.\.\."/,
    );
    expect(text).toContain('<meta property="og:image" content="http://localhost/uploads/blog-1-nirf-2025.svg"/>');
    expect(text).toContain('<meta property="og:type" content="article"/>');
    const ld = text.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1];
    const data = JSON.parse(ld);
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "NIRF 2025: What the Top Engineering Colleges Have in Common",
      datePublished: "2025-09-08T10:30:00+05:30",
      author: { name: "Admin" },
      image: "http://localhost/uploads/blog-1-nirf-2025.svg",
    });
  });

  it.each(["/blog/999", "/blog/abc", "/blog/14", "/blog/0", "/blog/1.5"])(
    "%s is 'Blog not found' with a link to /blogs, status 404, not cached",
    async (path) => {
      const { status, text, headers } = await w.html(path);
      expect(status).toBe(404);
      expect(headers.get("Cache-Control")).toBe("no-store");
      expect(textOf(text)).toContain("Blog not found");
      expect(text).toMatch(/<a[^>]*href="\/blogs"/);
      expect(text).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it("a failing source is 'Blog not found' (404)", async () => {
    const broken = await startWorker({ brokenDb: true });
    try {
      const { status, text } = await broken.html("/blog/1");
      expect(status).toBe(404);
      expect(textOf(text)).toContain("Blog not found");
    } finally {
      await broken.dispose();
    }
  });
});

describe("sitemap", () => {
  it("lists every active post", async () => {
    const xml = await (await w.fetch("/sitemap.xml")).text();
    for (const id of [1, 4, 11, 13]) expect(xml).toContain(`<loc>http://localhost/blog/${id}</loc>`);
    expect(xml).not.toContain("/blog/14<");
  });
});
