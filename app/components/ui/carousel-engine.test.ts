import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inTurn } from "./carousel-engine";

/** Lets pending promise callbacks (not timers) run. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe("inTurn", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("runs queued tasks one per timer task, in order, not together", async () => {
    const ran: string[] = [];
    const first = inTurn(() => void ran.push("a"));
    const second = inTurn(() => void ran.push("b"));
    await settle();
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer(); // one timer task: the first Swiper only
    await settle();
    expect(ran).toEqual(["a"]);
    expect(vi.getTimerCount()).toBe(1); // the second waits for a task of its own
    vi.advanceTimersToNextTimer();
    await settle();
    expect(ran).toEqual(["a", "b"]);
    await Promise.all([first, second]);
  });

  it("keeps the queue going after a task throws", async () => {
    const ran: string[] = [];
    const failing = inTurn(() => {
      throw new Error("boom");
    });
    const next = inTurn(() => void ran.push("after"));
    await vi.runAllTimersAsync();
    await expect(failing).rejects.toThrow("boom");
    await next;
    expect(ran).toEqual(["after"]);
  });
});
