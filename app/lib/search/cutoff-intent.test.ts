import { describe, expect, it } from "vitest";
import { cutoffCollegeWords } from "./cutoff-intent";

describe("cutoffCollegeWords", () => {
  it.each([
    ["iit bombay cse cutoff", "iit bombay"],
    ["NIT Trichy closing rank", "NIT Trichy"],
    ["cut-offs of IIT Delhi mechanical", "IIT Delhi"],
    ["iit madras josaa cut off", "iit madras"],
  ])("%s → %s", (query, words) => {
    expect(cutoffCollegeWords(query)).toBe(words);
  });
  it("null when the query does not ask for cut-offs, or names no college", () => {
    expect(cutoffCollegeWords("iit bombay")).toBeNull();
    expect(cutoffCollegeWords("cse cutoff")).toBeNull();
  });
});
