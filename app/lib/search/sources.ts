/**
 * What the site search indexes, gathered from the typed content modules (one source of
 * truth: the pages and the search read the same data).
 */
import { ENTRANCE_EXAM_SLUGS, ENTRANCE_EXAMS } from "~/content/entrance-exams";
import { COURSES, EXAMS, GRE } from "~/content/exams";
import { NEWSLETTER_CATEGORIES } from "~/content/home-forms";
import { NIRF_EDITIONS } from "~/content/nirf-editions";
import { cardPrice } from "~/content/service-details";
import { services } from "~/content/services";
import { courseGroups, exploreExams } from "~/content/shell-links";
import { COUNTRY_GUIDES } from "~/content/study-abroad";
import { guidePath } from "~/content/study-abroad-countries";
import type { BlogRow } from "~/lib/content/types";
import type { SearchDoc } from "./engine";

const slug = (s: string) => normalizeId(s);
function normalizeId(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Expansions so abbreviations and full names find each other. */
const EXPANSIONS: Record<string, string> = {
  "B.Tech": "Bachelor of Technology engineering BTech",
  "M.Tech": "Master of Technology engineering MTech",
  "B.E": "Bachelor of Engineering BE",
  Diploma: "polytechnic engineering diploma",
  MBA: "Master of Business Administration management",
  PGDM: "Post Graduate Diploma in Management",
  BBA: "Bachelor of Business Administration management",
  "Executive MBA": "EMBA working professionals management",
  MBBS: "Bachelor of Medicine and Bachelor of Surgery doctor medical",
  BDS: "Bachelor of Dental Surgery dentist medical",
  BAMS: "Bachelor of Ayurvedic Medicine and Surgery ayurveda medical",
  BHMS: "Bachelor of Homeopathic Medicine and Surgery homeopathy medical",
  "JEE Main": "Joint Entrance Examination engineering entrance NTA",
  NEET: "National Eligibility cum Entrance Test medical entrance NTA MBBS",
  CAT: "Common Admission Test MBA entrance IIM",
  GATE: "Graduate Aptitude Test in Engineering MTech PSU",
  XAT: "Xavier Aptitude Test MBA entrance XLRI",
  MAT: "Management Aptitude Test MBA entrance AIMA",
};

const EXAM_KEYWORDS: Record<string, string> = {
  ielts: "International English Language Testing System IELTS English test band",
  pte: "Pearson Test of English PTE English test",
  toefl: "Test of English as a Foreign Language TOEFL English test",
  duolingo: "Duolingo English Test DET English test online",
};

/** The exam pages (IELTS, PTE, TOEFL, Duolingo, GRE) and the header's entrance exams. */
function examDocs(): SearchDoc[] {
  const pages: SearchDoc[] = Object.values(EXAMS).map((e) => ({
    id: `exam:${e.slug}`,
    type: "exam" as const,
    title: e.name,
    subtitle: e.summary,
    keywords: EXAM_KEYWORDS[e.slug],
    url: e.path,
  }));
  pages.push({
    id: "exam:gre",
    type: "exam",
    title: "GRE",
    subtitle: GRE.name,
    keywords: "Graduate Record Examinations GRE General Test masters MS admission",
    url: "/GREPrep",
  });
  return [...pages, ...entranceExamDocs()];
}

/** India's entrance exams: their pages (/exams/{slug}), then the header's other exams. */
function entranceExamDocs(): SearchDoc[] {
  const pages: SearchDoc[] = ENTRANCE_EXAM_SLUGS.map((s) => {
    const e = ENTRANCE_EXAMS[s];
    return {
      id: `exam:${s}`,
      type: "exam" as const,
      title: e.name,
      subtitle: e.fullName,
      keywords: e.keywords,
      url: `/exams/${s}`,
    };
  });
  const covered = new Set(pages.map((p) => p.url));
  const others = exploreExams
    .filter((e) => !covered.has(e.to ?? ""))
    .map((e) => ({
      id: `exam:${slug(e.label)}`,
      type: "exam" as const,
      title: e.label,
      subtitle: "Entrance exam in India",
      keywords: EXPANSIONS[e.label],
      url: e.to ?? "/blogs?category=Exams",
    }));
  const predictor: SearchDoc = {
    id: "exam:college-predictor",
    type: "exam",
    title: "College Predictor",
    subtitle: "JEE Main and JEE Advanced ranks: IITs, NITs, IIITs, GFTIs",
    keywords: "JoSAA college predictor rank predictor JEE rank IIT NIT IIIT closing rank cutoff",
    url: "/college-predictor",
  };
  return [...pages, ...others, predictor];
}

function courseDocs(): SearchDoc[] {
  const prep: SearchDoc[] = COURSES.map((c) => ({
    id: `course:prep-${c.id}`,
    type: "course" as const,
    title: `${c.title} preparation`,
    subtitle: c.subtitle,
    keywords: c.features.join(" "),
    url: c.to,
  }));
  const newsletter: SearchDoc[] = Object.entries(NEWSLETTER_CATEGORIES).map(([category, subs]) => ({
    id: `course:category-${slug(category)}`,
    type: "course" as const,
    title: `${category} courses`,
    subtitle: subs.join(", "),
    keywords: `${category} ${subs.join(" ")}`,
    url: "/cource-finder",
  }));
  return [...prep, ...menuCourseDocs(), ...newsletter];
}

function menuCourseDocs(): SearchDoc[] {
  return courseGroups.flatMap((g) =>
    g.items.map((item) => ({
      id: `course:${slug(item)}`,
      type: "course" as const,
      title: item,
      subtitle: `${g.title} course`,
      keywords: `${g.title} ${EXPANSIONS[item] ?? ""}`,
      url: "/cource-finder",
    })),
  );
}

function serviceDocs(): SearchDoc[] {
  return services.map((s) => ({
    id: `service:${s.slug}`,
    type: "service" as const,
    title: s.title,
    subtitle: `${s.category} · ${cardPrice(s)}`,
    keywords: `${s.category} ${s.desc}`,
    url: `/services/${s.slug}`,
  }));
}

/** NIRF's ranking tables held: "nirf 2024 engineering" finds /rankings for that category and year. */
function rankingDocs(): SearchDoc[] {
  return NIRF_EDITIONS.map((e) => ({
    id: `ranking:${slug(e.category)}-${e.year}`,
    type: "college" as const,
    title: `NIRF ${e.year} ${e.category} ranking`,
    subtitle: "Rank, score and parameter scores, as published by the Ministry of Education",
    keywords: `NIRF ${e.year} ${e.category} rankings rank list top colleges India Rankings National Institutional Ranking Framework`,
    url: `/rankings?category=${encodeURIComponent(e.category)}&year=${e.year}`,
  }));
}

/** The study-abroad country guides: "study in canada", "canada study permit", "uk student visa funds". */
function guideDocs(): SearchDoc[] {
  return COUNTRY_GUIDES.map((g) => ({
    id: `guide:${g.country}`,
    type: "service" as const,
    title: `Study in ${g.name}`,
    subtitle: `Country guide: ${g.permit}, proof of funds, work after study, English tests and costs`,
    keywords: `study abroad ${g.name} ${g.permit} visa study permit proof of funds blocked account post-study work permit English test IELTS TOEFL tuition living costs`,
    url: guidePath(g.country),
  }));
}

export function staticDocs(): SearchDoc[] {
  // Colleges come from the college directory's FTS index in D1 (index.server.ts).
  return [...examDocs(), ...courseDocs(), ...serviceDocs(), ...guideDocs(), ...rankingDocs()];
}

/** Blogs as search results (found by D1's FTS5 index, not the in-memory one). */
export function blogDocs(
  rows: ReadonlyArray<Pick<BlogRow, "blog_id" | "blog_title" | "category_name"> & { tags?: string }>,
): SearchDoc[] {
  return rows.map((b) => ({
    id: `blog:${b.blog_id}`,
    type: "blog" as const,
    title: b.blog_title,
    subtitle: `${b.category_name} · Blog`,
    keywords: `${b.category_name} ${b.tags ?? ""}`,
    url: `/blog/${b.blog_id}`,
  }));
}
