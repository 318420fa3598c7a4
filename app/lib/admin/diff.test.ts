import { describe, expect, it } from "vitest";
import { auditChanges, lineDiff } from "./diff";

describe("audit before → after", () => {
  it("lists each changed field as text", () => {
    expect(auditChanges('{"status":"new","assignee":""}', '{"status":"won","assignee":""}')).toEqual([
      { field: "status", before: "new", after: "won" },
    ]);
    expect(auditChanges(null, '{"title":"Hello"}')).toEqual([{ field: "title", before: "", after: "Hello" }]);
  });
  it("diffs long texts by line", () => {
    expect(lineDiff("a\nb\nc", "a\nB\nc")).toEqual([
      { op: " ", text: "a" },
      { op: "-", text: "b" },
      { op: "+", text: "B" },
      { op: " ", text: "c" },
    ]);
  });
});
