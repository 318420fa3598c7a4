import { describe, expect, it } from "vitest";
import { Timing } from "./timing.server";

describe("Timing", () => {
  it("writes one Server-Timing metric per content read and a D1 total", () => {
    const t = new Timing();
    t.record("blogs", "d1", 4.25);
    t.record("banners", "memory", 0);
    expect(t.d1Reads).toBe(1);
    expect(t.toHeader()).toBe(
      'content-blogs;desc="d1";dur=4.3, content-banners;desc="memory";dur=0.0, d1;desc="1 queries";dur=4.3',
    );
  });
  it("is empty without reads", () => {
    expect(new Timing().toHeader()).toBe("");
  });
});
