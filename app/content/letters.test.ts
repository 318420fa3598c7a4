import { describe, expect, it } from "vitest";
import type { WizardConfig, WizardValues } from "~/lib/letters/wizard";
import { answer } from "./letter-text";
import { LOR_APPLICANT, LOR_RECOMMENDER } from "./letters";
import { SOP } from "./sop-letter";

/** Fields whose values are names (used inside sentences); every other field is a free answer. */
const NAMES: Record<string, string> = {
  fullName: "Asha Rao",
  targetUniversity: "University of Toronto",
  desiredCourse: "MSc Computer Science",
  targetCountry: "Canada",
  recommenderName: "Dr. Meera Iyer",
  designation: "Associate Professor",
  organization: "College of Engineering, Pune",
  applicantName: "Rahul Shah",
};

/** Valid answers of every shape: one word, a phrase, a sentence, with and without a full stop. */
const ANSWERS = [
  "scientist",
  "research",
  "a data scientist",
  "to become a data scientist",
  "To become a data scientist.",
  "Because of its research labs",
  "because research.",
  "I want to lead a lab!",
  "Two years",
  "since 2019",
  "Project supervisor",
  "  spaced out answer  ",
  "It has the best faculty. I also like Toronto",
  "Why not?",
  "B.Tech",
];

function fill(config: WizardConfig, value: string): WizardValues {
  return Object.fromEntries(
    config.steps.map((step) => [
      step.group,
      Object.fromEntries(step.fields.map((f) => [f.name, NAMES[f.name] ?? value])),
    ]),
  );
}

const CONFIGS = [LOR_APPLICANT, LOR_RECOMMENDER, SOP];

describe("sample letters read as English for any valid answers", () => {
  for (const config of CONFIGS) {
    it.each(ANSWERS)(`${config.id}: %j`, (value) => {
      const letter = config.compose(fill(config, value));
      const text = letter.join("\n");
      const core = value.trim().replace(/[.!?]$/, "");
      // Every answer is introduced by a frame ending in a colon, never spliced after a
      // function word ("goal is to scientist", "because research").
      let at = text.indexOf(core);
      expect(at).toBeGreaterThan(-1);
      while (at !== -1) {
        expect(text.slice(at - 2, at), `"${text.slice(Math.max(0, at - 40), at + core.length)}"`).toBe(": ");
        at = text.indexOf(core, at + core.length);
      }
      for (const paragraph of letter) {
        // Closing punctuation exactly once; no doubled or dangling marks.
        expect(paragraph).not.toMatch(/[.!?]\s*\.|\s[.,:!?]|::|\.\./);
        expect(paragraph).not.toMatch(/\b(to to|because because|programme programme)\b/i);
        const lines = paragraph.split("\n");
        if (lines.length === 1 && !/^To the|,$/.test(paragraph) && !/^Statement of Purpose/.test(paragraph)) {
          if (paragraph !== NAMES.fullName) expect(paragraph).toMatch(/[.!?…]$/);
        }
        // Each sentence starts with a capital (or a quoted/bracketed token).
        for (const sentence of paragraph.split(/(?<=[.!?])\s+(?=\S)/)) {
          if (/^(B\.Tech|\.)/.test(sentence)) continue;
          expect(sentence[0], sentence).toMatch(/[A-Z0-9["“]/);
        }
      }
    });
  }

  it("no longer produces the reported sentences", () => {
    const lor = LOR_APPLICANT.compose(fill(LOR_APPLICANT, "scientist")).join("\n");
    expect(lor).not.toContain("goal is to scientist");
    expect(lor).toContain("Asha Rao's long-term goal is clear: scientist.");
    const why = LOR_APPLICANT.compose({ goals: { whyUniversity: "research" } }).join("\n");
    expect(why).not.toContain("because research");
    expect(why).toContain("As for why [Target university] is their first choice: research.");
  });

  it("does not say 'programme' twice", () => {
    const letter = LOR_APPLICANT.compose({ personalInfo: { desiredCourse: "MSc Physics programme" } }).join("\n");
    expect(letter).toContain("for the MSc Physics programme at");
  });

  it("answer() adds a full stop only when the answer has no closing punctuation", () => {
    expect(answer("research")).toBe("research.");
    expect(answer("research.")).toBe("research.");
    expect(answer("research !")).toBe("research!");
    expect(answer("Why not?")).toBe("Why not?");
    expect(answer("  ")).toBe("");
  });
});
