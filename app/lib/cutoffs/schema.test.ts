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
