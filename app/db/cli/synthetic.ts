/**
 * Deterministic synthetic college records for `npm run db:generate` (scale tests) only, never
 * the shipped directory. Figures are illustrative: every record is marked `sample`, and every
 * college page says so.
 */
import { CSV_COLUMNS } from "../../lib/colleges/college-csv";

export type CsvRecord = Record<(typeof CSV_COLUMNS)[number], string>;

/** mulberry32: a small seeded PRNG, so the same seed gives the same data. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** name, degree, level, years, total fees range in INR (public, private), seats range, entrance exams. */
type CourseRow = [string, string, string, number, [number, number], [number, number], string];

interface CourseTemplate {
  name: string;
  degree: string;
  level: string;
  years: number;
  /** Total fees range in INR (public, private). */
  fees: [number, number];
  seats: [number, number];
  exams: string;
}

const COURSE_ROWS: Record<string, CourseRow[]> = {
  Engineering: [
    [
      "B.Tech Computer Science and Engineering",
      "B.Tech",
      "UG",
      4,
      [400_000, 1_600_000],
      [60, 240],
      "JEE Main/JEE Advanced",
    ],
    ["B.Tech Mechanical Engineering", "B.Tech", "UG", 4, [350_000, 1_400_000], [60, 180], "JEE Main"],
    ["M.Tech Data Science", "M.Tech", "PG", 2, [120_000, 500_000], [18, 60], "GATE"],
  ],
  Management: [
    ["MBA", "MBA", "PG", 2, [600_000, 2_500_000], [60, 400], "CAT/XAT/GMAT"],
    ["BBA", "BBA", "UG", 3, [150_000, 900_000], [60, 240], "CUET/NPAT"],
    ["PGDM", "PGDM", "PG", 2, [700_000, 2_000_000], [60, 240], "CAT/MAT"],
  ],
  Medical: [
    ["MBBS", "MBBS", "UG", 5.5, [60_000, 9_000_000], [100, 250], "NEET"],
    ["MD General Medicine", "MD", "PG", 3, [90_000, 6_000_000], [6, 30], "NEET PG"],
  ],
  Arts: [
    ["BA (Hons) Economics", "BA", "UG", 3, [15_000, 600_000], [40, 160], "CUET"],
    ["MA English", "MA", "PG", 2, [10_000, 300_000], [30, 80], "CUET PG"],
  ],
  Science: [
    ["B.Sc (Hons) Physics", "B.Sc", "UG", 3, [20_000, 500_000], [40, 120], "CUET"],
    ["M.Sc Chemistry", "M.Sc", "PG", 2, [15_000, 300_000], [20, 60], "CUET PG/IIT JAM"],
  ],
  Commerce: [
    ["B.Com (Hons)", "B.Com", "UG", 3, [20_000, 450_000], [60, 400], "CUET"],
    ["M.Com", "M.Com", "PG", 2, [15_000, 200_000], [40, 120], "CUET PG"],
  ],
  Law: [
    ["BA LLB (Hons)", "BA LLB", "UG", 5, [150_000, 1_500_000], [60, 180], "CLAT/AILET"],
    ["LLM", "LLM", "PG", 1, [100_000, 400_000], [20, 60], "CLAT PG"],
  ],
  "Computer Applications": [
    ["BCA", "BCA", "UG", 3, [90_000, 600_000], [60, 180], "CUET"],
    ["MCA", "MCA", "PG", 2, [80_000, 400_000], [30, 120], "NIMCET"],
  ],
  Pharmacy: [
    ["B.Pharm", "B.Pharm", "UG", 4, [100_000, 800_000], [60, 100], "MHT CET/GPAT"],
    ["M.Pharm", "M.Pharm", "PG", 2, [80_000, 400_000], [15, 40], "GPAT"],
  ],
  Design: [
    ["B.Des", "B.Des", "UG", 4, [200_000, 2_000_000], [30, 120], "UCEED/NID DAT"],
    ["M.Des", "M.Des", "PG", 2, [150_000, 800_000], [15, 40], "CEED"],
  ],
};

export const COURSE_TEMPLATES: Record<string, CourseTemplate[]> = Object.fromEntries(
  Object.entries(COURSE_ROWS).map(([stream, rows]) => [
    stream,
    rows.map(([name, degree, level, years, fees, seats, exams]) => ({
      name,
      degree,
      level,
      years,
      fees,
      seats,
      exams,
    })),
  ]),
);

export const AGENCY_IDS = ["indiatoday", "the-week", "nirf", "outlook", "iirf", "toi", "nirf-innovation"] as const;
export const RANK_YEARS = [2025, 2024, 2023] as const;

const ASPECTS = ["Academics", "Faculty", "Placements", "Infrastructure", "Campus life"];

const round = (n: number, step: number) => Math.round(n / step) * step;

export interface BaseCollege {
  slug: string;
  name: string;
  short?: string;
  aliases?: string;
  country?: string;
  state: string;
  city: string;
  ownership: "public" | "private" | "deemed" | "autonomous";
  established?: number;
  approvals?: string;
  streams: string[];
  /** Explicit rankings (`agency:year:category:rank|…`); otherwise generated from `tier`. */
  rankings?: string;
  /** 1 = top of its stream; larger = further down (illustrative rank seed). */
  tier: number;
  summary?: string;
  featured?: "universities" | "colleges";
  featuredOrder?: number;
  rating?: number;
  reviews?: number;
  /** First (featured) course with its fees, as on the home cards. */
  firstCourse?: { name: string; degree: string; stream: string; level: string; years: number; fees: number };
}

/** A full CSV record from the base facts, with illustrative courses, fees, seats, rankings and ratings. */
export function buildRecord(base: BaseCollege): CsvRecord {
  const r = rng(seedOf(base.slug));
  const publicish = base.ownership === "public";
  const courses: string[] = [];
  if (base.firstCourse) {
    const c = base.firstCourse;
    courses.push(
      [c.name, c.degree, c.stream, c.level, c.years, c.fees, "INR", 60 + Math.floor(r() * 120), ""].join(";"),
    );
  }
  for (const stream of base.streams) {
    for (const t of COURSE_TEMPLATES[stream] ?? []) {
      if (courses.some((c) => c.startsWith(`${t.name};`))) continue;
      const [lo, hi] = t.fees;
      const span = publicish ? [lo, lo + (hi - lo) * 0.35] : [lo + (hi - lo) * 0.3, hi];
      const fees = round(span[0] + r() * (span[1] - span[0]), 1000);
      const seats = round(t.seats[0] + r() * (t.seats[1] - t.seats[0]), 5) || t.seats[0];
      courses.push([t.name, t.degree, stream, t.level, t.years, fees, "INR", seats, t.exams].join(";"));
    }
  }
  let rankings = base.rankings ?? "";
  if (!rankings && base.tier > 0) {
    const parts: string[] = [];
    // Each agency ranks a college Overall and in its first stream (a list never mixes the two).
    const categories = ["Overall", ...base.streams.slice(0, 1)];
    for (const agency of AGENCY_IDS) {
      if (agency === "nirf-innovation" && r() < 0.6) continue;
      if (r() < 0.2) continue;
      const rank = Math.max(1, Math.round(base.tier * (0.7 + r() * 0.6)));
      for (const category of categories) {
        for (const [i, year] of RANK_YEARS.entries()) {
          parts.push(`${agency}:${year}:${category}:${Math.max(1, rank + Math.round((r() - 0.4) * 3) * i)}`);
        }
      }
    }
    rankings = parts.join("|");
  }
  const rating = base.rating ?? Math.round((3.4 + r() * 1.4 - Math.min(base.tier, 200) / 400) * 10) / 10;
  const ratings = ASPECTS.map((a) => `${a}=${Math.min(5, Math.max(1, rating + (r() - 0.5))).toFixed(1)}`).join(";");
  return {
    slug: base.slug,
    name: base.name,
    short_name: base.short ?? "",
    aliases: base.aliases ?? "",
    country: base.country ?? "india",
    state: base.state,
    city: base.city,
    ownership: base.ownership,
    established: base.established ? String(base.established) : "",
    approvals: base.approvals ?? "",
    streams: base.streams.join(";"),
    summary:
      base.summary ??
      `${base.name} is a ${base.ownership === "public" ? "public" : base.ownership} institution in ${base.city}${base.state ? `, ${base.state}` : ""} offering ${base.streams.join(", ").toLowerCase()} programmes.`,
    website: "",
    logo: "",
    image: "",
    rating: rating.toFixed(1),
    rating_count: String(base.reviews ?? 40 + Math.floor(r() * 1500)),
    ratings,
    courses: courses.join("|"),
    rankings,
    featured: base.featured ?? "",
    featured_order: base.featuredOrder ? String(base.featuredOrder) : "",
    category: "",
    world_rank: "",
    acceptance: "",
    students: "",
    tuition: "",
    tags: "",
    requirements: "",
    sample: "yes",
    source: "",
    data_updated: "",
  };
}

/* ------------------------------------------------------------------ synthetic names */

export const CITIES: ReadonlyArray<[string, string]> = [
  ["Mumbai", "Maharashtra"],
  ["Pune", "Maharashtra"],
  ["Nagpur", "Maharashtra"],
  ["Nashik", "Maharashtra"],
  ["Aurangabad", "Maharashtra"],
  ["New Delhi", "Delhi"],
  ["Noida", "Uttar Pradesh"],
  ["Lucknow", "Uttar Pradesh"],
  ["Bangalore", "Karnataka"],
  ["Mysore", "Karnataka"],
  ["Hyderabad", "Telangana"],
  ["Chennai", "Tamil Nadu"],
  ["Coimbatore", "Tamil Nadu"],
  ["Kolkata", "West Bengal"],
  ["Ahmedabad", "Gujarat"],
  ["Vadodara", "Gujarat"],
  ["Jaipur", "Rajasthan"],
  ["Indore", "Madhya Pradesh"],
  ["Bhopal", "Madhya Pradesh"],
  ["Chandigarh", "Chandigarh"],
  ["Kochi", "Kerala"],
  ["Bhubaneswar", "Odisha"],
  ["Patna", "Bihar"],
  ["Guwahati", "Assam"],
  ["Dehradun", "Uttarakhand"],
];

const NAME_PARTS: Record<string, string[]> = {
  Engineering: ["Institute of Technology", "College of Engineering", "Institute of Engineering and Technology"],
  Management: ["School of Management", "Institute of Management Studies", "Business School"],
  Medical: ["Medical College", "Institute of Medical Sciences"],
  Arts: ["College of Arts", "Arts and Humanities College"],
  Science: ["College of Science", "Institute of Science"],
  Commerce: ["College of Commerce", "Commerce and Economics College"],
  Law: ["Law College", "School of Law"],
  "Computer Applications": ["Institute of Computer Applications"],
  Pharmacy: ["College of Pharmacy"],
  Design: ["Institute of Design"],
};
const STREAM_LIST = Object.keys(NAME_PARTS);
const OWNERSHIPS = ["public", "private", "private", "autonomous", "deemed"] as const;
const PREFIXES = ["Sample", "Demo", "Example", "Model", "Synthetic", "Placeholder"];

/** The n-th synthetic college (1-based) for a seed: unmistakably named as sample data. */
export function syntheticBase(n: number, seed: number): BaseCollege {
  const r = rng(seed * 100_003 + n);
  const [city, state] = CITIES[Math.floor(r() * CITIES.length)];
  const stream = STREAM_LIST[Math.floor(r() * STREAM_LIST.length)];
  const second = r() < 0.35 ? STREAM_LIST[Math.floor(r() * STREAM_LIST.length)] : undefined;
  const parts = NAME_PARTS[stream];
  const prefix = PREFIXES[Math.floor(r() * PREFIXES.length)];
  const name = `${prefix} ${city} ${parts[Math.floor(r() * parts.length)]} ${n}`;
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return {
    slug,
    name,
    state,
    city,
    ownership: OWNERSHIPS[Math.floor(r() * OWNERSHIPS.length)],
    established: 1950 + Math.floor(r() * 70),
    streams: second && second !== stream ? [stream, second] : [stream],
    tier: r() < 0.5 ? 0 : 20 + Math.floor(r() * 300),
  };
}

export function toCsv(records: readonly CsvRecord[]): string {
  const esc = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return (
    [CSV_COLUMNS.join(","), ...records.map((r) => CSV_COLUMNS.map((c) => esc(r[c] ?? "")).join(","))].join("\n") + "\n"
  );
}
