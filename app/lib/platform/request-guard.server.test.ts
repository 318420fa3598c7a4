import { describe, expect, it } from "vitest";
import { clientAddressOf, isAllowedMethod, isCrossSiteWrite, networkKey } from "./request-guard.server";

const req = (method: string, headers: Record<string, string> = {}) =>
  new Request("https://studysaathi.in/contact", { method, headers });

describe("isCrossSiteWrite", () => {
  it("refuses writes from another origin or labelled cross-site", () => {
    expect(isCrossSiteWrite(req("POST", { Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", { Origin: "null" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", { Origin: "http://studysaathi.in" }))).toBe(true);
    expect(isCrossSiteWrite(req("DELETE", { "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", { Origin: "https://studysaathi.in", "Sec-Fetch-Site": "cross-site" }))).toBe(
      true,
    );
  });
  it("allows same-origin writes, writes without either header, and every read", () => {
    expect(isCrossSiteWrite(req("POST", { Origin: "https://studysaathi.in" }))).toBe(false);
    expect(isCrossSiteWrite(req("POST"))).toBe(false);
    expect(isCrossSiteWrite(req("POST", { "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSiteWrite(req("GET", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }))).toBe(
      false,
    );
  });
});

describe("isAllowedMethod", () => {
  it("pages answer GET, HEAD and POST only", () => {
    for (const m of ["GET", "HEAD", "POST", "post"]) expect(isAllowedMethod(m)).toBe(true);
    for (const m of ["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"]) expect(isAllowedMethod(m)).toBe(false);
  });
});

describe("networkKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:1:2:3", "2001:db8:1:2::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
  ])("%s → %s", (ip, key) => {
    expect(networkKey(ip)).toBe(key);
  });
  it("leaves unparseable text as is (lower-cased)", () => {
    expect(networkKey("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
    expect(networkKey("1::2::3")).toBe("1::2::3");
  });
});

describe("clientAddressOf", () => {
  it("keys by CF-Connecting-IP; locally 'local'; in production a missing header is not one shared key", () => {
    expect(clientAddressOf(req("POST", { "CF-Connecting-IP": "2001:db8:1:2::9" }), {})).toBe("2001:db8:1:2::/64");
    expect(clientAddressOf(req("POST"), {})).toBe("local");
    const prod = { ENVIRONMENT: "production" };
    const a = clientAddressOf(req("POST"), prod);
    const b = clientAddressOf(req("POST"), prod);
    expect(a).not.toBe("local");
    expect(a).not.toBe(b);
  });
});
