/**
 * The letter wizards (part 1 §2 "LOR Maker wizard", §3 "LOR form (variant A)", "LOR draft
 * (variant B)"): steps, the spec's field keys with plain-English labels, and the sample
 * letters each composes. The SOP wizard (not shown in the spec) follows the same shape.
 */
import { valueOf, type WizardConfig, type WizardValues } from "~/lib/wizard";

/** Ends a free-text answer with a full stop unless it already has closing punctuation. */
function sentence(text: string): string {
  const t = text.trim();
  return !t || /[.!?…"')]$/.test(t) ? t : `${t}.`;
}

/** Lower-cases the first letter so an answer can continue a sentence ("… because it …"). */
function clause(text: string): string {
  const t = sentence(text);
  return /^[A-Z][a-z]/.test(t) ? t[0].toLowerCase() + t.slice(1) : t;
}

function or(value: string, placeholder: string) {
  return value || `[${placeholder}]`;
}

/** Drops paragraphs whose answers were left empty. */
function paragraphs(...list: Array<string | false>): string[] {
  return list.filter((p): p is string => Boolean(p));
}

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
    const course = or(v("personalInfo", "desiredCourse"), "Desired course");
    const education = v("academic", "currentEducation");
    return paragraphs(
      "To the Admissions Committee,",
      `It is my pleasure to recommend ${name} for the ${course} programme at ${university}.` +
        (education ? ` I have come to know ${name} well during their ${clause(education).replace(/\.$/, "")}.` : ""),
      v("academic", "workExperience") &&
        `Beyond the classroom, ${name} has built real experience: ${clause(v("academic", "workExperience"))}`,
      v("academic", "keyAchievements") &&
        `Among ${name}'s achievements, I would single out the following: ${clause(v("academic", "keyAchievements"))}`,
      (v("goals", "whyCourse") || v("goals", "whyUniversity")) &&
        [
          v("goals", "whyCourse") &&
            `${name} has chosen ${course} for a clear reason: ${clause(v("goals", "whyCourse"))}`,
          v("goals", "whyUniversity") &&
            `${university} is their first choice because ${clause(v("goals", "whyUniversity"))}`,
        ]
          .filter(Boolean)
          .join(" "),
      v("goals", "careerGoals") &&
        `Their long-term goal is to ${clause(v("goals", "careerGoals")).replace(/^to /i, "")}`,
      v("goals", "motivation") && `What drives ${name} is simple to see: ${clause(v("goals", "motivation"))}`,
      v("goals", "contribution") &&
        `I am confident ${name} will enrich the programme: ${clause(v("goals", "contribution"))}`,
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
      `I am ${recommender}, ${designation} at ${organization}, and I am writing to recommend ${applicant}` +
        (v("position") ? `, who worked with us as ${v("position")}` : "") +
        "." +
        (v("relationship") || v("duration")
          ? ` I have known ${applicant}${v("duration") ? ` for ${v("duration")}` : ""}${v("relationship") ? ` as their ${clause(v("relationship")).replace(/\.$/, "")}` : ""}.`
          : ""),
      p("professionalAchievement") &&
        `${applicant}'s work speaks for itself. ${sentence(p("professionalAchievement"))}`,
      (p("strength") || p("keyCompetencies")) &&
        [
          p("strength") && `Their greatest strengths are these: ${clause(p("strength"))}`,
          p("keyCompetencies") && `They also bring strong competencies: ${clause(p("keyCompetencies"))}`,
        ]
          .filter(Boolean)
          .join(" "),
      p("specificExample") && `One example stays with me. ${sentence(p("specificExample"))}`,
      p("peerComparison") && `Compared with their peers: ${clause(p("peerComparison"))}`,
      s("overallImpression") && sentence(s("overallImpression")),
      (s("endorsemantStatement") || s("reasonForRecommandation")) &&
        [sentence(s("endorsemantStatement")), sentence(s("reasonForRecommandation"))].filter(Boolean).join(" "),
      s("closingRemarks")
        ? sentence(s("closingRemarks"))
        : `I recommend ${applicant} with confidence and would be happy to provide further information.`,
      `Sincerely,\n${recommender}\n${designation}, ${organization}`,
    );
  },
};

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
    const course = or(v("personalInfo", "desiredCourse"), "Desired course");
    const university = or(v("personalInfo", "targetUniversity"), "Target university");
    const country = v("personalInfo", "targetCountry");
    const education = v("academic", "currentEducation");
    const institution = v("academic", "institution");
    return paragraphs(
      `Statement of Purpose: ${name}, applying for ${course} at ${university}${country ? `, ${country}` : ""}`,
      v("goals", "motivation")
        ? `My interest in this field began with a simple moment: ${clause(v("goals", "motivation"))}`
        : `I am applying for the ${course} programme at ${university} to turn a long-held interest into expertise.`,
      (education || institution) &&
        `I ${education ? `studied ${education}` : "studied"}${institution ? ` at ${institution}` : ""}.` +
          (v("academic", "academicHighlights") ? ` ${sentence(v("academic", "academicHighlights"))}` : ""),
      v("academic", "projectsExperience") &&
        `Outside the classroom, I have put that learning to work. ${sentence(v("academic", "projectsExperience"))}`,
      v("goals", "whyCourse") && `I have chosen ${course} because ${clause(v("goals", "whyCourse"))}`,
      v("goals", "whyUniversity") &&
        `${university} is where I want to do this because ${clause(v("goals", "whyUniversity"))}`,
      v("goals", "careerGoals") &&
        `After graduating, my goal is to ${clause(v("goals", "careerGoals")).replace(/^to /i, "")}`,
      `I would be proud to join ${university}, and I am ready to give the programme my best.`,
      name,
    );
  },
};
