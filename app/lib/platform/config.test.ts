import { describe, expect, it } from "vitest";
import { changedSettings, getSettings, telHref } from "./config";

describe("site settings", () => {
  it("fall back to the defaults", () => {
    const s = getSettings(undefined);
    expect(s.siteName).toBe("StudySaathi");
    expect(s.postalAddress).toContain("Maharashtra");
  });
  it("are overridden by wrangler vars", () => {
    const s = getSettings({
      SUPPORT_EMAIL: "help@x.in",
      SUPPORT_PHONE: "+91 1",
      FREE_COURSES_URL: "https://c.example",
    });
    expect(s.supportEmail).toBe("help@x.in");
    expect(s.phone).toBe("+91 1");
    expect(s.freeCoursesUrl).toBe("https://c.example");
  });
  it("sent to the browser: only what a deployment changed (the bundle has the defaults)", () => {
    expect(changedSettings(undefined)).toEqual({});
    expect(changedSettings({ SITE_NAME: "StudySaathi", SUPPORT_EMAIL: "help@x.in" })).toEqual({
      supportEmail: "help@x.in",
    });
  });
  it("never expose private settings publicly", () => {
    const s = getSettings({ AUTH_SECRET: "999999", LEADS_TOKEN: "t" } as never) as unknown as Record<string, unknown>;
    expect(JSON.stringify(s)).not.toContain("999999");
    expect(JSON.stringify(s)).not.toContain('"t"');
  });
  it("builds tel: links", () => {
    expect(telHref("+91 98765 43210")).toBe("tel:+919876543210");
  });
});
