import { describe, expect, it } from "vitest";
import { hrefWith, keptParams } from "./params";

describe("home GET state", () => {
  it("sets one param and keeps the others, dropping unknown ones", () => {
    const search = new URLSearchParams("year=2024&agency=nirf&call=1&x=y");
    expect(hrefWith(search, "news", "College Alerts", "news")).toBe("?year=2024&agency=nirf&news=College+Alerts#news");
    expect(hrefWith(search, "year", "2023", "r")).toBe("?year=2023&agency=nirf#r");
  });
  it("lists the params a GET form must carry as hidden inputs", () => {
    const search = new URLSearchParams("program=BA&year=2024&agency=nirf&news=Exam+Alerts");
    expect(keptParams(search, ["year", "agency"])).toEqual([
      ["program", "BA"],
      ["news", "Exam Alerts"],
    ]);
  });
});
