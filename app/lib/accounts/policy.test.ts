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
  const run = (times: number, start: number, step: number) => {
    let s: policy.ThrottleState | undefined;
    for (let i = 0; i < times; i++) s = policy.afterFailure(s, start + i * step, policy.ACCOUNT_THROTTLE);
    return s!;
  };

  it("5 failures within 15 minutes lock the account for 15 minutes", () => {
    const four = run(4, 0, MIN);
    expect(policy.isLocked(four, 4 * MIN)).toBe(false);
    const five = policy.afterFailure(four, 4 * MIN, policy.ACCOUNT_THROTTLE);
    expect(policy.isLocked(five, 4 * MIN)).toBe(true);
    expect(policy.minutesLeft(five, 4 * MIN)).toBe(15);
    expect(policy.isLocked(five, 4 * MIN + 15 * MIN - 1)).toBe(true);
    expect(policy.isLocked(five, 4 * MIN + 15 * MIN)).toBe(false);
  });

  it("failures spread wider than the window never lock", () => {
    const s = run(10, 0, 4 * MIN); // one every 4 minutes: at most 4 in any 15-minute window
    expect(policy.isLocked(s, 40 * MIN)).toBe(false);
    expect(s.failures).toBeLessThan(policy.ACCOUNT_THROTTLE.maxFailures);
  });

  it("a new window starts after 15 minutes", () => {
    const s = policy.afterFailure(run(4, 0, MIN), 20 * MIN, policy.ACCOUNT_THROTTLE);
    expect(s).toEqual({ failures: 1, windowStart: 20 * MIN, lockedUntil: 0 });
  });

  it("the per-client limit is higher (shared networks)", () => {
    let s: policy.ThrottleState | undefined;
    for (let i = 0; i < 19; i++) s = policy.afterFailure(s, i, policy.CLIENT_THROTTLE);
    expect(policy.isLocked(s, 20)).toBe(false);
    expect(policy.isLocked(policy.afterFailure(s, 20, policy.CLIENT_THROTTLE), 21)).toBe(true);
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
});
