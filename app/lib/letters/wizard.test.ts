import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { LOR_APPLICANT, LOR_RECOMMENDER } from "~/content/letters";
import { SOP } from "~/content/sop-letter";
import { canGoBack, firstErrorStep, hasNext, MAX_LONG, parseIntent, parseStep, stepAfter, stepCount } from "./wizard";
import { wizardSchema } from "./wizard-schema";

describe("wizard step bounds", () => {
  const total = 4;

  it("Next and Back move one step and stay within 0 … 3", () => {
    expect(stepAfter(0, "next", total)).toBe(1);
    expect(stepAfter(2, "next", total)).toBe(3);
    expect(stepAfter(3, "next", total)).toBe(3);
    expect(stepAfter(3, "back", total)).toBe(2);
    expect(stepAfter(0, "back", total)).toBe(0);
  });

  it("Generate always shows the review step; an unknown intent stays put", () => {
    expect(stepAfter(1, "generate", total)).toBe(3);
    expect(stepAfter(2, undefined, total)).toBe(2);
    expect(stepAfter(9, undefined, total)).toBe(3);
  });

  it("Back is disabled on the first step, Next hidden on the last", () => {
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(1)).toBe(true);
    expect(hasNext(2, total)).toBe(true);
    expect(hasNext(3, total)).toBe(false);
  });

  it("a posted step outside the wizard means step 0", () => {
    expect(parseStep("2", total)).toBe(2);
    for (const bad of ["4", "-1", "1.5", "abc", "", null, undefined, "99999"]) expect(parseStep(bad, total)).toBe(0);
    expect(parseIntent("next")).toBe("next");
    expect(parseIntent("delete")).toBeUndefined();
  });

  it("every wizard has three input steps and a review", () => {
    for (const config of [LOR_APPLICANT, LOR_RECOMMENDER, SOP]) expect(stepCount(config)).toBe(4);
  });
});

describe("wizard schema", () => {
  it("keeps the stored keys for both LOR variants", () => {
    const keysA = LOR_APPLICANT.steps.map((s) => `${s.group}: ${s.fields.map((f) => f.name).join(", ")}`);
    expect(keysA).toEqual([
      "personalInfo: fullName, targetUniversity, desiredCourse",
      "academic: currentEducation, workExperience, keyAchievements",
      "goals: whyCourse, whyUniversity, careerGoals, motivation, contribution",
    ]);
    const keysB = LOR_RECOMMENDER.steps.map((s) => `${s.group}: ${s.fields.map((f) => f.name).join(", ")}`);
    expect(keysB).toEqual([
      "recommender: recommenderName, designation, organization, applicantName, position, relationship, duration",
      "performance: professionalAchievement, strength, keyCompetencies, specificExample, peerComparison",
      "summary: overallImpression, endorsemantStatement, reasonForRecommandation, closingRemarks",
    ]);
  });

  it("accepts an empty form (no validation) and nested values", () => {
    const empty = parseWithZod(new FormData(), { schema: wizardSchema(LOR_APPLICANT) });
    expect(empty.status).toBe("success");
    const fd = new FormData();
    fd.set("personalInfo.fullName", "Asha Rao");
    const filled = parseWithZod(fd, { schema: wizardSchema(LOR_APPLICANT) });
    expect(filled.status === "success" && filled.value.personalInfo.fullName).toBe("Asha Rao");
  });

  it("bounds lengths and points to the step with the error", () => {
    const fd = new FormData();
    fd.set("goals.motivation", "x".repeat(MAX_LONG + 1));
    const result = parseWithZod(fd, { schema: wizardSchema(LOR_APPLICANT) });
    expect(result.status).toBe("error");
    const keys = Object.keys((result as { error?: Record<string, unknown> }).error ?? {});
    expect(keys).toEqual(["goals.motivation"]);
    expect(firstErrorStep(LOR_APPLICANT, keys)).toBe(2);
    expect(firstErrorStep(LOR_APPLICANT, [""])).toBeUndefined();
  });
});

describe("sample letters", () => {
  it("variant A uses the applicant's values and placeholders for missing ones", () => {
    const letter = LOR_APPLICANT.compose({
      personalInfo: {
        fullName: "Asha Rao",
        targetUniversity: "University of Toronto",
        desiredCourse: "MSc Computer Science",
      },
      goals: { careerGoals: "build safer medical devices" },
    }).join("\n");
    expect(letter).toContain("recommend Asha Rao for the MSc Computer Science programme at University of Toronto");
    expect(letter).toContain("build safer medical devices");
    expect(LOR_APPLICANT.compose({}).join("\n")).toContain("[Applicant's full name]");
  });

  it("variant B uses the recommender's values, including the misspelt keys clients send", () => {
    const letter = LOR_RECOMMENDER.compose({
      recommender: { recommenderName: "Dr. Meera Iyer", applicantName: "Rahul Shah" },
      summary: { endorsemantStatement: "I endorse him fully.", reasonForRecommandation: "He learns fast." },
    }).join("\n");
    expect(letter).toContain("Dr. Meera Iyer");
    expect(letter).toContain("Rahul Shah");
    expect(letter).toContain("I endorse him fully.");
    expect(letter).toContain("He learns fast.");
  });

  it("the SOP is written in the first person from the values", () => {
    const letter = SOP.compose({ personalInfo: { fullName: "Asha Rao", desiredCourse: "MBA" } }).join("\n");
    expect(letter).toContain("Asha Rao");
    expect(letter).toContain("MBA");
  });
});

describe("valueOf", () => {
  it("reads strings, the first of a repeated field, and nothing else", async () => {
    const { valueOf } = await import("~/content/letter-values");
    const values = { g: { a: "  x ", b: ["first", "second"], c: 5 } } as never;
    expect(valueOf(values, "g", "a")).toBe("x");
    expect(valueOf(values, "g", "b")).toBe("first");
    expect(valueOf(values, "g", "c")).toBe("");
    expect(valueOf(values, "missing", "a")).toBe("");
  });
});
