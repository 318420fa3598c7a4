import { beforeEach, describe, expect, it } from "vitest";
import type { Env } from "./config";
import { allowRequest, MAX_KEYS, resetRateLimits } from "./rate-limit.server";

const env = (limit?: string) => ({ RATE_LIMIT_PER_MINUTE: limit }) as Env;

describe("allowRequest (local fallback)", () => {
  beforeEach(() => resetRateLimits());

  it("allows the configured number of posts per minute per key, then refuses", async () => {
    const t = 1_000_000;
    for (let i = 0; i < 3; i++) expect(await allowRequest(env("3"), "k", t + i)).toBe(true);
    expect(await allowRequest(env("3"), "k", t + 10)).toBe(false);
    expect(await allowRequest(env("3"), "other", t + 10)).toBe(true);
    expect(await allowRequest(env("3"), "k", t + 60_000)).toBe(true);
  });

  it("a flood of new clients evicts the oldest windows, not the one being limited now", async () => {
    const t = 2_000_000;
    for (let i = 0; i < 3; i++) await allowRequest(env("3"), "flooder-old", t);
    for (let i = 0; i < 3; i++) await allowRequest(env("3"), "limited", t + 1);
    expect(await allowRequest(env("3"), "limited", t + 2)).toBe(false);
    // MAX_KEYS - 1 new clients: the map is full; the oldest key goes first.
    for (let i = 0; i < MAX_KEYS - 1; i++) await allowRequest(env("3"), `ipv6-${i}`, t + 3);
    expect(await allowRequest(env("3"), "limited", t + 4)).toBe(false);
    // "flooder-old" was the oldest window: evicted, so it starts over.
    expect(await allowRequest(env("3"), "flooder-old", t + 5)).toBe(true);
  });

  it("defaults to 20 per minute", async () => {
    for (let i = 0; i < 20; i++) expect(await allowRequest(env(), "d", 5)).toBe(true);
    expect(await allowRequest(env(), "d", 5)).toBe(false);
  });

  it("uses the Workers binding when present", async () => {
    const calls: string[] = [];
    const bound = {
      RATE_LIMITER: { limit: async ({ key }: { key: string }) => (calls.push(key), { success: false }) },
    } as unknown as Env;
    expect(await allowRequest(bound, "x")).toBe(false);
    expect(calls).toEqual(["x"]);
  });
});
