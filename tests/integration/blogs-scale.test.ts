/**
 * Blogs at scale: with 2 000 generated posts every blog read is one indexed page
 * (no page request reads more than 200 D1 rows, from Server-Timing), pages follow keyset
 * cursors without gaps or repeats, a post reads its own row, the JSON API pages, and every
 * list query's plan uses an index.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogStatements, GENERATED_BLOG_ID } from "../../app/db/cli/synthetic-content";
import { blogListSql, type BlogListQuery } from "../../app/lib/blog/blog.server";
import { startWorker, textOf, type TestWorker } from "../support/worker";

const COUNT = 2000;
let w: TestWorker;

beforeAll(async () => {
  w = await startWorker({
    setup: async (db) => {
      for (const sql of blogStatements(COUNT)) await db.prepare(sql).run();
    },
  });
}, 120_000);
afterAll(() => w?.dispose());

const rowsRead = (res: Response) =>
  Number(/d1-rows;desc="(\d+) rows read/.exec(res.headers.get("Server-Timing") ?? "")?.[1] ?? 0);
const cardIds = (html: string) => [...html.matchAll(/<article[\s\S]*?href="\/blog\/(\d+)"/g)].map((m) => Number(m[1]));

async function page(path: string) {
  const res = await w.fetch(path);
  const text = await res.text();
  return { status: res.status, text, rows: rowsRead(res) };
}

describe("/blogs at scale", () => {
  it("shows 4 posts, then all of the first page with page links after it; pages follow without repeats", async () => {
    const first = await page("/blogs");
    expect(cardIds(first.text)).toHaveLength(4);
    expect(textOf(first.text)).toContain("Show All Blogs");
    expect(textOf(first.text)).not.toContain("Older posts");

    const seen = new Set<number>();
    let path = "/blogs?all=1";
    let previous = "";
    for (let n = 1; n <= 4; n++) {
      const p = await page(path);
      expect(p.status).toBe(200);
      expect(p.rows).toBeLessThanOrEqual(200);
      const ids = cardIds(p.text);
      expect(ids).toHaveLength(24);
      for (const id of ids) expect(seen.has(id)).toBe(false);
      ids.forEach((id) => seen.add(id));
      expect(textOf(p.text)).toContain(`Page ${n}`);
      if (n > 1) expect(p.text).toMatch(/Newer posts/);
      const older = /href="([^"]+)"[^>]*>Older posts/.exec(p.text)?.[1];
      expect(older).toBeDefined();
      previous = path;
      path = older!.replace(/&amp;/g, "&");
      if (n === 3) {
        // Back from page 3 to page 2 gives page 2's posts.
        const newer = /href="([^"]+)"[^>]*><span aria-hidden="true">←<\/span> Newer posts/.exec(p.text)?.[1];
        const back = await page(newer!.replace(/&amp;/g, "&"));
        expect(cardIds(back.text)).toEqual([...seen].slice(24, 48));
      }
    }
    expect(previous).toContain("page=4");
  });

  it("filters by category and title (substring, any length) reading at most 200 rows", async () => {
    for (const path of [
      "/blogs?category=Exams&all=1",
      "/blogs?q=plan&all=1",
      "/blogs?q=xy",
      "/blogs?q=e&category=Careers",
    ]) {
      const p = await page(path);
      expect(p.status, path).toBe(200);
      expect(p.rows, path).toBeLessThanOrEqual(200);
    }
    const titled = await page("/blogs?q=Sample%20post%201999&all=1");
    expect(cardIds(titled.text)).toContain(GENERATED_BLOG_ID + 1999);
    const exams = await page("/blogs?category=Exams&all=1");
    expect(textOf(exams.text)).not.toMatch(/Careers · /);
  });

  it("/blog/{id} reads its own row; an unknown id is a 404", async () => {
    const id = GENERATED_BLOG_ID + 1234;
    const p = await page(`/blog/${id}`);
    expect(p.status).toBe(200);
    expect(textOf(p.text)).toContain("Sample post 1234");
    expect(p.rows).toBeLessThanOrEqual(200);
    expect((await page(`/blog/${GENERATED_BLOG_ID + COUNT + 1}`)).status).toBe(404);
  });

  it("the JSON API keeps its shape and pages (?page=&limit=, Link: rel=next)", async () => {
    const res = await w.fetch("/Blogs/active_blogs");
    const list = (await res.json()) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(100);
    expect(Object.keys(list[0]).sort()).toEqual(
      ["blog_id", "blog_image", "blog_info", "blog_title", "category_name", "date_time", "tags"].sort(),
    );
    expect(res.headers.get("Link")).toBe('</Blogs/active_blogs?page=2>; rel="next"');
    expect(rowsRead(res)).toBeLessThanOrEqual(200);
    const second = (await (await w.fetch("/Blogs/active_blogs?page=2&limit=10")).json()) as Array<{ blog_id: number }>;
    expect(second).toHaveLength(10);
    const firstTen = (await (await w.fetch("/Blogs/active_blogs?limit=20")).json()) as Array<{ blog_id: number }>;
    expect(firstTen.slice(10).map((b) => b.blog_id)).toEqual(second.map((b) => b.blog_id));
  });

  it("site search finds generated posts through FTS5 reading at most 200 rows", async () => {
    const res = await w.fetch("/search?q=placements");
    expect(res.status).toBe(200);
    expect(rowsRead(res)).toBeLessThanOrEqual(200);
    expect(await res.text()).toMatch(/href="\/blog\/\d+"/);
  });

  it("the sitemap lists the generated posts, read by primary key", async () => {
    const { status, text } = await w.html("/sitemap.xml");
    expect(status).toBe(200);
    expect(text).toContain(`/blog/${GENERATED_BLOG_ID + 1999}</loc>`);
    expect(text).not.toContain(`/blog/${GENERATED_BLOG_ID + 50}</loc>`); // inactive
  });

  it("every list query uses an index (EXPLAIN QUERY PLAN: no full scan of blogs)", async () => {
    const cursor = { dir: "after", date: "2025-06-01T09:00:00+05:30", id: GENERATED_BLOG_ID + 5 } as const;
    const shapes: BlogListQuery[] = [
      {},
      { category: "Exams" },
      { cursor },
      { cursor: { ...cursor, dir: "before" } },
      { category: "Careers", cursor },
      { q: "plan" },
      { q: "plan", category: "Exams", cursor },
      { q: "e" },
      { q: "e", category: "Rankings" },
    ];
    for (const shape of shapes) {
      const { sql, params } = blogListSql(shape);
      const plan = await w.rows<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, ...params);
      const details = plan.map((p) => p.detail).join(" | ");
      expect(details, JSON.stringify(shape)).not.toMatch(/SCAN blogs(?! VIRTUAL|_tri)/);
    }
  });
});
