import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ bindings: { LEADS_TOKEN: "s3cret-token" } });
});
afterAll(() => w?.dispose());

describe("public JSON API", () => {
  it.each([
    ["/api/banner/get_all", ["id", "title", "image", "university_name"]],
    ["/api/top_study_places/get_all", ["id", "title", "image"]],
    ["/api/post-admit", ["id", "title", "subtitle", "image", "content", "button_text"]],
    ["/api/our_features/get_all", ["id", "title"]],
    ["/api/whyus/get_all", ["id", "title", "counter_value"]],
    ["/api/certificates_accreditation/get_all", ["id", "title", "image"]],
  ])("%s answers { data: [...] } with the entity's fields", async (path, fields) => {
    const res = await w.fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(res.headers.get("Cache-Control")).toContain("s-maxage");
    const body = (await res.json()) as { data: Record<string, unknown>[] };
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    for (const f of fields) expect(body.data[0]).toHaveProperty(f);
  });

  it("post-admit has the four items in order, HTML content sanitised", async () => {
    const body = (await (await w.fetch("/api/post-admit")).json()) as { data: { content: string }[] };
    expect(body.data).toHaveLength(4);
    expect(body.data.some((d) => d.content.includes("<li>"))).toBe(true);
    expect(body.data.some((d) => d.content.includes("|"))).toBe(true);
  });

  it("services cards and the blog list are bare arrays", async () => {
    const cards = await (await w.fetch("/api/services/get_services_cards")).json();
    expect(Array.isArray(cards)).toBe(true);
    const blogs = (await (await w.fetch("/Blogs/active_blogs")).json()) as Array<Record<string, unknown>>;
    expect(Array.isArray(blogs)).toBe(true);
    expect(blogs.length).toBeGreaterThanOrEqual(12);
    for (const f of ["blog_id", "blog_title", "blog_image", "blog_info", "category_name", "date_time", "tags"]) {
      expect(blogs[0]).toHaveProperty(f);
    }
    // The inactive draft never shows.
    expect(blogs.some((b) => b.blog_id === 14)).toBe(false);
  });

  it("blog detail is an object whose data is a list; unknown id is { data: [] } with 404", async () => {
    const ok = (await (await w.fetch("/Blogs/blog/1")).json()) as { data: Array<{ blog_id: number }> };
    expect(ok.data).toHaveLength(1);
    expect(ok.data[0].blog_id).toBe(1);
    for (const bad of ["/Blogs/blog/999999", "/Blogs/blog/abc", "/Blogs/blog/14"]) {
      const res = await w.fetch(bad);
      expect(res.status).toBe(404);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(await res.json()).toEqual({ data: [] });
    }
  });

  it("blog HTML leaves the API sanitised", async () => {
    const body = (await (await w.fetch("/Blogs/blog/13")).json()) as { data: Array<{ blog_info: string }> };
    const html = body.data[0].blog_info;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toMatch(/<p>/);
  });
});

describe("edge cache and Server-Timing", () => {
  it("the first read comes from D1, the next from a cache", async () => {
    const fresh = await startWorker();
    try {
      const first = await fresh.fetch("/api/whyus/get_all");
      expect(first.headers.get("Server-Timing")).toMatch(/content-whyUs;desc="d1"/);
      // What the home shows: the why-us rows, the directory's counts and the operator's claims.
      expect(first.headers.get("Server-Timing")).toMatch(/d1;desc="3 queries";dur=/);
      const second = await fresh.fetch("/api/whyus/get_all");
      expect(second.headers.get("Server-Timing")).toMatch(/content-whyUs;desc="(memory|edge)"/);
      expect(second.headers.get("Server-Timing")).not.toMatch(/desc="d1"/);
    } finally {
      await fresh.dispose();
    }
  });
});

describe("HTML responses", () => {
  it("carry a nonce CSP and the security headers", async () => {
    const a = await w.fetch("/no-such-page");
    const b = await w.fetch("/no-such-page");
    const csp = a.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toBe(b.headers.get("Content-Security-Policy"));
    expect(a.headers.get("Content-Security-Policy-Report-Only")).toBeNull();
    expect(a.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(a.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(a.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(a.headers.get("X-Frame-Options")).toBe("DENY");
    expect(a.headers.get("Strict-Transport-Security")).toContain("max-age=");
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    const html = await a.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      if (/type="application\/ld\+json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("every page declares the charset and a mobile viewport", async () => {
    for (const path of ["/", "/blogs", "/no-such-page"]) {
      const { text } = await w.html(path);
      expect(text).toContain('<meta charSet="utf-8"/>');
      expect(text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    }
  });

  it("an unknown path is a real 404 page inside the shell, never cached", async () => {
    const { status, text, headers } = await w.html("/this/does/not/exist");
    expect(status).toBe(404);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(textOf(text)).toContain("Page not found");
    expect(text).toContain("<header");
    expect(text).toContain("<footer");
  });

  it("non-canonical casing of a public route 301-redirects to its canonical spelling", async () => {
    const res = await w.fetch("/forget-password?x=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/Forget-Password?x=1");
    const ielts = await w.fetch("/ielts");
    expect(ielts.headers.get("Location")).toBe("/IELTS");
    const canonical = await w.fetch("/Forget-Password");
    expect(canonical.status).not.toBe(301);
  });
});

describe("robots and sitemap", () => {
  it("robots.txt points at the sitemap", async () => {
    const res = await w.fetch("/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Sitemap: http://localhost/sitemap.xml");
  });

  it("sitemap.xml lists every public route, every service and every active blog", async () => {
    const res = await w.fetch("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("xml");
    const xml = await res.text();
    for (const path of [
      "/",
      "/Forget-Password",
      "/cource-finder",
      "/IELTS-ACEDEMIC",
      "/GREPrep",
      "/services/visa-assistance",
    ]) {
      expect(xml).toContain(`<loc>http://localhost${path}</loc>`);
    }
    expect(xml).toContain("<loc>http://localhost/blog/1</loc>");
    expect(xml).not.toContain("<loc>http://localhost/blog/14</loc>");
  });
});

describe("lead export", () => {
  it("needs the bearer token: 401 without or with a wrong one", async () => {
    expect((await w.fetch("/api/leads")).status).toBe(401);
    expect((await w.fetch("/api/leads", { headers: { Authorization: "Bearer nope" } })).status).toBe(401);
  });

  it("returns stored submissions as JSON and CSV, filtered by kind and since", async () => {
    const db = await w.db();
    await db.batch([
      db.prepare(
        "INSERT INTO submissions (kind, ref, payload, client_hash, created_at) VALUES ('newsletter', NULL, '{\"email\":\"a@b.in\"}', 'h', '2025-01-01T00:00:00.000Z')",
      ),
      db.prepare(
        "INSERT INTO submissions (kind, ref, payload, client_hash, created_at) VALUES ('inquiry', 'visa-assistance', '{\"fullName\":\"=cmd\"}', 'h', '2025-06-01T00:00:00.000Z')",
      ),
    ]);
    const auth = { Authorization: "Bearer s3cret-token" };
    const all = (await (await w.fetch("/api/leads", { headers: auth })).json()) as {
      data: Array<{ kind: string; payload: unknown }>;
    };
    expect(all.data.map((d) => d.kind)).toEqual(expect.arrayContaining(["newsletter", "inquiry"]));
    const kind = (await (await w.fetch("/api/leads?kind=inquiry", { headers: auth })).json()) as {
      data: Array<{ ref: string }>;
    };
    expect(kind.data.map((d) => d.ref)).toEqual(["visa-assistance"]);
    const since = (await (await w.fetch("/api/leads?since=2025-03-01", { headers: auth })).json()) as {
      data: unknown[];
    };
    expect(since.data).toHaveLength(1);
    const csv = await w.fetch("/api/leads?kind=inquiry", { headers: { ...auth, Accept: "text/csv" } });
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe('"id","kind","ref","created_at","payload"');
    expect(text).toContain('"visa-assistance"');
    expect(text).toContain('""fullName"":""=cmd""');
  });

  it("neutralises a stored value that would start a CSV cell as a spreadsheet formula", async () => {
    const db = await w.db();
    await db
      .prepare(
        "INSERT INTO submissions (kind, ref, payload, client_hash, created_at) VALUES ('csv-check', '=HYPERLINK(\"http://x\")', '{}', 'h', '2025-07-01T00:00:00.000Z')",
      )
      .run();
    const res = await w.fetch("/api/leads?kind=csv-check", {
      headers: { Authorization: "Bearer s3cret-token", Accept: "text/csv" },
    });
    const rows = parse(await res.text(), { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(1);
    // The ref cell really starts with the formula as stored; the export prefixes it with an apostrophe.
    expect(rows[0].ref).toBe(`'=HYPERLINK("http://x")`);
    expect(rows[0].kind).toBe("csv-check");
  });

  it("does not exist while LEADS_TOKEN is not configured", async () => {
    const plain = await startWorker({ seed: false });
    try {
      expect((await plain.fetch("/api/leads", { headers: { Authorization: "Bearer x" } })).status).toBe(404);
    } finally {
      await plain.dispose();
    }
  });
});

describe("D1 unavailable", () => {
  it("the API answers 503 instead of crashing", async () => {
    const broken = await startWorker({ brokenDb: true });
    try {
      const res = await broken.fetch("/api/banner/get_all");
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ data: [] });
      const page = await broken.fetch("/no-such-page");
      expect(page.status).toBe(404);
    } finally {
      await broken.dispose();
    }
  });
});
