import { describe, expect, it } from "vitest";
import { onDemandPart } from "./on-demand";

describe("onDemandPart", () => {
  it("imports once, keeps the module, and tries again after a failure", async () => {
    let calls = 0;
    let fail = true;
    const part = onDemandPart(async () => {
      calls++;
      if (fail) throw new Error("offline");
      return { value: 7 };
    });
    expect(part.loaded).toBeUndefined();
    await expect(part.load()).rejects.toThrow("offline");
    expect(part.loaded).toBeUndefined();
    fail = false;
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(part.loaded).toEqual({ value: 7 });
    expect(calls).toBe(2);
  });
});
