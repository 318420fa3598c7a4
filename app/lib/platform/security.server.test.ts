import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce } from "./security.server";

describe("contentSecurityPolicy", () => {
  it("allows scripts only from self and the nonce", () => {
    const csp = contentSecurityPolicy("abc123");
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp.match(/script-src[^;]*/)![0]).not.toContain("unsafe");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'none'");
  });
  it("frames only the given origins", () => {
    expect(contentSecurityPolicy("n", { frameSrc: ["https://courses.example"] })).toContain(
      "frame-src https://courses.example;",
    );
  });
  it("makes a fresh random nonce each time", () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
});
