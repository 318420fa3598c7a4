/**
 * The SOP wizard (/sop-form; built like the LOR wizard: ./letters):
 * steps, field keys with labels, and the sample statement it composes.
 */
import type { WizardConfig, WizardValues } from "~/lib/letters/wizard";
import { courseName, framed, or, paragraphs } from "./letter-text";
import { valueOf } from "./letter-values";

export const SOP: WizardConfig = {
  id: "sop",
  kind: "sop",
  reviewTitle: "Review",
  generateLabel: "Generate Sample SOP",
  letterTitle: "Sample Statement of Purpose",
  steps: [
    {
      title: "Personal Information",
      group: "personalInfo",
      fields: [
        { name: "fullName", label: "Full name", placeholder: "e.g. Asha Rao" },
        { name: "targetUniversity", label: "Target university", placeholder: "e.g. University of Melbourne" },
        { name: "desiredCourse", label: "Desired course", placeholder: "e.g. Master of Data Science" },
        { name: "targetCountry", label: "Country you want to study in", placeholder: "e.g. Australia" },
      ],
    },
    {
      title: "Academic Background",
      group: "academic",
      fields: [
        { name: "currentEducation", label: "Highest qualification", placeholder: "e.g. B.Sc Statistics" },
        { name: "institution", label: "Institution", placeholder: "e.g. Fergusson College, Pune" },
        {
          name: "academicHighlights",
          label: "Academic highlights",
          multiline: true,
          placeholder: "Grades, subjects you enjoyed, awards",
        },
        { name: "projectsExperience", label: "Projects and work experience", multiline: true },
      ],
    },
    {
      title: "Goals & Motivation",
      group: "goals",
      fields: [
        { name: "motivation", label: "What first drew you to this field?", multiline: true },
        { name: "whyCourse", label: "Why this course?", multiline: true },
        { name: "whyUniversity", label: "Why this university?", multiline: true },
        { name: "careerGoals", label: "Career goals", multiline: true },
      ],
    },
  ],
  compose(values: WizardValues) {
    const v = (group: string, name: string) => valueOf(values, group, name);
    const name = or(v("personalInfo", "fullName"), "Your full name");
    const course = or(courseName(v("personalInfo", "desiredCourse")), "Desired course");
    const university = or(v("personalInfo", "targetUniversity"), "Target university");
    const country = v("personalInfo", "targetCountry");
    const education = v("academic", "currentEducation");
    const institution = v("academic", "institution");
    return paragraphs(
      `Statement of Purpose: ${name}, applying for ${course} at ${university}${country ? `, ${country}` : ""}`,
      v("goals", "motivation")
        ? framed("My interest in this field began with a simple moment", v("goals", "motivation"))
        : `I am applying for the ${course} programme at ${university} to turn a long-held interest into expertise.`,
      (education || institution || v("academic", "academicHighlights")) &&
        [
          education && framed("My highest qualification", education),
          institution && framed("Where I studied", institution),
          v("academic", "academicHighlights") &&
            framed("Highlights of my studies", v("academic", "academicHighlights")),
        ]
          .filter(Boolean)
          .join(" "),
      v("academic", "projectsExperience") &&
        framed("Outside the classroom, I have put that learning to work", v("academic", "projectsExperience")),
      v("goals", "whyCourse") && framed(`Why I have chosen ${course}`, v("goals", "whyCourse")),
      v("goals", "whyUniversity") && framed(`Why ${university}`, v("goals", "whyUniversity")),
      v("goals", "careerGoals") && framed("After graduating, my goal is clear", v("goals", "careerGoals")),
      `I would be proud to join ${university}, and I am ready to give the programme my best.`,
      name,
    );
  },
};
