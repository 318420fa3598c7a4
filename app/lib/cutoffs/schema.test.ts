import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { predictorSearch } from "./predictor-url";
import { PREDICTOR_MESSAGES, PredictorSchema } from "./schema";

const parse = (query: string) => parseWithZod(new URLSearchParams(query), { schema: PredictorSchema });

describe("PredictorSchema", () => {
  it("accepts a JEE Advanced answer without a home state, and keeps the URL's order", () => {
    const s = parse("gender=male&exam=jee-advanced&rank=1100&category=OPEN");
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(s.value).toMatchObject({ exam: "jee-advanced", rank: 1100, category: "OPEN", pwd: false, gender: "male" });
    expect(predictorSearch(s.value)).toBe("exam=jee-advanced&rank=1100&category=OPEN&gender=male");
  });
  it.each([
    ["exam=jee-main&rank=0&category=OPEN&gender=male&home=Goa", "rank", PREDICTOR_MESSAGES.rank],
    ["exam=jee-main&rank=12.5&category=OPEN&gender=male&home=Goa", "rank", PREDICTOR_MESSAGES.rank],
    ["exam=jee-main&rank=abc&category=OPEN&gender=male&home=Goa", "rank", PREDICTOR_MESSAGES.rank],
    ["exam=jee-main&category=OPEN&gender=male&home=Goa", "rank", PREDICTOR_MESSAGES.rank],
    ["exam=jee-main&rank=9&category=GEN&gender=male&home=Goa", "category", PREDICTOR_MESSAGES.category],
    ["exam=jee-main&rank=9&category=OPEN&gender=male", "home", PREDICTOR_MESSAGES.home],
    ["exam=jee-main&rank=9&category=OPEN&gender=male&home=Goa&type=IIT", "type", PREDICTOR_MESSAGES.type],
    ["exam=neet&rank=9&category=OPEN&gender=male", "exam", PREDICTOR_MESSAGES.exam],
  ])("%s → %s", (query, field, message) => {
    const s = parse(query);
    expect(s.status).toBe("error");
    expect(s.status === "error" ? s.error?.[field] : undefined).toEqual([message]);
  });
});

describe("PredictorSchema: the category rank and Paper 2", () => {
  it("asks a reserved-category or PwD candidate for the category rank", () => {
    for (const q of [
      "exam=jee-main&rank=50000&category=OBC-NCL&gender=male&home=Goa",
      "exam=jee-advanced&rank=5000&category=OPEN&pwd=on&gender=male",
    ]) {
      const s = parse(q);
      expect(s.status).toBe("error");
      expect(s.status === "error" ? s.error?.categoryRank : undefined).toEqual([PREDICTOR_MESSAGES.categoryRank]);
    }
    const ok = parse("exam=jee-main&rank=50000&categoryRank=12000&category=OBC-NCL&gender=male&home=Goa");
    expect(ok.status).toBe("success");
    if (ok.status !== "success") return;
    expect(predictorSearch(ok.value)).toBe(
      "exam=jee-main&rank=50000&categoryRank=12000&category=OBC-NCL&gender=male&home=Goa",
    );
  });
  it("an OPEN candidate's category rank is not needed and leaves the URL", () => {
    const s = parse("exam=jee-main&rank=500&categoryRank=12&category=OPEN&gender=male&home=Goa");
    expect(s.status).toBe("success");
    if (s.status === "success")
      expect(predictorSearch(s.value)).toBe("exam=jee-main&rank=500&category=OPEN&gender=male&home=Goa");
  });
  it("Paper 2 is its own exam and needs the home state", () => {
    const s = parse("exam=jee-main-paper2&rank=500&category=OPEN&gender=male");
    expect(s.status).toBe("error");
    expect(s.status === "error" ? s.error?.home : undefined).toEqual([PREDICTOR_MESSAGES.home]);
    expect(parse("exam=jee-main-paper2&rank=500&category=OPEN&gender=male&home=Kerala").status).toBe("success");
  });
});
