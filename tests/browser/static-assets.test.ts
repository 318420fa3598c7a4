import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/browser";

describe("static files served by Pages (wrangler pages dev)", () => {
  it("/build/* files are immutable and never reach the function", async () => {
    const html = await (await fetch(`${baseUrl()}/nope`)).text();
    const asset = html.match(/src="(\/build\/[^"]+\.js)"/)?.[1] ?? html.match(/href="(\/build\/[^"]+\.css)"/)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Server-Timing")).toBeNull();
  });

  it("content images are local files under /uploads", async () => {
    const res = await fetch(`${baseUrl()}/uploads/banner-iit-bombay.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
  });

  it("npm start's server answers the spec API from the local D1", async () => {
    const res = await fetch(`${baseUrl()}/api/banner/get_all`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThanOrEqual(3);
  });
});
