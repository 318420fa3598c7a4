import { describe, expect, it } from "vitest";
import { addToCompare, compareAddHref, compareHref, parseCompare, removeFromCompare } from "./compare";

describe("compare list rules", () => {
  it("reads comma-separated or repeated c, lowercased, valid and unique", () => {
    expect(parseCompare(["a-b,C-D", "a-b", "bad slug", "e"])).toEqual({ slugs: ["a-b", "c-d", "e"], overflow: false });
    expect(parseCompare([])).toEqual({ slugs: [], overflow: false });
    expect(parseCompare(["-x,x-,x--y,<script>"]).slugs).toEqual([]);
  });
  it("keeps at most four and says so", () => {
    expect(parseCompare(["a,b,c,d,e"])).toEqual({ slugs: ["a", "b", "c", "d"], overflow: true });
    expect(parseCompare(["a,b,c,d"]).overflow).toBe(false);
  });
  it("adds once, refuses a fifth, removes", () => {
    expect(addToCompare(["a"], "b")).toEqual({ slugs: ["a", "b"], full: false });
    expect(addToCompare(["a", "b"], "a")).toEqual({ slugs: ["a", "b"], full: false });
    expect(addToCompare(["a", "b", "c", "d"], "e")).toEqual({ slugs: ["a", "b", "c", "d"], full: true });
    expect(removeFromCompare(["a", "b"], "a")).toEqual(["b"]);
  });
  it("builds the no-JS links", () => {
    expect(compareHref([])).toBe("/compare");
    expect(compareAddHref(["a"], "b")).toBe("/compare?c=a,b");
    expect(compareAddHref(["a", "b"], "a")).toBe("/compare?c=a,b");
    // A fifth goes through to the page, which says four is the maximum.
    expect(compareAddHref(["a", "b", "c", "d"], "e")).toBe("/compare?c=a,b,c,d,e");
  });
});
