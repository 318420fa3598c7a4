/** Site search finds directory colleges through the D1 FTS index, typos included. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

interface Suggestion {
  type: string;
  title: string;
  url: string;
}
const suggest = async (q: string) =>
  ((await (await w.fetch(`/api/search?q=${encodeURIComponent(q)}`)).json()) as { results: Suggestion[] }).results;

describe("site search over the college directory", () => {
  it("'iit bomb' suggests IIT Bombay first, linked to its page", async () => {
    const [first] = await suggest("iit bomb");
    expect(first).toMatchObject({
      type: "college",
      title: "Indian Institute of Technology Bombay",
      url: "/colleges/indian-institute-of-technology-bombay",
    });
  });
  it("'manipal' and the typo 'manipl' find the Manipal colleges", async () => {
    for (const q of ["manipal", "manipl"]) {
      const titles = (await suggest(q)).filter((r) => r.type === "college").map((r) => r.title);
      expect(titles, q).toContain("Manipal Institute of Technology");
    }
  });
  it("a country finds its colleges abroad", async () => {
    const titles = (await suggest("germany")).map((r) => r.title);
    expect(titles).toContain("Technical University of Munich");
  });
  it("/search lists colleges alongside the static results, without JavaScript", async () => {
    const { status, text } = await w.html("/search?q=coep");
    expect(status).toBe(200);
    expect(text).toContain('href="/colleges/coep-technological-university"');
    const exams = await w.html("/search?q=ielts");
    expect(exams.text).toContain('href="/IELTS"');
  });
  it("the directory's own search tolerates a typo'd name", async () => {
    const { text } = await w.html("/colleges?q=fergusen");
    expect(text).toContain("Fergusson College (Autonomous)");
  });
});

describe("sitemap", () => {
  it("lists the directory and every college (real institutions only)", async () => {
    const { text } = await w.html("/sitemap.xml");
    expect(text).toContain("<urlset");
    expect(text).toContain("/colleges</loc>");
    expect(text).toContain("/colleges/indian-institute-of-technology-bombay</loc>");
    const listed = text.match(/\/colleges\/[a-z0-9-]+<\/loc>/g) ?? [];
    const { n } = (await (
      await w.db()
    )
      .prepare("SELECT count(*) AS n FROM colleges WHERE source = 'official'")
      .first<{ n: number }>())!;
    expect(listed.length).toBe(n);
    expect(text).not.toMatch(/\/colleges\/sample-/);
  });
  it("becomes an index of 5 000-URL pages above 5 000 URLs", async () => {
    const db = await w.db();
    await db.prepare("UPDATE college_counts SET n = 12000 WHERE kind = 'all'").run();
    const index = await w.html("/sitemap.xml");
    expect(index.text).toContain("<sitemapindex");
    expect(index.text.match(/<sitemap>/g)?.length).toBe(4);
    expect((await w.html("/sitemap.xml?page=0")).text).toContain("/blogs</loc>");
    expect((await w.html("/sitemap.xml?page=1")).text).toContain("/colleges/");
    expect((await w.fetch("/sitemap.xml?page=9")).status).toBe(404);
    await db.prepare("UPDATE college_counts SET n = (SELECT count(*) FROM colleges) WHERE kind = 'all'").run();
  });
});
