import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

describe("/search without JavaScript", () => {
  it("renders grouped results with links to the right pages", async () => {
    const { status, text } = await w.html("/search?q=visa");
    expect(status).toBe(200);
    const page = textOf(text);
    expect(page).toContain("Results for “visa”");
    expect(page).toContain("Services");
    expect(text).toContain('href="/services/visa-assistance"');
  });

  it("finds blogs from D1 and links them to /blog/{id}", async () => {
    const blogs = await w.rows<{ blog_id: number; blog_title: string }>(
      "SELECT blog_id, blog_title FROM blogs WHERE is_active = 1 ORDER BY blog_id LIMIT 1",
    );
    const word = blogs[0].blog_title.split(/\s+/).find((x) => x.length > 5)!;
    const { text } = await w.html(`/search?q=${encodeURIComponent(word)}`);
    expect(textOf(text)).toContain("Blogs");
    expect(text).toContain(`href="/blog/${blogs[0].blog_id}"`);
  });

  it("finds courses by abbreviation with or without dots", async () => {
    for (const q of ["btech", "B.Tech", "mba"]) {
      const { text } = await w.html(`/search?q=${encodeURIComponent(q)}`);
      expect(textOf(text)).toContain("Courses");
    }
  });

  it("shows popular items for an empty query and a helpful empty state for nonsense", async () => {
    const empty = textOf((await w.html("/search")).text);
    expect(empty).toContain("Popular right now");
    const none = textOf((await w.html("/search?q=xqzvbwk")).text);
    expect(none).toContain("No results found.");
    expect(none).toContain("Try one of these popular searches");
  });

  it("escapes the query it reflects", async () => {
    const { text } = await w.html(`/search?q=${encodeURIComponent("<script>alert(1)</script>")}`);
    expect(text).not.toContain("<script>alert(1)</script>");
  });
});

describe("/api/search", () => {
  it("answers suggestions as JSON", async () => {
    const res = await w.fetch("/api/search?q=visa%20assistance");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { query: string; results: Array<Record<string, string>> };
    expect(body.query).toBe("visa assistance");
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(8);
    expect(Object.keys(body.results[0]).sort()).toEqual(["subtitle", "title", "type", "typeLabel", "url"]);
    expect(body.results[0]).toMatchObject({ type: "service", url: "/services/visa-assistance" });
  });

  it("answers an empty list for an empty query", async () => {
    const body = (await (await w.fetch("/api/search?q=")).json()) as { results: unknown[] };
    expect(body.results).toEqual([]);
  });
});
