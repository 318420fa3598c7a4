import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/browser";

/** A file under public/images/home (any one). */
async function anImage() {
  const file = readdirSync(new URL("../../public/images/home", import.meta.url)).find((f) =>
    /\.(svg|png|jpe?g|webp)$/.test(f),
  );
  return `home/${file}`;
}

describe("static files served by Pages (wrangler pages dev)", () => {
  it("/build/* files are immutable and never reach the function", async () => {
    const html = await (await fetch(`${baseUrl()}/nope`)).text();
    const asset = html.match(/src="(\/build\/[^"]+\.js)"/)?.[1] ?? html.match(/href="(\/build\/[^"]+\.css)"/)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Server-Timing")).toBeNull();
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=63072000");
  });

  it("/uploads and /images carry nosniff and HSTS; SVG files a CSP that runs nothing", async () => {
    for (const path of ["/uploads/banner-iit-bombay.svg", "/images/" + (await anImage()), "/favicon.svg"]) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(res.headers.get("Strict-Transport-Security"), path).toContain("max-age=63072000");
      if (path.endsWith(".svg")) {
        expect(res.headers.get("Content-Security-Policy"), path).toBe("default-src 'none'; style-src 'unsafe-inline'");
      }
    }
  });

  it("content images are local files under /uploads", async () => {
    const res = await fetch(`${baseUrl()}/uploads/banner-iit-bombay.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
  });

  it("npm start's server answers the public JSON API from the local D1", async () => {
    const res = await fetch(`${baseUrl()}/api/banner/get_all`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThanOrEqual(3);
  });
});
