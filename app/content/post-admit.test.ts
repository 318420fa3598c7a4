import { describe, expect, it } from "vitest";
import { parsePostAdmitContent, planFrom, PLANS, readPostAdmit } from "./post-admit";

const row = (id: number, content = "", extra: Partial<{ title: string; button_text: string }> = {}) => ({
  id,
  title: `T${id}`,
  subtitle: `S${id}`,
  image: `i${id}.svg`,
  content,
  button_text: "",
  ...extra,
});

describe("post-admit content", () => {
  it("keeps HTML lists (sanitised upstream) as HTML", () => {
    expect(parsePostAdmitContent("<ul><li><strong>A</strong> – b</li></ul>")).toEqual({
      kind: "html",
      html: "<ul><li><strong>A</strong> – b</li></ul>",
    });
  });
  it("splits a pipe-separated list, with optional 'Title: text' entries", () => {
    expect(parsePostAdmitContent("One: first| Two |  |Three: third: more")).toEqual({
      kind: "list",
      items: [{ title: "One", text: "first" }, { text: "Two" }, { title: "Three", text: "third: more" }],
    });
  });
  it("treats empty content as empty", () => {
    expect(parsePostAdmitContent("")).toEqual({ kind: "empty" });
    expect(parsePostAdmitContent(" | ")).toEqual({ kind: "empty" });
    expect(parsePostAdmitContent(undefined)).toEqual({ kind: "empty" });
  });
  it("reads items by position and leaves missing parts undefined", () => {
    const four = readPostAdmit([row(1), row(2), row(3, "a|b"), row(4, "x", { button_text: "Go" })]);
    expect(four.hero?.title).toBe("T1");
    expect(four.whyChoose?.content).toEqual({ kind: "list", items: [{ text: "a" }, { text: "b" }] });
    expect(four.closing?.buttonText).toBe("Go");
    const two = readPostAdmit([row(1), row(2)]);
    expect(two.services?.title).toBe("T2");
    expect(two.whyChoose).toBeUndefined();
    expect(two.closing).toBeUndefined();
    expect(readPostAdmit([])).toEqual({});
    expect(readPostAdmit(null)).toEqual({});
  });
  it("plan dialogs list their fixed items; only free/premium open one", () => {
    expect(PLANS.free.items).toEqual([
      "Visa Counselling",
      "Loan Documents Review & Support",
      "Accommodation Securing Support",
    ]);
    expect(PLANS.premium.items).toEqual([
      "Visa Counselling with Mock Interviews",
      "Vicinity-based Accommodation Guidance",
      "Cultural Mentor Abroad Assistance",
    ]);
    expect([planFrom("free"), planFrom("premium"), planFrom("x"), planFrom(null)]).toEqual([
      "free",
      "premium",
      null,
      null,
    ]);
  });
});
