/**
 * India's entrance exams (/exams/{slug}): the facts that hold from one cycle to the next — who conducts the
 * exam, what it admits to, its pattern, subjects, mode, score or rank and official site. Each cycle's dates,
 * papers, syllabus, eligibility and sources are in entrance-exam-cycles.ts. `directoryExam` is the exam's
 * name in the college directory (college_courses.exams), `predictor` the predictor's exam where JoSAA
 * allots seats through it.
 */

export interface EntranceExam {
  slug: EntranceExamSlug;
  name: string;
  fullName: string;
  conductingBody: string;
  purpose: string;
  pattern: string[];
  subjects: string[];
  mode: string;
  result: string;
  officialSite: { label: string; url: string };
  /** The exam's name in the college directory's "Exam accepted" filter. */
  directoryExam: string;
  /** Words that find the page in the site search. */
  keywords: string;
  predictor?: "jee-main" | "jee-advanced";
}

export const ENTRANCE_EXAM_SLUGS = ["jee-main", "jee-advanced", "neet-ug", "cat", "cuet-ug", "gate"] as const;
export type EntranceExamSlug = (typeof ENTRANCE_EXAM_SLUGS)[number];

export const ENTRANCE_EXAMS: Record<EntranceExamSlug, EntranceExam> = {
  "jee-main": {
    slug: "jee-main",
    name: "JEE Main",
    fullName: "Joint Entrance Examination (Main)",
    conductingBody: "National Testing Agency (NTA), Ministry of Education",
    purpose:
      "Admission to B.E./B.Tech, B.Arch and B.Planning programmes at the NITs, IIITs and other government-funded technical institutes (GFTIs) through JoSAA counselling, and at institutes that admit on its scores; Paper 1 is also the qualifying exam for JEE Advanced.",
    pattern: [
      "Paper 1 (B.E./B.Tech): Physics, Chemistry and Mathematics.",
      "Paper 2A (B.Arch): Mathematics, an aptitude test and a drawing test.",
      "Paper 2B (B.Planning): Mathematics, an aptitude test and planning-based questions.",
      "Held in two sessions a year; a candidate may take one or both, and the better score counts.",
    ],
    subjects: ["Physics", "Chemistry", "Mathematics", "Aptitude (Paper 2)", "Drawing (B.Arch)"],
    mode: "Computer-based test (the B.Arch drawing test is on paper)",
    result:
      "NTA score (a percentile, 0–100, per session) and an All India Rank: the common rank list (CRL) and category ranks.",
    officialSite: { label: "jeemain.nta.nic.in", url: "https://jeemain.nta.nic.in" },
    directoryExam: "JEE Main",
    keywords: "JEE Main Joint Entrance Examination engineering entrance NTA NIT IIIT GFTI JoSAA BTech",
    predictor: "jee-main",
  },
  "jee-advanced": {
    slug: "jee-advanced",
    name: "JEE Advanced",
    fullName: "Joint Entrance Examination (Advanced)",
    conductingBody: "One of the IITs each year, by rotation, under the Joint Admission Board (JAB)",
    purpose:
      "Admission to the IITs' bachelor's, integrated master's and dual-degree programmes through JoSAA counselling. Only the top JEE Main Paper 1 candidates (a number announced each year) may take it.",
    pattern: [
      "Two compulsory papers (Paper 1 and Paper 2), three hours each, taken on the same day.",
      "Each paper has Physics, Chemistry and Mathematics sections.",
      "Question types vary from year to year (single and multiple correct answers, numerical answers, matching).",
    ],
    subjects: ["Physics", "Chemistry", "Mathematics"],
    mode: "Computer-based test",
    result: "Marks out of the year's total and an All India Rank: the common rank list (CRL) and category ranks.",
    officialSite: { label: "jeeadv.ac.in", url: "https://jeeadv.ac.in" },
    directoryExam: "JEE Advanced",
    keywords: "JEE Advanced IIT entrance Joint Entrance Examination JoSAA engineering",
    predictor: "jee-advanced",
  },
  "neet-ug": {
    slug: "neet-ug",
    name: "NEET-UG",
    fullName: "National Eligibility cum Entrance Test (Undergraduate)",
    conductingBody: "National Testing Agency (NTA), Ministry of Education",
    purpose:
      "The one entrance exam for MBBS, BDS and AYUSH degrees (BAMS, BUMS, BSMS, BHMS) across India; seats are allotted by the Medical Counselling Committee (All India quota, central and deemed universities) and by each state's counselling.",
    pattern: [
      "One paper with Physics, Chemistry and Biology (Botany and Zoology) sections.",
      "Multiple-choice questions; 720 marks in all, with marks deducted for wrong answers.",
    ],
    subjects: ["Physics", "Chemistry", "Biology (Botany and Zoology)"],
    mode: "Pen and paper (OMR answer sheet)",
    result: "Marks out of 720, a percentile and an All India Rank.",
    officialSite: { label: "neet.nta.nic.in", url: "https://neet.nta.nic.in" },
    directoryExam: "NEET",
    keywords: "NEET NEET UG National Eligibility cum Entrance Test medical entrance NTA MBBS BDS AYUSH",
  },
  cat: {
    slug: "cat",
    name: "CAT",
    fullName: "Common Admission Test",
    conductingBody: "One of the IIMs each year, by rotation",
    purpose:
      "Admission to the IIMs' postgraduate programmes in management (MBA/PGP) and to many other business schools that accept its scores.",
    pattern: [
      "Three sections, each with its own time limit: Verbal Ability and Reading Comprehension (VARC), Data Interpretation and Logical Reasoning (DILR), and Quantitative Ability (QA).",
      "Multiple-choice and type-in-the-answer questions.",
    ],
    subjects: [
      "Verbal Ability and Reading Comprehension",
      "Data Interpretation and Logical Reasoning",
      "Quantitative Ability",
    ],
    mode: "Computer-based test",
    result:
      "Scaled scores and percentiles, overall and per section; each institute then shortlists on its own criteria.",
    officialSite: { label: "iimcat.ac.in", url: "https://iimcat.ac.in" },
    directoryExam: "CAT",
    keywords: "CAT Common Admission Test MBA entrance IIM management",
  },
  "cuet-ug": {
    slug: "cuet-ug",
    name: "CUET-UG",
    fullName: "Common University Entrance Test (Undergraduate)",
    conductingBody: "National Testing Agency (NTA), Ministry of Education",
    purpose:
      "Admission to undergraduate programmes of the central universities (such as Delhi University, BHU and JNU) and of the state, deemed and private universities that take part.",
    pattern: [
      "Language tests, domain subjects and a General Test; each candidate takes the ones their chosen programmes ask for.",
      "Multiple-choice questions.",
    ],
    subjects: ["Languages", "Domain subjects (e.g. Physics, Accountancy, History)", "General Test"],
    mode: "Computer-based test",
    result: "A normalised score per subject; each university draws up its own merit list.",
    officialSite: { label: "cuet.nta.nic.in", url: "https://cuet.nta.nic.in" },
    directoryExam: "CUET",
    keywords: "CUET CUET UG Common University Entrance Test central universities NTA Delhi University BA BSc BCom",
  },
  gate: {
    slug: "gate",
    name: "GATE",
    fullName: "Graduate Aptitude Test in Engineering",
    conductingBody:
      "IISc Bengaluru and seven IITs (Bombay, Delhi, Guwahati, Kanpur, Kharagpur, Madras, Roorkee), one organising it each year, for the Ministry of Education",
    purpose:
      "Admission to M.Tech/M.E., M.Arch and direct PhD programmes (with the Ministry of Education's scholarship), and recruitment by public sector undertakings that use its scores.",
    pattern: [
      "One paper per subject (engineering, science, architecture, humanities); a candidate may take one or two of the permitted combinations.",
      "General Aptitude (15 marks) and the subject (85 marks), 100 marks in all.",
      "Multiple-choice, multiple-select and numerical-answer questions.",
    ],
    subjects: ["General Aptitude", "The chosen subject paper (e.g. Computer Science, Mechanical, Civil)"],
    mode: "Computer-based test",
    result: "Marks out of 100 and a GATE score out of 1000, valid for three years.",
    officialSite: {
      label: "The organising institute's GATE site (gate.iisc.ac.in lists each year's)",
      url: "https://gate.iisc.ac.in",
    },
    directoryExam: "GATE",
    keywords: "GATE Graduate Aptitude Test in Engineering MTech PSU IISc IIT postgraduate",
  },
};

export const entranceExam = (slug: string): EntranceExam | undefined =>
  (ENTRANCE_EXAM_SLUGS as readonly string[]).includes(slug) ? ENTRANCE_EXAMS[slug as EntranceExamSlug] : undefined;
