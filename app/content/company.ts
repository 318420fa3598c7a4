/**
 * Copy for the company pages: about and terms, and the types the company pages share.
 * Careers, advertising and contact have a module each (./careers, ./advertising, ./contact), so a
 * page's JS carries only its own copy. Option lists and figures are fixed; the prose is ours.
 */

/** A titled block of prose; a section may have no body ("Changes to Terms"). */
export interface ContentSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface Card {
  title: string;
  text: string;
}

export const ABOUT = {
  title: "About StudySaathi",
  intro: "We help students across India choose the right college, course and country, and get there with confidence.",
  sections: [
    {
      id: "mission",
      heading: "Our Mission",
      paragraphs: [
        "To give every student honest, personal guidance on admissions, exams and studying abroad, whatever their city, background or budget.",
      ],
    },
    {
      id: "vision",
      heading: "Our Vision",
      paragraphs: [
        "A future where no student misses the right opportunity because they lacked information, a mentor or a clear plan.",
      ],
    },
    {
      id: "story",
      heading: "Our Story",
      paragraphs: [
        "StudySaathi began in Pune, when a few graduates who had made the journey abroad kept answering the same questions from juniors: which exam, which university, which documents, which loan.",
        "Those conversations became a portal: a course finder, SOP and LOR tools, expert calls with students already on campus, and services from accommodation to visas. Today we guide students across India towards universities in more than fifty countries.",
      ],
    },
  ] satisfies ContentSection[],
  valuesHeading: "Our Core Values",
  values: [
    {
      title: "Transparency",
      text: "Clear fees, honest advice and no hidden commissions: we tell you what we know, and what we don't.",
    },
    {
      title: "Student First",
      text: "Every recommendation starts from your goals, your scores and your budget, not from what is easiest to sell.",
    },
    {
      title: "Excellence",
      text: "Trained counsellors, checked information and careful reviews of every application we help with.",
    },
  ] satisfies Card[],
};

export const TERMS = {
  title: "Terms and Conditions",
  intro: "Please read these terms carefully before using StudySaathi.",
  sections: [
    {
      id: "acceptance",
      heading: "Acceptance of Terms",
      paragraphs: [
        "By accessing or using StudySaathi you agree to be bound by these terms. If you do not agree with any part of them, please do not use the site or its services.",
      ],
    },
    {
      id: "responsibilities",
      heading: "User Responsibilities",
      paragraphs: ["When you use StudySaathi you agree to:"],
      items: [
        "give accurate and complete information in forms, applications and bookings;",
        "keep your account details confidential and tell us about any unauthorised use;",
        "use the site lawfully and not disrupt it or other visitors;",
        "not copy, resell or republish our content without written permission.",
      ],
    },
    {
      id: "privacy",
      heading: "Privacy",
      paragraphs: [
        "We collect only the details needed to answer your requests and provide our services, keep them secure, and never sell them. By using the site you consent to this use of your information.",
      ],
    },
    {
      id: "third-party-links",
      heading: "Third-Party Links",
      paragraphs: [
        "The site links to universities, exam bodies and service partners. We do not control those sites and are not responsible for their content, policies or practices; visit them at your own discretion.",
      ],
    },
    { id: "changes", heading: "Changes to Terms" },
  ] satisfies ContentSection[],
};
