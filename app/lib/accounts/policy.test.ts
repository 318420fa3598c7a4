import { describe, expect, it } from "vitest";
import * as policy from "./policy";

const MIN = 60_000;

describe("expiry", () => {
  it("codes last 10 minutes, reset links 30, remembered sessions 30 days", () => {
    expect(policy.POLICY.codeTtlMs).toBe(10 * MIN);
    expect(policy.POLICY.codeAttempts).toBe(5);
    expect(policy.POLICY.resetTtlMs).toBe(30 * MIN);
    expect(policy.POLICY.rememberSessionMs).toBe(30 * 24 * 60 * MIN);
  });

  it("a code issued at t is valid until t + 10 min, expired from then on", () => {
    const t = 1_000_000;
    const expiresAt = t + policy.POLICY.codeTtlMs;
    expect(policy.isExpired(expiresAt, t)).toBe(false);
    expect(policy.isExpired(expiresAt, expiresAt - 1)).toBe(false);
    expect(policy.isExpired(expiresAt, expiresAt)).toBe(true);
    expect(policy.isExpired(expiresAt, expiresAt + 1)).toBe(true);
  });

  it("a reset token expires after 30 minutes", () => {
    const t = 5_000;
    expect(policy.isExpired(t + policy.POLICY.resetTtlMs, t + 29 * MIN)).toBe(false);
    expect(policy.isExpired(t + policy.POLICY.resetTtlMs, t + 30 * MIN)).toBe(true);
  });

  it("resend has a one-minute cool-down", () => {
    expect(policy.canResend(0, 59_999)).toBe(false);
    expect(policy.resendWaitSeconds(0, 30_000)).toBe(30);
    expect(policy.canResend(0, 60_000)).toBe(true);
  });
});

describe("login throttle", () => {
  it("5 failures per account and client, 50 per account, 20 per client, 15 minutes", () => {
    expect(policy.PAIR_THROTTLE).toEqual({ maxFailures: 5, windowMs: 15 * MIN, lockMs: 15 * MIN });
    expect(policy.ACCOUNT_THROTTLE.maxFailures).toBe(50);
    expect(policy.CLIENT_THROTTLE.maxFailures).toBe(20);
  });

  it("each further lock lasts twice as long, up to 16 hours", () => {
    const lengths = [0, 1, 2, 6, 7, 20].map((n) => policy.lockDuration.of(policy.PAIR_THROTTLE, n) / MIN);
    expect(lengths).toEqual([15, 30, 60, 960, 960, 960]);
  });

  it("minutes left are rounded up, at least 1", () => {
    expect(policy.minutesUntil(15 * MIN, 0)).toBe(15);
    expect(policy.minutesUntil(15 * MIN, 14 * MIN + 1)).toBe(1);
    expect(policy.minutesUntil(0, 5)).toBe(1);
  });
});

describe("safeRedirect", () => {
  it("keeps same-site paths only", () => {
    expect(policy.safeRedirect("/account?page=2")).toBe("/account?page=2");
    expect(policy.safeRedirect("//evil.example")).toBe("/account");
    expect(policy.safeRedirect("/\\evil.example")).toBe("/account");
    expect(policy.safeRedirect("https://evil.example")).toBe("/account");
    expect(policy.safeRedirect(undefined)).toBe("/account");
  });

  it("reads the path as a browser does: tabs, new lines and backslashes cannot leave the site", () => {
    expect(policy.safeRedirect("/\t/evil.example/phish")).toBe("/account");
    expect(policy.safeRedirect(decodeURIComponent("%2F%09%2Fevil.example%2Fphish"))).toBe("/account");
    expect(policy.safeRedirect("/\n/evil.example")).toBe("/account");
    expect(policy.safeRedirect("/%2F/evil.example")).toBe("/%2F/evil.example");
    expect(policy.safeRedirect("/././/evil.example")).toBe("/account");
    expect(policy.safeRedirect("/compare?c=a,b#top")).toBe("/compare?c=a,b#top");
  });
});
