/**
 * What a student plans an entrance exam with (/exams/{slug}): the latest cycle's published dates, the pattern paper
 * by paper, a syllabus outline and eligibility, each exam with the pages they were read from and the date read.
 * A figure no page we hold publishes is `NOT_PUBLISHED`, never a guess. The conducting bodies' own sites
 * (`officialSite` in entrance-exams.ts) were not among the stored pages we could read; most figures come from a
 * secondary source (a news or education site's report of the body's notice), named as such in `sources`, and the
 * page tells the student to confirm it on the official site. A body's own document whose text we read through a
 * verbatim quote held elsewhere is `kind: "official"` with `via` naming where the quote was read.
 */
import type { EntranceExamSlug } from "./entrance-exams";

export const NOT_PUBLISHED = "Not published yet";
/** The day the pages below were read, unless a source names its own `readOn`. */
export const READ_ON = "2026-11-28";

export interface ExamDate {
  event: string;
  /** A date as published ("21–30 January 2026"), or NOT_PUBLISHED. */
  date: string;
}

export interface ExamPaper {
  paper: string;
  sections: string;
  questions: string;
  marks: string;
  negative: string;
  duration: string;
}

export interface ExamSource {
  /** What the page gave: "Dates", "Pattern", … */
  covers: string;
  /** The conducting body's own page, or a secondary source reporting the body's notice. */
  kind: "official" | "secondary";
  url: string;
  /** The page's own date, when it shows one (YYYY-MM-DD). */
  published?: string;
  /** The day this page was read (YYYY-MM-DD), when not READ_ON. */
  readOn?: string;
  /** Where an official document's text was read when the document itself was not: "a verbatim quote in …". */
  via?: string;
}

export interface ExamCycle {
  /** The cycle whose dates are held: "JEE Main 2026". */
  cycle: string;
  /** The next cycle. */
  next: string;
  dates: ExamDate[];
  /** The next cycle's dates as the body has published them (tentative where it says so); absent: none read. */
  nextDates?: ExamDate[];
  papers: ExamPaper[];
  syllabus: string[];
  eligibility: string[];
  /** The conducting body's page of previous years' papers, where one was found. */
  pastPapers: { label: string; url: string } | null;
  sources: ExamSource[];
}

const CALENDAR_VIA = "a verbatim quote of it in a public repository (SurgeEnterpriseAI/shishya)";
const VIA = "a verbatim quote of it, with its page, in a public repository (SurgeEnterpriseAI/shishya)";

export const EXAM_CYCLES: Record<EntranceExamSlug, ExamCycle> = {
  "jee-main": {
    cycle: "JEE Main 2026",
    next: "JEE Main 2027",
    nextDates: [
      {
        event: "Exam, session 1 (tentative)",
        date: "22–24 and 28–30 January 2027 (31 January in reserve); the application dates come with the Information Bulletin",
      },
    ],
    dates: [
      { event: "Application, session 1", date: "31 October – 27 November 2025" },
      {
        event: "Exam, session 1",
        date: "21–29 January 2026 (Paper 1: 21, 22, 23, 24 and 28 January; Paper 2: 29 January)",
      },
      { event: "Result, session 1", date: "16 February 2026 (Paper 1)" },
      { event: "Application, session 2", date: "1–25 February 2026 (reopened 12–13 March 2026)" },
      { event: "Exam, session 2", date: "2–8 April 2026" },
      { event: "Result, session 2", date: "20 April 2026" },
    ],
    papers: [
      {
        paper: "Paper 1 (B.E./B.Tech)",
        sections: "Physics, Chemistry, Mathematics: 20 multiple-choice and 5 numerical-value questions each",
        questions: "75",
        marks: "300 (4 for a right answer)",
        negative: "1 mark deducted for a wrong answer, in both sections; none for one left blank",
        duration: "3 hours (9 am–12 noon or 3–6 pm)",
      },
      {
        paper: "Paper 2A (B.Arch) and 2B (B.Planning)",
        sections:
          "Mathematics (25), Aptitude (50) and Drawing (2, on paper) for 2A; Mathematics, Aptitude and Planning for 2B",
        questions: "77 (Paper 2A)",
        marks: "400",
        negative: NOT_PUBLISHED,
        duration: "3 hours",
      },
    ],
    syllabus: [
      "Physics, Chemistry and Mathematics of classes 11 and 12 (NTA publishes the full syllabus on jeemain.nta.nic.in).",
      "Paper 2: Mathematics, aptitude and drawing or planning.",
    ],
    eligibility: [
      "Class 12 (or equivalent) passed in 2024 or 2025, or appearing in 2026.",
      "No age limit for the exam; institutes may set their own.",
    ],
    pastPapers: null,
    sources: [
      {
        covers: "JEE Main 2027 session 1 days (NTA examination calendar, public notice of 16 September 2026)",
        kind: "official",
        url: "https://nta.ac.in/Download/Notice/Notice_20260916195948.pdf",
        readOn: "2026-11-29",
        published: "2026-09-16",
        via: CALENDAR_VIA,
      },
      {
        covers:
          "Paper 1 pattern: 20 multiple-choice and 5 numerical questions a subject, 75 questions, 300 marks, +4 and −1 in both sections, 3 hours (Information Bulletin 2.4–2.5)",
        kind: "official",
        url: "https://cdnbbsr.s3waas.gov.in/s3f8e59f4b2fe7c5705bf878bbd494ccdf/uploads/2025/11/202511021649722475.pdf",
        readOn: "2026-11-29",
        via: VIA,
      },
      {
        covers: "Session 2 Paper 1 result declared 20 April 2026 (NTA press release)",
        kind: "official",
        url: "https://cdnbbsr.s3waas.gov.in/s3f8e59f4b2fe7c5705bf878bbd494ccdf/uploads/2026/04/20260420809492136.pdf",
        readOn: "2026-11-29",
        published: "2026-04-20",
        via: VIA,
      },
      {
        covers: "Session 1 application window, session 1 result",
        kind: "secondary",
        url: "https://findmycollege.com/exams/jee-main/result",
        published: "2026-03-05",
      },
      {
        covers: "Session 1 result date (16 February 2026)",
        kind: "secondary",
        url: "https://jobkisite.in/jee-main-2026-session-1-results-scorecard-percentile-final-keys-cutoff",
      },
      {
        covers: "Session 2 application window",
        kind: "secondary",
        url: "https://www.livemint.com/education/jee-main-2026-session-2-exam-dates-last-date-of-payment-and-other-details-11769940130210.html",
        published: "2026-02-01",
      },
      {
        covers: "Session 2 application reopened",
        kind: "secondary",
        url: "https://www.ndtvprofit.com/india/nta-reopens-registrations-for-jee-main-2026-session-2-heres-what-candidates-need-to-know-11209252",
      },
      {
        covers: "Paper 2 date, questions and marks",
        kind: "secondary",
        url: "https://www.toprankers.com/jee-main-paper-2-exam-pattern",
        published: "2025-12-01",
      },
      {
        covers: "Paper 1 days",
        kind: "secondary",
        url: "https://www.news9live.com/education-career/entrance-exams/jee-main-2026-session-1-exam-from-tomorrow-check-timings-dress-code-guidelines-2921020",
        published: "2026-01-20",
      },
      {
        covers: "Session 2 exam days",
        kind: "secondary",
        url: "https://careerpolitics.com/the_cp_team/jee-main-2026-session-2-result-declared-how-to-check-scorecard-percentile-and-rank-1h77",
      },
      {
        covers: "Eligibility, shift times",
        kind: "secondary",
        url: "https://www.ndtv.com/education/jee-main-2026-session-1-exam-admit-cards-expected-shortly-10768407",
      },
    ],
  },
  "jee-advanced": {
    cycle: "JEE Advanced 2026 (organised by IIT Roorkee)",
    next: "JEE Advanced 2027",
    dates: [
      { event: "Application", date: "23 April – 2 May 2026 (fee by 4 May)" },
      { event: "Exam", date: "17 May 2026" },
      { event: "Result", date: "1 June 2026" },
    ],
    papers: [
      {
        paper: "Paper 1 (compulsory)",
        sections: "Physics, Chemistry, Mathematics",
        questions: "Disclosed in the paper itself",
        marks: "Disclosed in the paper itself",
        negative: "Disclosed in the paper itself",
        duration: "3 hours (9 am–12 noon)",
      },
      {
        paper: "Paper 2 (compulsory)",
        sections: "Physics, Chemistry, Mathematics",
        questions: "Disclosed in the paper itself",
        marks: "Disclosed in the paper itself",
        negative: "Disclosed in the paper itself",
        duration: "3 hours (2:30–5:30 pm)",
      },
    ],
    syllabus: ["Physics, Chemistry and Mathematics at class 11–12 level (the full syllabus is on jeeadv.ac.in)."],
    eligibility: [
      "Among the top 2,50,000 candidates of JEE Main 2026 Paper 1 (all categories).",
      "Class 12 with Physics, Chemistry and Mathematics taken for the first time in 2025 or 2026.",
      "At most two attempts, in consecutive years; not admitted to an IIT before.",
    ],
    pastPapers: {
      label: "JEE (Advanced) past question papers, on the JEE (Advanced) site's archive",
      url: "https://jeeadv.ac.in/archive.html",
    },
    sources: [
      {
        covers: "Previous years' papers: the archive's address, as public repositories of the papers cite it",
        kind: "official",
        url: "https://jeeadv.ac.in/archive.html",
        readOn: "2026-11-29",
        via: "public repositories that take the papers from it (the archive page itself was not read)",
      },
      {
        covers: "Dates, papers, eligibility",
        kind: "secondary",
        url: "https://indianexpress.com/article/education/jee-advanced-2026-exam-on-may-17-jeeadv-ac-in-check-full-schedule-10571522/",
        published: "2026-03-08",
      },
      {
        covers: "Fee deadline, result",
        kind: "secondary",
        url: "https://www.indiatoday.in/education-today/news/story/jee-advanced-2026-registrations-to-begin-on-april-23-direct-link-eligibility-and-other-details-2843400-2025-12-29",
        published: "2025-12-29",
      },
    ],
  },
  "neet-ug": {
    cycle: "NEET-UG 2026",
    next: "NEET-UG 2027",
    dates: [
      { event: "Application", date: "8 February – 8 March 2026 (9 pm)" },
      { event: "Exam", date: "3 May 2026, 2–5 pm (cancelled by NTA after a paper leak)" },
      { event: "Exam, re-examination", date: "21 June 2026, 2–5:15 pm (pen and paper)" },
      { event: "Result", date: "16 July 2026" },
    ],
    papers: [
      {
        paper: "One paper (pen and paper, OMR)",
        sections: "Physics (45), Chemistry (45), Biology: Botany and Zoology (90)",
        questions: "180, all compulsory",
        marks: "720 (4 for a right answer)",
        negative: "1 mark deducted for a wrong answer; none for one left blank",
        duration: "3 hours (180 minutes)",
      },
    ],
    syllabus: [
      "Physics, Chemistry and Biology of classes 11 and 12, as prescribed by the National Medical Commission and published by NTA on neet.nta.nic.in.",
    ],
    eligibility: [
      "Class 12 (passed or appearing) with Physics, Chemistry, Biology/Biotechnology and English.",
      "At least 17 years old on 31 December 2026; no upper age limit.",
    ],
    pastPapers: null,
    sources: [
      {
        covers:
          "Pattern: 180 compulsory questions in 180 minutes, Physics 45, Chemistry 45, Biology 90, 720 marks, +4, −1, 0 unanswered; pen and paper (Information Bulletin, chapter 3)",
        kind: "official",
        url: "https://cdnbbsr.s3waas.gov.in/s37bc1ec1d9c3426357e69acd5bf320061/uploads/2026/02/202602231394640855.pdf",
        readOn: "2026-11-29",
        via: VIA,
      },
      {
        covers: "Result declared 16 July 2026 (NTA press release)",
        kind: "official",
        url: "https://cdnbbsr.s3waas.gov.in/s37bc1ec1d9c3426357e69acd5bf320061/uploads/2026/07/20260716477215762.pdf",
        readOn: "2026-11-29",
        published: "2026-07-16",
        via: VIA,
      },
      {
        covers: "3 May exam cancelled; re-examination on 21 June 2026",
        kind: "secondary",
        url: "https://www.thereportingtimes.com/?p=22761",
        readOn: "2026-11-29",
      },
      {
        covers: "Re-examination 21 June 2026, 2–5:15 pm",
        kind: "secondary",
        url: "https://www.telegraphindia.com/edugraph/news/nta-to-release-neet-ug-re-exam-2026-city-slip-and-admit-card-soon-important-updates-here/cid/2163438",
        readOn: "2026-11-29",
      },
      {
        covers: "Dates, timing",
        kind: "secondary",
        url: "https://www.indiatoday.in/education-today/news/story/neet-ug-2026-official-notification-out-how-to-apply-exam-date-fees-and-key-details-2864949-2026-02-08",
        published: "2026-02-08",
      },
      {
        covers: "Eligibility",
        kind: "secondary",
        url: "https://www.thehansindia.com/hans/education-careers/neet-ug-2026-applications-open-important-dates-eligibility-rules-and-how-to-apply-1046945",
      },
    ],
  },
  "cuet-ug": {
    cycle: "CUET-UG 2026",
    next: "CUET-UG 2027",
    dates: [
      { event: "Application", date: "3–30 January 2026 (fee by 31 January)" },
      { event: "Exam", date: "11–31 May 2026, with rescheduled tests on 6 and 7 June 2026" },
      { event: "Result", date: NOT_PUBLISHED },
    ],
    papers: [
      {
        paper: "Each test chosen (up to five): languages, domain subjects, General Test",
        sections: "One test per subject",
        questions: "50 per test, all compulsory",
        marks: "250 per test (5 for a right answer)",
        negative: "1 mark deducted for a wrong answer; none for one left blank",
        duration: "60 minutes per test",
      },
    ],
    syllabus: [
      "Domain subjects follow the class 12 syllabus; the language tests cover reading comprehension and usage; the General Test covers general knowledge, current affairs, reasoning and aptitude. NTA publishes each subject's syllabus on cuet.nta.nic.in.",
    ],
    eligibility: [
      "Class 12 (or equivalent) passed, or appearing in 2026; no age limit.",
      "Each university sets its own requirements for its programmes.",
    ],
    pastPapers: null,
    sources: [
      {
        covers: "Dates",
        kind: "secondary",
        url: "https://www.telegraphindia.com/edugraph/news/nta-opens-registration-for-cuet-ug-2026-exam-scheduled-from-may-11-to-31/cid/2140910",
        published: "2026-01-03",
      },
      {
        covers: "Duration",
        kind: "secondary",
        url: "https://www.hindustantimes.com/education/competitive-exams/cuet-ug-2026-when-will-registration-begin-check-who-can-apply-and-exam-details-here-101767254673469.html",
        published: "2026-01-01",
      },
      {
        covers: "Questions and marking",
        kind: "secondary",
        url: "https://www.patrika.com/en/education-news/cuet-ug-exam-begins-separate-dress-codes-for-men-and-women-19593850",
      },
      {
        covers: "Exam held 11–31 May and 6–7 June (rescheduled)",
        kind: "secondary",
        url: "https://www.careerlauncher.com/cuet/cuet-result/",
      },
      {
        covers: "Up to five tests, eligibility",
        kind: "secondary",
        url: "https://www.latestly.com/india/education/cuet-ug-2026-registration-begins-nta-opens-application-window-at-cuet-nta-nic-in-know-steps-to-apply-7261464.html",
        published: "2026-01-03",
      },
    ],
  },
  cat: {
    cycle: "CAT 2025 (convened by IIM Kozhikode)",
    next: "CAT 2026",
    dates: [
      { event: "Application", date: "1 August – 13 September 2025" },
      { event: "Exam", date: "30 November 2025 (three sessions)" },
      { event: "Result", date: "24 December 2025" },
    ],
    papers: [
      {
        paper: "One test in three timed sections",
        sections: "VARC (24), DILR (22), QA (22)",
        questions: "68",
        marks: "204 (3 for a right answer)",
        negative: "1 mark deducted for a wrong multiple-choice answer; none for type-in answers",
        duration: "2 hours (40 minutes a section)",
      },
    ],
    syllabus: [
      "Verbal Ability and Reading Comprehension: passages, paragraph summary and completion.",
      "Data Interpretation and Logical Reasoning: sets of graphs, tables, arrangements and puzzles.",
      "Quantitative Ability: arithmetic, algebra, geometry, number systems and modern mathematics.",
    ],
    eligibility: [
      "A bachelor's degree with at least 50% marks or equivalent CGPA (45% for SC, ST and PwD candidates); final-year students may apply.",
    ],
    pastPapers: null,
    sources: [
      {
        covers: "Dates, eligibility",
        kind: "secondary",
        url: "https://www.telegraphindia.com/edugraph/news/iim-releases-cat-2025-notification-and-registration-schedule-check-exam-date/cid/2115299",
      },
      {
        covers: "Application window",
        kind: "secondary",
        url: "https://www.sakshipost.com/news/career/cat-2025-notification-out-how-apply-key-dates-eligibility-and-more-433604",
        published: "2025-07-27",
      },
      {
        covers: "Result date, marking",
        kind: "secondary",
        url: "https://news.careers360.com/cat-2025-result-today-iimcat-ac-in-iim-kozhikode-percentile-calculation-marking-scheme-normalisation-method-cut-offs-mba-admission/amp",
        published: "2025-12-24",
      },
      {
        covers: "Duration, three 40-minute sections",
        kind: "secondary",
        url: "https://www.ndtv.com/education/cat-2025-exam-on-november-30-admit-card-out-mock-test-link-and-key-preparation-tips-here-9654200",
        published: "2025-11-18",
      },
      {
        covers: "Questions per section, marking",
        kind: "secondary",
        url: "https://www.psychometrictests.com/blog/common-admission-test-cat",
        published: "2025-09-19",
      },
    ],
  },
  gate: {
    cycle: "GATE 2026 (organised by IIT Guwahati)",
    next: "GATE 2027 (organised by IIT Madras)",
    nextDates: [
      { event: "Application", date: "2 September – 27 September 2026 (5 October 2026 with the late fee)" },
      { event: "Exam", date: "6, 7, 13, 14, 20 and 21 February 2027" },
      { event: "Result", date: "19 March 2027" },
    ],
    dates: [
      { event: "Application", date: "28 August – 6 October 2025 (9 October with the late fee)" },
      { event: "Exam", date: "7, 8, 14 and 15 February 2026" },
      { event: "Result", date: "19 March 2026" },
    ],
    papers: [
      {
        paper: "One paper (a second from the permitted pairs)",
        sections: "General Aptitude (15 marks) and the subject (85 marks)",
        questions: "65",
        marks: "100",
        negative: "Wrong multiple-choice answers lose marks; none for multiple-select or numerical answers",
        duration: "3 hours",
      },
    ],
    syllabus: [
      "General Aptitude: verbal, quantitative, analytical and spatial aptitude.",
      "The chosen paper's subject (30 papers, e.g. Computer Science, Mechanical, Civil), with engineering mathematics in the engineering papers; each paper's syllabus is on the organising institute's site.",
    ],
    eligibility: [
      "In the third or a higher year of a bachelor's programme, or holding a government-approved degree in engineering, technology, architecture, science, commerce, arts or humanities.",
      "No age limit.",
    ],
    pastPapers: null,
    sources: [
      {
        covers: "GATE 2027 application, exam and result dates (IIT Madras, important dates)",
        kind: "official",
        url: "https://gate2027.iitm.ac.in/important_dates",
        readOn: "2026-11-29",
        via: CALENDAR_VIA,
      },
      {
        covers: "Pattern, exam dates, result",
        kind: "secondary",
        url: "https://www.edexlive.com/exams/gate-2026-exam-dates-announced-by-iit-guwahati-check-full-schedule",
        published: "2025-11-11",
      },
      {
        covers: "Application opening",
        kind: "secondary",
        url: "https://www.outlookindia.com/education/gate-2026-registration-to-begin-on-august-28-key-details-for-applicants",
      },
      {
        covers: "Deadlines, eligibility",
        kind: "secondary",
        url: "https://www.indiatoday.in/education-today/notification/story/gate-2026-registration-last-date-extended-check-exam-schedule-and-eligibility-2795108-2025-09-29",
        published: "2025-09-29",
      },
      {
        covers: "Number of papers",
        kind: "secondary",
        url: "https://www.edexlive.com/news/2025/Aug/06/gate-2026-to-be-conducted-by-iit-guwahati-heres-everything-you-need-to-know",
      },
    ],
  },
};
