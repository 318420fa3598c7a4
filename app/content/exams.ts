/**
 * Exam preparation content: the four exam landing pages (IELTS Academic,
 * PTE Academic, TOEFL iBT, Duolingo), the GRE page, and the /exam-prep hub (popular course
 * cards, statistics, review strip, benefits, partners). The facts and figures are
 * fixed texts; the surrounding copy is ours.
 */
import type { MetaInput } from "~/lib/platform/meta";

export interface Faq {
  q: string;
  a: string;
}

export interface CtaLink {
  label: string;
  to: string;
}

export interface HeroContent {
  eyebrow: string;
  title: string;
  subtitle: string;
  image: string;
  imageAlt: string;
}

export interface ExamFact {
  label: string;
  value: string;
}

export interface ExamModule {
  title: string;
  /** Timing or scale shown under the title. */
  detail: string;
  description: string;
}

export interface ExamFeature {
  title: string;
  text: string;
}

/** The closing call to action of a page (CtaBand). */
export interface CtaContent {
  heading: string;
  text: string;
  links: CtaLink[];
}

export interface ExamPageContent {
  slug: ExamSlug;
  /** Canonical path of the page. */
  path: string;
  name: string;
  /** Meta description and JSON-LD Course description. */
  summary: string;
  hero: HeroContent & { links: CtaLink[] };
  /** Key facts shown as chips in the hero. */
  facts: ExamFact[];
  description: { heading: string; paragraphs: string[] };
  modules: ExamModule[];
  features: ExamFeature[];
  faq: Faq[];
  cta: CtaContent;
}

export const EXAM_SLUGS = ["ielts", "pte", "toefl", "duolingo"] as const;
export type ExamSlug = (typeof EXAM_SLUGS)[number];

const BOOK_CALL: CtaLink = { label: "Book a Free Consultation", to: "/connect" };
const ALL_EXAMS: CtaLink = { label: "Explore all exams", to: "/exam-prep" };
const FREE_COURSES: CtaLink = { label: "Try free courses", to: "/free-cources" };

export const EXAMS: Record<ExamSlug, ExamPageContent> = {
  ielts: {
    slug: "ielts",
    path: "/IELTS",
    name: "IELTS Academic",
    summary:
      "IELTS Academic preparation with certified trainers: all four modules, band-score strategies and full-length mock tests. Your IELTS score is valid for 2 years.",
    hero: {
      eyebrow: "IELTS Academic preparation",
      title: "Reach your target band in IELTS Academic",
      subtitle:
        "Structured coaching for Listening, Reading, Writing and Speaking, with mock tests marked the way examiners mark them.",
      image: "/images/exams/ielts.svg",
      imageAlt: "Illustration of the four IELTS modules: headphones, a book, a pen and a speech bubble",
      links: [BOOK_CALL, FREE_COURSES],
    },
    facts: [
      { label: "Modules", value: "4 (Listening, Reading, Writing, Speaking)" },
      { label: "Test length", value: "About 2 hours 45 minutes" },
      { label: "Band scale", value: "0-9" },
      { label: "Score validity", value: "2 years" },
    ],
    description: {
      heading: "What is IELTS Academic?",
      paragraphs: [
        "The International English Language Testing System (IELTS) Academic test measures whether your English is ready for study at undergraduate or postgraduate level. Universities in the UK, Australia, Canada, New Zealand, Ireland and the USA accept it, as do many professional registration bodies.",
        "You receive a band score from 0 to 9 for each module and an overall band, the average of the four rounded to the nearest half band. Your IELTS score is valid for 2 years, so plan your test date around your application deadlines.",
      ],
    },
    modules: [
      {
        title: "Listening",
        detail: "30 minutes · 4 parts · 40 questions",
        description: "Conversations and talks in everyday and academic settings; you answer while you listen.",
      },
      {
        title: "Reading",
        detail: "60 minutes · 3 passages · 40 questions",
        description: "Long texts from books, journals and newspapers, testing skimming, scanning and detailed reading.",
      },
      {
        title: "Writing",
        detail: "60 minutes · 2 tasks",
        description:
          "Task 1 describes a graph, table or diagram in 150 words; Task 2 is an essay of at least 250 words.",
      },
      {
        title: "Speaking",
        detail: "11-14 minutes · 3 parts",
        description:
          "A face-to-face interview with an examiner: introduction, a short talk on a topic, and a discussion.",
      },
    ],
    features: [
      {
        title: "Certified trainers",
        text: "Classes led by experienced IELTS trainers who know the band descriptors inside out.",
      },
      {
        title: "5 full-length mock tests",
        text: "Timed mock tests under exam conditions, with band scores and written feedback.",
      },
      {
        title: "Writing evaluation",
        text: "Every Task 1 and Task 2 essay returned with corrections and a band estimate.",
      },
      {
        title: "Speaking practice",
        text: "One-to-one speaking sessions that mirror the three parts of the real interview.",
      },
    ],
    faq: [
      {
        q: "How long is my IELTS score valid?",
        a: "IELTS test results are valid for 2 years from the test date. Most universities will not accept a result older than that.",
      },
      {
        q: "What is the difference between IELTS Academic and IELTS General Training?",
        a: "IELTS Academic is for university admission and professional registration. IELTS General Training is for work experience, training programmes and migration. Listening and Speaking are the same; Reading and Writing differ.",
      },
      {
        q: "What band score do I need?",
        a: "Most undergraduate courses ask for an overall 6.0 to 6.5 and postgraduate courses 6.5 to 7.0, often with a minimum in each module. Always check your university's exact requirement.",
      },
      {
        q: "Can I take IELTS on a computer?",
        a: "Yes. Computer-delivered IELTS has the same content and scoring as the paper test, and results usually arrive within a few days.",
      },
    ],
    cta: {
      heading: "Start your IELTS Academic preparation today",
      text: "Talk to a counsellor about your target band and get a study plan that fits your test date.",
      links: [BOOK_CALL, ALL_EXAMS],
    },
  },

  pte: {
    slug: "pte",
    path: "/PTEAcademic",
    name: "PTE Academic",
    summary:
      "PTE Academic preparation: a computer-based English test of about 2 hours, scored 10-90, with results in about 2 business days. Practise every task type with AI-scored mock tests.",
    hero: {
      eyebrow: "PTE Academic preparation",
      title: "Score higher in PTE Academic, faster",
      subtitle:
        "Task-by-task coaching for the fully computer-based English test, with practice scored the way the test is scored.",
      image: "/images/exams/pte.svg",
      imageAlt: "Illustration of a computer screen with a microphone and a score dial",
      links: [BOOK_CALL, FREE_COURSES],
    },
    facts: [
      { label: "Test length", value: "About 2 hours" },
      { label: "Score range", value: "10-90" },
      { label: "Results", value: "In about 2 business days" },
      { label: "Format", value: "Computer-based, at a test centre" },
    ],
    description: {
      heading: "What is PTE Academic?",
      paragraphs: [
        "The Pearson Test of English (PTE) Academic is a computer-based English test for study abroad and migration. It takes about 2 hours in a single sitting, and responses are scored by a combination of automated scoring and human review.",
        "Scores are reported on a scale of 10-90, overall and for each communicative skill. Results usually arrive in about 2 business days, which makes PTE a good choice when a deadline is close.",
      ],
    },
    modules: [
      {
        title: "Speaking & Writing",
        detail: "About 54-67 minutes",
        description:
          "Read aloud, repeat sentences, describe images, retell lectures, summarise texts and write an essay.",
      },
      {
        title: "Reading",
        detail: "About 29-30 minutes",
        description: "Multiple-choice, re-order paragraphs and fill-in-the-blanks tasks on academic texts.",
      },
      {
        title: "Listening",
        detail: "About 30-43 minutes",
        description: "Summarise spoken text, highlight incorrect words and write from dictation.",
      },
    ],
    features: [
      { title: "Template strategies", text: "Proven response structures for every speaking and writing task type." },
      {
        title: "AI-scored practice",
        text: "Instant scores on practice questions so you can see your progress every day.",
      },
      { title: "5 full-length mock tests", text: "Full 2-hour mocks with a detailed score report on each skill." },
      {
        title: "Pronunciation clinic",
        text: "Focused sessions on fluency and pronunciation, the skills the scoring rewards most.",
      },
    ],
    faq: [
      {
        q: "How long does the PTE Academic test take?",
        a: "The test takes about 2 hours, in one sitting at a computer in a test centre.",
      },
      {
        q: "How is PTE Academic scored?",
        a: "You receive an overall score on a scale of 10-90, plus scores for Speaking, Writing, Reading and Listening on the same scale.",
      },
      {
        q: "When will I get my PTE results?",
        a: "Results are typically available in about 2 business days after your test.",
      },
      {
        q: "Where is PTE Academic accepted?",
        a: "Universities and colleges across the UK, Australia, New Zealand, Canada, Ireland and the USA accept PTE Academic, as do the Australian and New Zealand governments for visa purposes.",
      },
    ],
    cta: {
      heading: "Book your PTE Academic coaching",
      text: "Get a diagnostic test and a plan that targets the task types worth the most points.",
      links: [BOOK_CALL, ALL_EXAMS],
    },
  },

  toefl: {
    slug: "toefl",
    path: "/ToeflIBT",
    name: "TOEFL iBT",
    summary:
      "TOEFL iBT preparation: a test of about 3 hours, scored 0-120 with four sections of 0-30 each, accepted by 11,500+ universities. Coaching, practice tests and feedback.",
    hero: {
      eyebrow: "TOEFL iBT preparation",
      title: "Prepare for TOEFL iBT with confidence",
      subtitle:
        "Academic English coaching for Reading, Listening, Speaking and Writing, built around the real TOEFL iBT tasks.",
      image: "/images/exams/toefl.svg",
      imageAlt: "Illustration of a university building with a globe and a score card",
      links: [BOOK_CALL, FREE_COURSES],
    },
    facts: [
      { label: "Test length", value: "About 3 hours" },
      { label: "Total score", value: "0-120" },
      { label: "Each section", value: "0-30" },
      { label: "Accepted by", value: "11,500+ universities" },
    ],
    description: {
      heading: "What is TOEFL iBT?",
      paragraphs: [
        "The TOEFL iBT (Test of English as a Foreign Language, internet-based test) measures how well you use and understand English in a university classroom. It is accepted by 11,500+ universities and institutions in more than 160 countries, including almost every university in the USA and Canada.",
        "The test takes about 3 hours. Each of the four sections is scored 0-30, and the four add up to a total score of 0-120.",
      ],
    },
    modules: [
      {
        title: "Reading",
        detail: "Scored 0-30",
        description: "Academic passages with questions on main ideas, details, vocabulary and inference.",
      },
      {
        title: "Listening",
        detail: "Scored 0-30",
        description: "Lectures and campus conversations, with questions on what speakers mean and why.",
      },
      {
        title: "Speaking",
        detail: "Scored 0-30",
        description: "Independent and integrated tasks spoken into a microphone and recorded.",
      },
      {
        title: "Writing",
        detail: "Scored 0-30",
        description: "An integrated task based on a reading and a lecture, and an academic discussion task.",
      },
    ],
    features: [
      {
        title: "Section-wise coaching",
        text: "Dedicated classes for each of the four sections, with strategies for every question type.",
      },
      {
        title: "Integrated task practice",
        text: "Note-taking and synthesis drills for the read-listen-respond tasks.",
      },
      { title: "5 full-length mock tests", text: "Computer-based mocks with section scores on the real 0-30 scale." },
      {
        title: "University shortlisting",
        text: "Counsellors match your expected score to the requirements of your target universities.",
      },
    ],
    faq: [
      { q: "How long is the TOEFL iBT test?", a: "The TOEFL iBT takes about 3 hours including check-in." },
      {
        q: "How is the TOEFL iBT scored?",
        a: "Reading, Listening, Speaking and Writing are each scored 0-30. Together they give a total score of 0-120.",
      },
      {
        q: "Which universities accept TOEFL iBT?",
        a: "TOEFL iBT scores are accepted by 11,500+ universities and institutions in more than 160 countries, including the USA, Canada, the UK, Australia and Europe.",
      },
      { q: "How long are TOEFL scores valid?", a: "TOEFL iBT scores are valid for 2 years from the test date." },
    ],
    cta: {
      heading: "Aim for 100+ on the TOEFL iBT",
      text: "Book a free session: we assess your level and build a section-by-section plan.",
      links: [BOOK_CALL, ALL_EXAMS],
    },
  },

  duolingo: {
    slug: "duolingo",
    path: "/DuolingoTest",
    name: "Duolingo English Test",
    summary:
      "Duolingo English Test preparation: an online test of about 1 hour, scored 10-160, with results in 2 days, accepted by 4000+ institutions. Practice for every question type.",
    hero: {
      eyebrow: "Duolingo English Test preparation",
      title: "Ace the Duolingo English Test from home",
      subtitle:
        "Practise every adaptive question type and the writing and speaking samples before you sit the test online.",
      image: "/images/exams/duolingo.svg",
      imageAlt: "Illustration of a laptop with a webcam and a score card",
      links: [BOOK_CALL, FREE_COURSES],
    },
    facts: [
      { label: "Test length", value: "About 1 hour" },
      { label: "Score range", value: "10-160" },
      { label: "Results", value: "In 2 days" },
      { label: "Accepted by", value: "4000+ institutions" },
    ],
    description: {
      heading: "What is the Duolingo English Test?",
      paragraphs: [
        "The Duolingo English Test is an online, computer-adaptive English test you take at home, on your own computer, at any time. It takes about 1 hour, and questions get easier or harder depending on your answers.",
        "Scores are reported on a scale of 10-160 and arrive in 2 days. The test is accepted by 4000+ institutions worldwide, including universities in the USA, the UK, Canada, Australia and Europe.",
      ],
    },
    modules: [
      {
        title: "Setup",
        detail: "About 5 minutes",
        description: "Check your camera, microphone and ID, and read the test rules.",
      },
      {
        title: "Adaptive test",
        detail: "About 45 minutes",
        description:
          "Short, fast question types such as read and complete, read and select, listen and type, and read aloud.",
      },
      {
        title: "Writing & speaking samples",
        detail: "About 10 minutes",
        description:
          "An unscored video interview and writing sample that are sent to the institutions with your score.",
      },
    ],
    features: [
      {
        title: "Question-type drills",
        text: "Timed drills for each adaptive question type, from C-tests to interactive listening.",
      },
      {
        title: "Home test readiness",
        text: "A walkthrough of the technical and proctoring rules so nothing goes wrong on the day.",
      },
      {
        title: "5 full-length mock tests",
        text: "Adaptive practice tests with an estimated score on the 10-160 scale.",
      },
      {
        title: "Speaking feedback",
        text: "Recorded speaking answers reviewed by trainers, with tips on fluency and structure.",
      },
    ],
    faq: [
      {
        q: "How long is the Duolingo English Test?",
        a: "The whole test takes about 1 hour, including setup and the writing and speaking samples.",
      },
      {
        q: "How is the Duolingo English Test scored?",
        a: "You receive an overall score on a scale of 10-160, along with subscores.",
      },
      { q: "When do I get my results?", a: "Results arrive in 2 days after you finish the test." },
      {
        q: "Which institutions accept the Duolingo English Test?",
        a: "It is accepted by 4000+ institutions worldwide. Check each university's minimum score before you book.",
      },
    ],
    cta: {
      heading: "Get test-ready for Duolingo in weeks",
      text: "Start with a free level check and a short, focused practice plan.",
      links: [BOOK_CALL, ALL_EXAMS],
    },
  },
};

/* ---------------------------------------------------------------- GRE */

export interface GreContent {
  name: string;
  summary: string;
  hero: HeroContent & { buttons: string[] };
  about: { heading: string; paragraphs: string[] };
  facts: ExamFact[];
  modules: ExamModule[];
  reasons: ExamFeature[];
  faq: Faq[];
  cta: CtaContent;
}

export const GRE: GreContent = {
  name: "GRE Preparation",
  summary:
    "GRE coaching for Verbal Reasoning, Quantitative Reasoning and Analytical Writing: expert trainers, adaptive practice and full-length mock tests for graduate admissions abroad.",
  hero: {
    eyebrow: "GRE General Test preparation",
    title: "Crack the GRE with expert coaching",
    subtitle:
      "Live classes, adaptive practice and full-length mock tests for the exam graduate and business schools ask for.",
    image: "/images/exams/gre.svg",
    imageAlt: "Illustration of a graduation cap above a bar chart",
    // These buttons do nothing (no target page).
    buttons: ["Book Free Trial Class", "Explore GRE Course", "Enroll for GRE Coaching"],
  },
  about: {
    heading: "What is the GRE?",
    paragraphs: [
      "The GRE (Graduate Record Examinations) General Test is the admission test accepted by thousands of graduate programmes, including master's, MBA and doctoral programmes in the USA, Canada, Europe and Australia.",
      "It measures verbal reasoning, quantitative reasoning and analytical writing. Verbal and Quantitative are each scored 130-170 in one-point steps, and Analytical Writing 0-6 in half-point steps. Scores stay valid for 5 years.",
    ],
  },
  facts: [
    { label: "Total length", value: "About 3 hours 45 minutes" },
    { label: "Verbal & Quant", value: "130-170 each" },
    { label: "Analytical Writing", value: "0-6" },
    { label: "Retakes", value: "Once every 21 days, up to 5 times a year" },
  ],
  modules: [
    {
      title: "Verbal Reasoning",
      detail: "Scored 130-170",
      description: "Reading comprehension, text completion and sentence equivalence on academic passages.",
    },
    {
      title: "Quantitative Reasoning",
      detail: "Scored 130-170",
      description: "Arithmetic, algebra, geometry and data analysis, with an on-screen calculator.",
    },
    {
      title: "Analytical Writing",
      detail: "Scored 0-6",
      description: "An 'Analyze an Issue' essay that shows how you build and support an argument.",
    },
  ],
  reasons: [
    { title: "Expert faculty", text: "Trainers with 320+ GRE scores who teach shortcuts, not just syllabus." },
    { title: "Adaptive practice", text: "Question banks that adjust to your level, section by section." },
    {
      title: "5 full-length mock tests",
      text: "Timed, computer-based mocks with detailed analytics after every attempt.",
    },
    {
      title: "Admissions guidance",
      text: "Help with university shortlisting, SOPs and LORs once you have your score.",
    },
  ],
  faq: [
    {
      q: "How often can I retake the GRE?",
      a: "You can take the GRE General Test once every 21 days, up to 5 times a year (in any continuous rolling 12-month period).",
    },
    {
      q: "How long is the GRE?",
      a: "Plan for about 3 hours 45 minutes in total, including check-in, instructions and breaks.",
    },
    {
      q: "What is a good GRE score?",
      a: "For competitive programmes, aim for 155+ in Verbal, 160+ in Quant and 4.0+ in Analytical Writing. Requirements vary by programme.",
    },
    { q: "How long are GRE scores valid?", a: "GRE scores are valid for 5 years after the test date." },
  ],
  cta: {
    heading: "Not sure where to start?",
    text: "Compare all our exam preparation courses, or talk to a counsellor about the GRE and your target programmes.",
    links: [
      { label: "Explore all exams", to: "/exam-prep" },
      { label: "Book a Free Consultation", to: "/connect" },
    ],
  },
};

/* ---------------------------------------------------------------- /exam-prep hub */

export interface Course {
  id: number;
  title: string;
  /** Tailwind background class of the card. */
  background: string;
  subtitle: string;
  features: string[];
  image: string;
  /** The exam page its Start Preparation button opens. */
  to: string;
}

export const COURSES: Course[] = [
  {
    id: 1,
    title: "IELTS Academic",
    background: "bg-sky-50",
    subtitle: "For university admission abroad",
    features: ["All four modules", "Band 7+ strategies", "Score valid 2 years"],
    image: "/images/exams/ielts.svg",
    to: "/IELTS",
  },
  {
    id: 2,
    title: "TOEFL-IBT",
    background: "bg-amber-50",
    subtitle: "Accepted by 11,500+ universities",
    features: ["Scored 0-120", "Section-wise coaching", "Integrated tasks"],
    image: "/images/exams/toefl.svg",
    to: "/ToeflIBT",
  },
  {
    id: 3,
    title: "IELTS General",
    background: "bg-emerald-50",
    subtitle: "For work and migration",
    features: ["Everyday English tasks", "Letter writing", "Speaking practice"],
    image: "/images/exams/ielts-general.svg",
    to: "/services/test-preparation#inquiry",
  },
  {
    id: 4,
    title: "PTE",
    background: "bg-violet-50",
    subtitle: "Computer-based, fast results",
    features: ["About 2 hours", "Scored 10-90", "AI-scored practice"],
    image: "/images/exams/pte.svg",
    to: "/PTEAcademic",
  },
  {
    id: 5,
    title: "Duolingo English Test",
    background: "bg-lime-50",
    subtitle: "Take it online from home",
    features: ["About 1 hour", "Scored 10-160", "Results in 2 days"],
    image: "/images/exams/duolingo.svg",
    to: "/DuolingoTest",
  },
  {
    id: 6,
    title: "GRE",
    background: "bg-rose-50",
    subtitle: "For master's and MBA programmes",
    features: ["Verbal & Quant", "Analytical Writing", "Adaptive mocks"],
    image: "/images/exams/gre.svg",
    to: "/GREPrep",
  },
];

export interface Statistic {
  value: number;
  /** Text after the number, e.g. " Mn+". */
  suffix: string;
  label: string;
}

/** The closing call to action of /exam-prep. */
export const EXAM_PREP_CTA: CtaContent = {
  heading: "Ready to begin your preparation?",
  text: "Take a free assessment to find your current level, or book a consultation with a counsellor.",
  links: [
    { label: "Start Free Assessment", to: "/cource-finder" },
    { label: "Book Consultation", to: "/connect" },
  ],
};

export const BENEFITS: ExamFeature[] = [
  { title: "Certified trainers", text: "Trainers who know each test's format and scoring." },
  { title: "5 full-length mock tests", text: "Exam-like mocks for every course, with detailed score reports." },
  { title: "Flexible batches", text: "Weekday, weekend and evening batches, live online or in the classroom." },
  { title: "Personal study plan", text: "A plan built around your test date, your level and your target score." },
  { title: "Doubt-clearing sessions", text: "Small-group sessions to fix the questions that keep tripping you up." },
  { title: "24/7 support", text: "Study material, recordings and a support team whenever you need them." },
];

/** Partner records carry only a name. */
export const PARTNERS: string[] = [
  "Global Campus Housing",
  "EduFly Travel",
  "ScholarPay",
  "UniLink Admissions",
  "StudyCover Insurance",
  "CampusConnect SIM",
  "LinguaPro Testing",
  "FutureScholars Loans",
];

/** Partner carousel constants. */
export const PARTNER_CAROUSEL = {
  /** Auto-scroll step per animation frame. */
  step: 0.5,
  /** Distance moved by the left/right buttons. */
  slide: 250,
  /** Auto-scroll pause after a button click, in ms. */
  pauseMs: 3000,
} as const;

/** The page's title and description (its `meta`). */
export const EXAM_PREP_PAGE: MetaInput = {
  title: "Exam Preparation",
  description:
    "Prepare for IELTS Academic, IELTS General, TOEFL iBT, PTE, the Duolingo English Test and the GRE with certified trainers and full-length mock tests.",
};

/** Everything the /exam-prep page shows (its loader's answer). */
export const EXAM_PREP = {
  courses: COURSES,
  benefits: BENEFITS,
  partners: PARTNERS,
  cta: EXAM_PREP_CTA,
};
