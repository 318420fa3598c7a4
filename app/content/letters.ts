/**
 * The letter wizards (LOR Maker: the LOR form, variant A, and the LOR draft, variant B): steps,
 * the stored field keys with plain-English labels, and the sample letters each composes. The SOP wizard follows the same shape
 * (./sop-letter: one module per page, so each page's JS carries only its own letters).
 */
import type { WizardConfig, WizardValues } from "~/lib/letters/wizard";
import type { MetaInput } from "~/lib/platform/meta";
import { courseName, framed, or, paragraphs } from "./letter-text";
import { valueOf } from "./letter-values";

export const LOR_APPLICANT: WizardConfig = {
  id: "lor-applicant",
  kind: "lor",
  ref: "applicant",
  reviewTitle: "Review",
  generateLabel: "Generate Sample LOR",
  letterTitle: "Sample Letter of Recommendation",
  steps: [
    {
      title: "Personal Information",
      group: "personalInfo",
      fields: [
        { name: "fullName", label: "Full name", placeholder: "e.g. Asha Rao" },
        { name: "targetUniversity", label: "Target university", placeholder: "e.g. University of Toronto" },
        { name: "desiredCourse", label: "Desired course", placeholder: "e.g. MSc Computer Science" },
      ],
    },
    {
      title: "Academic & Professional Background",
      group: "academic",
      fields: [
        {
          name: "currentEducation",
          label: "Current education",
          placeholder: "e.g. B.Tech in Computer Engineering, final year",
        },
        {
          name: "workExperience",
          label: "Work experience",
          multiline: true,
          placeholder: "Internships, jobs, research projects",
        },
        {
          name: "keyAchievements",
          label: "Key achievements",
          multiline: true,
          placeholder: "Awards, publications, results you are proud of",
        },
      ],
    },
    {
      title: "Goals & Motivation",
      group: "goals",
      fields: [
        { name: "whyCourse", label: "Why this course?", multiline: true },
        { name: "whyUniversity", label: "Why this university?", multiline: true },
        { name: "careerGoals", label: "Career goals", multiline: true },
        { name: "motivation", label: "What motivates you?", multiline: true },
        { name: "contribution", label: "How will you contribute to the programme?", multiline: true },
      ],
    },
  ],
  compose(values: WizardValues) {
    const v = (group: string, name: string) => valueOf(values, group, name);
    const name = or(v("personalInfo", "fullName"), "Applicant's full name");
    const university = or(v("personalInfo", "targetUniversity"), "Target university");
    const course = or(courseName(v("personalInfo", "desiredCourse")), "Desired course");
    const education = v("academic", "currentEducation");
    return paragraphs(
      "To the Admissions Committee,",
      `It is my pleasure to recommend ${name} for the ${course} programme at ${university}.` +
        (education ? ` ${framed(`${name}'s current education`, education)}` : ""),
      v("academic", "workExperience") &&
        framed(`Beyond the classroom, ${name} has built real experience`, v("academic", "workExperience")),
      v("academic", "keyAchievements") &&
        framed(`Among ${name}'s achievements, I would single out the following`, v("academic", "keyAchievements")),
      (v("goals", "whyCourse") || v("goals", "whyUniversity")) &&
        [
          v("goals", "whyCourse") && framed(`${name} has chosen ${course} for a clear reason`, v("goals", "whyCourse")),
          v("goals", "whyUniversity") &&
            framed(`As for why ${university} is their first choice`, v("goals", "whyUniversity")),
        ]
          .filter(Boolean)
          .join(" "),
      v("goals", "careerGoals") && framed(`${name}'s long-term goal is clear`, v("goals", "careerGoals")),
      v("goals", "motivation") && framed(`What drives ${name} is simple to see`, v("goals", "motivation")),
      v("goals", "contribution") &&
        framed(`I am confident ${name} will enrich the programme`, v("goals", "contribution")),
      `I recommend ${name} without reservation and would be glad to answer any questions you may have.`,
      "Sincerely,\n[Recommender's name]\n[Designation, Organisation]",
    );
  },
};

export const LOR_RECOMMENDER: WizardConfig = {
  id: "lor-recommender",
  kind: "lor",
  ref: "recommender",
  reviewTitle: "Review",
  generateLabel: "Generate Sample LOR",
  generateHeading: "Download LOR (PDF/DOCX)",
  letterTitle: "Sample Letter of Recommendation",
  steps: [
    {
      title: "Recommender & Applicant Information",
      group: "recommender",
      fields: [
        { name: "recommenderName", label: "Recommender's name", placeholder: "e.g. Dr. Meera Iyer" },
        { name: "designation", label: "Designation", placeholder: "e.g. Associate Professor" },
        { name: "organization", label: "Organisation", placeholder: "e.g. College of Engineering, Pune" },
        { name: "applicantName", label: "Applicant's name", placeholder: "e.g. Rahul Shah" },
        { name: "position", label: "Applicant's position or role", placeholder: "e.g. Research intern" },
        { name: "relationship", label: "Your relationship to the applicant", placeholder: "e.g. Project supervisor" },
        { name: "duration", label: "How long you have known the applicant", placeholder: "e.g. two years" },
      ],
    },
    {
      title: "Performance & Key Qualities",
      group: "performance",
      fields: [
        { name: "professionalAchievement", label: "Professional achievements", multiline: true },
        { name: "strength", label: "Key strengths", multiline: true },
        { name: "keyCompetencies", label: "Key competencies", multiline: true },
        { name: "specificExample", label: "A specific example", multiline: true },
        { name: "peerComparison", label: "How the applicant compares with peers", multiline: true },
      ],
    },
    {
      title: "Recommendation Summary",
      group: "summary",
      fields: [
        { name: "overallImpression", label: "Overall impression", multiline: true },
        { name: "endorsemantStatement", label: "Endorsement statement", multiline: true },
        { name: "reasonForRecommandation", label: "Reason for recommendation", multiline: true },
        { name: "closingRemarks", label: "Closing remarks", multiline: true },
      ],
    },
  ],
  compose(values: WizardValues) {
    const v = (name: string, group = "recommender") => valueOf(values, group, name);
    const recommender = or(v("recommenderName"), "Recommender's name");
    const designation = or(v("designation"), "Designation");
    const organization = or(v("organization"), "Organisation");
    const applicant = or(v("applicantName"), "Applicant's name");
    const p = (name: string) => v(name, "performance");
    const s = (name: string) => v(name, "summary");
    return paragraphs(
      "To the Admissions Committee,",
      [
        `I am ${recommender}, ${designation} at ${organization}, and I am writing to recommend ${applicant}.`,
        v("position") && framed(`${applicant}'s position with us`, v("position")),
        v("relationship") && framed(`My relationship to ${applicant}`, v("relationship")),
        v("duration") && framed(`How long I have known ${applicant}`, v("duration")),
      ]
        .filter(Boolean)
        .join(" "),
      p("professionalAchievement") && framed(`${applicant}'s work speaks for itself`, p("professionalAchievement")),
      (p("strength") || p("keyCompetencies")) &&
        [
          p("strength") && framed("Their greatest strengths are these", p("strength")),
          p("keyCompetencies") && framed("They also bring strong competencies", p("keyCompetencies")),
        ]
          .filter(Boolean)
          .join(" "),
      p("specificExample") && framed("One example stays with me", p("specificExample")),
      p("peerComparison") && framed("Compared with their peers", p("peerComparison")),
      s("overallImpression") && framed("My overall impression", s("overallImpression")),
      (s("endorsemantStatement") || s("reasonForRecommandation")) &&
        [
          s("endorsemantStatement") && framed("My endorsement", s("endorsemantStatement")),
          s("reasonForRecommandation") && framed("Why I recommend them", s("reasonForRecommandation")),
        ]
          .filter(Boolean)
          .join(" "),
      s("closingRemarks")
        ? framed("In closing", s("closingRemarks"))
        : `I recommend ${applicant} with confidence and would be happy to provide further information.`,
      `Sincerely,\n${recommender}\n${designation}, ${organization}`,
    );
  },
};
/** The page's title and description (its `meta`). */
export const LOR_FORM_PAGE: MetaInput = {
  title: "Letter of Recommendation Maker",
  description:
    "Draft a letter of recommendation step by step, as the applicant or as the recommender, and generate a sample LOR from your answers.",
  path: "/lor-form",
};
