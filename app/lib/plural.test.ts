import { describe, expect, it } from "vitest";
import { countOf } from "./plural";

describe("countOf", () => {
  it("uses the singular for exactly one, the plural otherwise", () => {
    expect(countOf(1, "College")).toBe("1 College");
    expect(countOf(0, "College")).toBe("0 Colleges");
    expect(countOf(2, "post", "posts")).toBe("2 posts");
    expect(countOf(12500, "review")).toBe("12,500 reviews");
    expect(countOf(1, "match", "matches")).toBe("1 match");
  });
});
