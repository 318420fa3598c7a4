/**
 * Security: cross-site and method checks in the edge entry, the honeypot,
 * client keys (IPv6 /64; production without CF-Connecting-IP: unit-tested in
 * app/lib/platform/request-guard.server.test.ts, Miniflare always sets the header), the production hash salt,
 * cleaned lead fields and empty letter posts. JS off: plain HTTP against the built worker.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

const contact = { intent: "contact", name: "Asha Rao", email: "asha@example.com", message: "Hello there" };

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

async function contactRows() {
  return w.rows<{ payload: string; client_hash: string }>(
    "SELECT payload, client_hash FROM submissions WHERE kind = 'contact' ORDER BY id",
  );
}

beforeEach(async () => {
  const db = await w.db();
  await db.prepare("DELETE FROM submissions").run();
});

describe("cross-site writes are refused before Remix runs", () => {
  it.each([
    ["a foreign Origin on a Single Fetch post", "/contact.data", { Origin: "https://evil.example" }],
    ["a foreign Origin on a document post", "/contact", { Origin: "https://evil.example" }],
    ["Origin: null", "/contact", { Origin: "null" }],
    ["Sec-Fetch-Site: cross-site", "/contact", { "Sec-Fetch-Site": "cross-site" }],
    ["a same-host Origin on another port", "/contact", { Origin: "http://localhost:4444" }],
  ])("%s → 403, nothing stored", async (_name, path, headers) => {
    const res = await w.post(path, contact, headers);
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Cross-site form submissions are not accepted.");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await contactRows()).toHaveLength(0);
  });

  it("a foreign Origin on the home page's Single Fetch post (/_root.data?index) → 403, nothing stored", async () => {
    const res = await w.post(
      "/_root.data?index",
      { intent: "newsletter", email: "asha@example.com" },
      {
        Origin: "https://evil.example",
      },
    );
    expect(res.status).toBe(403);
    expect(await w.rows("SELECT id FROM submissions")).toHaveLength(0);
  });

  // (Miniflare rewrites Host, so a post with an Origin would trip Remix's own Host/Origin check
  // here; the `/contact.data` fetch is what the browser sends with JS on.)
  it.each([
    ["a same-origin Single Fetch post", "/contact.data", { "Sec-Fetch-Site": "same-origin" }],
    ["no Origin and no Sec-Fetch-Site (curl)", "/contact", {}],
    ["Sec-Fetch-Site: same-origin without Origin", "/contact", { "Sec-Fetch-Site": "same-origin" }],
  ])("%s is accepted and stored", async (_name, path, headers) => {
    const res = await w.post(path, contact, headers);
    expect(res.status).toBe(200);
    expect(await contactRows()).toHaveLength(1);
  });

  it("cross-site GETs still render (links from other sites work)", async () => {
    const res = await w.fetch("/contact", {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(res.status).toBe(200);
  });
});

describe("forms accept POST only", () => {
  it.each(["PUT", "PATCH", "DELETE", "OPTIONS"])("%s → 405 with Allow, nothing stored", async (method) => {
    const body = new URLSearchParams({ ...contact, website: "" }).toString();
    for (const path of ["/contact", "/contact.data", "/_root.data?index"]) {
      const res = await w.fetch(path, {
        method,
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET, HEAD, POST");
      expect(await res.text()).toBe("Method not allowed.");
    }
    expect(await contactRows()).toHaveLength(0);
  });
});

describe("Single Fetch data requests (`/page.data`) follow the pages' cache rules", () => {
  it("a page's data is `private, no-cache`, with the security headers", async () => {
    const res = await w.fetch("/contact.data");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/x-script");
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await res.text()).toContain("routes/contact");
  });

  it("signed in (a session or display cookie), the data is the visitor's alone: `private, no-store`", async () => {
    for (const cookie of ["__Host-ss_session=anything", "__Host-ss_user=anything"]) {
      const res = await w.fetch("/_root.data", { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("an action's answer and an unknown id are never stored", async () => {
    const posted = await w.post("/contact.data", contact);
    expect(posted.status).toBe(200);
    expect(posted.headers.get("Cache-Control")).toBe("no-store");
    expect(await contactRows()).toHaveLength(1);
    const missing = await w.fetch("/blog/999999.data");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("lazy route discovery", () => {
  it("a page carries only its own routes; /__manifest answers the others, immutable", async () => {
    const page = await w.fetch("/contact");
    const csp = page.headers.get("Content-Security-Policy");
    const html = await page.text();
    // The full manifest module is neither imported nor preloaded (its URL stays a field of the inline one).
    expect(html).not.toMatch(/(import |href=)"\/build\/manifest-/);
    const inline = html.match(/window\.__remixManifest = (\{[\s\S]*?\});/);
    expect(inline).not.toBeNull();
    const manifest = JSON.parse(inline![1]) as { version: string; routes: Record<string, unknown> };
    // In Remix's module script, with this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(csp ?? "")![1];
    expect(html).toContain(`<script nonce="${nonce}" type="module" async="">`);
    // Its matches plus the routes on the way there ("/" has an index route), not the app's 70.
    expect(Object.keys(manifest.routes).sort()).toEqual(["root", "routes/_index", "routes/contact"]);

    const res = await w.fetch(`/__manifest?p=%2Fblogs&version=${manifest.version}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Object.keys((await res.json()) as object)).toContain("routes/blogs");
  });
});

describe("honeypot", () => {
  it.each([
    ["filled", { website: "http://spam" }],
    ["sent twice", { website: ["", ""] }],
  ])("%s → 400 with the message, nothing stored", async (_name, extra) => {
    const res = await w.post("/contact", { ...contact, ...extra });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Your submission could not be accepted.");
    expect(await contactRows()).toHaveLength(0);
  });

  it("missing from a kit form → 400, nothing stored", async () => {
    const res = await w.fetch("/contact", {
      method: "POST",
      body: new URLSearchParams(contact).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Your submission could not be accepted.");
    expect(await contactRows()).toHaveLength(0);
  });
});

describe("stored lead fields", () => {
  it("lose control characters and bidi overrides, keep line breaks", async () => {
    const res = await w.post("/contact", {
      ...contact,
      name: "Asha\u202e moR\u0007",
      message: "Line one\r\nLine\u2066 two\u0000",
    });
    expect(res.status).toBe(200);
    const [row] = await contactRows();
    const payload = JSON.parse(row.payload) as Record<string, string>;
    expect(payload.name).toBe("Asha moR");
    expect(payload.message).toBe("Line one\r\nLine two");
  });
});

describe("letter wizards", () => {
  it.each(["/lor-form?variant=applicant", "/lor-form?variant=recommender", "/sop-form"])(
    "an empty 'generate' on %s shows the sample but stores nothing; a real one stores",
    async (path) => {
      const before = await w.rows("SELECT id FROM submissions");
      const res = await w.post(path, { intent: "generate", step: "3" });
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/Sample (Letter of Recommendation|Statement of Purpose)/);
      expect(await w.rows("SELECT id FROM submissions")).toHaveLength(before.length);
      const field = path.includes("recommender") ? "recommender.applicantName" : "personalInfo.fullName";
      const ok = await w.post(path, { intent: "generate", step: "3", [field]: "Asha Rao" });
      expect(ok.status).toBe(200);
      expect(await w.rows("SELECT id FROM submissions")).toHaveLength(before.length + 1);
    },
  );
});

describe("client keys and the hash salt", () => {
  it("IPv6 clients share their /64's bucket; IPv4 and other /64s do not", async () => {
    const limited = await startWorker({ bindings: { RATE_LIMIT_PER_MINUTE: "1" } });
    try {
      const post = (ip: string) => limited.post("/contact", contact, { "CF-Connecting-IP": ip });
      expect((await post("2001:db8:1:2::1")).status).toBe(200);
      expect((await post("2001:0db8:0001:0002:ffff:1:2:3")).status).toBe(429);
      expect((await post("2001:db8:1:3::1")).status).toBe(200);
      expect((await post("203.0.113.9")).status).toBe(200);
      expect((await post("::ffff:203.0.113.9")).status).toBe(429);
    } finally {
      await limited.dispose();
    }
  });

  it("production without CLIENT_HASH_SALT refuses the default: 503, input kept, nothing stored", async () => {
    const prod = await startWorker({ bindings: { ENVIRONMENT: "production" } });
    try {
      const res = await prod.post("/contact", contact, { "CF-Connecting-IP": "203.0.113.1" });
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(html).toContain("We could not save your details just now.");
      expect(html).toContain("Hello there");
      expect(await prod.rows("SELECT id FROM submissions")).toHaveLength(0);
    } finally {
      await prod.dispose();
    }
  });
});
