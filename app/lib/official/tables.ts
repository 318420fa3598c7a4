/**
 * The official tables as published: NIRF ranking tables (Ministry of Education) and JoSAA
 * opening/closing-rank (OR-CR) tables. Parses each in the shapes the published copies use and
 * normalises names, ranks and programmes. Used by `npm run data:build` (the default directory)
 * and `npm run db:import` (an operator's upload). No I/O here.
 */
import { parse } from "csv-parse/sync";
import { cellReader, josaaRankCell, nirfRankCell, scoreCell, textCell, yearCell } from "./cells";

/* ------------------------------------------------------------------ names */

const ENTITIES: Record<string, string> = { "&amp;": "&", "&#39;": "'", "&quot;": '"', "&nbsp;": " " };

/** Whitespace collapsed, HTML entities of the scraped copies decoded. */
export function cleanText(s: string): string {
  return s
    .replace(/&(amp|#39|quot|nbsp);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\s+/g, " ")
    .trim();
}

/** A name's comparison form: lowercase words, "&" as "and", punctuation dropped. */
export function nameKey(s: string): string {
  return cleanText(s)
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/* ------------------------------------------------------------------ NIRF */

export const NIRF_CATEGORIES = [
  "Overall",
  "University",
  "College",
  "Research",
  "Engineering",
  "Management",
  "Pharmacy",
  "Medical",
  "Dental",
  "Law",
  "Architecture",
  "Agriculture",
  "Innovation",
  "Open University",
  "Skill University",
  "State Public University",
] as const;

export interface NirfRow {
  category: string;
  year: number;
  nirfId: string;
  name: string;
  city: string;
  state: string;
  rank: number | null;
  rankBand: string;
  score: number | null;
  tlr: number | null;
  rpc: number | null;
  go: number | null;
  oi: number | null;
  perception: number | null;
}

export interface TableProblem {
  line: number;
  reason: string;
}

/** The institution part of a NIRF id: IR-E-U-0456 and IR-O-U-0456 are both "U-0456". */
export function nirfInstitution(id: string): string | null {
  const m = /^IR-(?:\d+-)?[A-Z]+-(?:[A-Z]+-)?([A-Z])-?([0-9A-Z]+)$/.exec(id.trim().toUpperCase());
  return m ? `${m[1]}-${m[2]}` : null;
}

/** Column names as the published tables print them (the report's words). */
const NIRF_LABELS = {
  nirfId: "Institute ID",
  name: "Name",
  city: "City",
  state: "State",
  rank: "Rank",
  score: "Score",
  tlr: "TLR",
  rpc: "RPC",
  go: "GO",
  oi: "OI",
  perception: "Perception",
} as const;

const HEADERS: Record<keyof Omit<NirfRow, "category" | "year" | "rankBand">, RegExp> = {
  nirfId: /^(institute[ _]?)?id$/,
  name: /^(institute[ _]?)?name$/,
  city: /^city$/,
  state: /^state$/,
  rank: /^rank$/,
  score: /^(total[ _]?)?score$/,
  tlr: /^tlr/,
  rpc: /^rpc|^rp\b/,
  go: /^go\b|^go\(/,
  oi: /^oi\b|^oi\(/,
  perception: /^perception|^pr\b/,
};

/** A category as NIRF names it, or null. "state public universities" → "State Public University". */
export function nirfCategory(raw: string): string | null {
  const k = nameKey(raw).replace(/ies$/, "y").replace(/s$/, "");
  return NIRF_CATEGORIES.find((c) => nameKey(c) === k) ?? null;
}

/**
 * Parses one published NIRF table (CSV). Its header names the columns (Institute ID, Name,
 * City, State, Score, Rank and, where published, TLR, RPC, GO, OI, Perception); the category
 * and year come from the caller (the file they were published in) or a Stream/Category column.
 */
export function parseNirfTable(
  text: string,
  defaults: { category?: string; year?: number } = {},
): { rows: NirfRow[]; problems: TableProblem[]; lines: number[] } {
  const records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  const problems: TableProblem[] = [];
  if (!records.length) return { rows: [], lines: [], problems: [{ line: 1, reason: "the file is empty" }] };
  const header = records[0].map((h) => h.trim().toLowerCase());
  const col = Object.fromEntries(
    Object.entries(HEADERS).map(([k, re]) => [k, header.findIndex((h) => re.test(h))]),
  ) as Record<keyof typeof HEADERS, number>;
  const catCol = header.findIndex((h) => h === "stream" || h === "category");
  const yearCol = header.findIndex((h) => h === "year");
  const missing = (["nirfId", "name", "rank"] as const).filter((k) => col[k] < 0);
  if (missing.length)
    return {
      rows: [],
      lines: [],
      problems: [{ line: 1, reason: `missing column(s): ${missing.map((k) => NIRF_LABELS[k]).join(", ")}` }],
    };
  const rows: NirfRow[] = [];
  const lines: number[] = [];
  records.slice(1).forEach((r, i) => {
    const line = i + 2;
    const get = (k: keyof typeof HEADERS) => (col[k] >= 0 ? (r[col[k]] ?? "") : "");
    const nirfId = get("nirfId").trim().toUpperCase();
    const category = nirfCategory(catCol >= 0 ? (r[catCol] ?? "") : "") ?? defaults.category ?? null;
    if (!nirfInstitution(nirfId))
      return problems.push({ line, reason: `not a NIRF institute id: "${nirfId.slice(0, 40)}"` });
    if (!category) return problems.push({ line, reason: "no category (file name, Stream or Category column)" });
    // Every cell is read before the row is kept: one that does not read as its column's type makes the row malformed.
    const { reasons, cell } = cellReader();
    const year = yearCol >= 0 ? cell(yearCell, "Year", r[yearCol] ?? "", null) : (defaults.year ?? null);
    const rank = cell(nirfRankCell, "Rank", get("rank"), { rank: null, band: "" });
    const name = cell(textCell(200, true), "Name", cleanText(get("name")), "");
    const city = cell(textCell(80), "City", cleanText(get("city")), "");
    const state = cell(textCell(80), "State", cleanText(get("state")), "");
    const figures = Object.fromEntries(
      (["score", "tlr", "rpc", "go", "oi", "perception"] as const).map((k) => [
        k,
        cell(scoreCell, NIRF_LABELS[k], get(k), null),
      ]),
    ) as Record<"score" | "tlr" | "rpc" | "go" | "oi" | "perception", number | null>;
    if (reasons.length) return problems.push({ line, reason: reasons.join("; ") });
    if (!year) return problems.push({ line, reason: "no year" });
    lines.push(line);
    rows.push({ category, year, nirfId, name, city, state, rank: rank.rank, rankBand: rank.band, ...figures });
  });
  return { rows, problems, lines };
}

/** Category and year from a file name such as overall-2024.csv or all-2024-state-public-universities.csv. */
export function nirfFileMeta(file: string): { category?: string; year?: number } {
  const base = file.replace(/^.*\//, "").replace(/\.csv$/i, "");
  const year = Number(/(20\d\d)/.exec(base)?.[1]) || undefined;
  const words = base
    .replace(/20\d\d/, " ")
    .replace(/^all\b|nirf|rankings?/gi, " ")
    .replace(/[-_]+/g, " ");
  return { category: nirfCategory(words) ?? undefined, year };
}

/* ------------------------------------------------------------------ JoSAA */

export const JOSAA_TYPES = ["IIT", "NIT", "IIIT", "GFTI"] as const;
export type JosaaType = (typeof JOSAA_TYPES)[number];

export interface JosaaRow {
  institute: string;
  instituteType: JosaaType | null;
  program: string;
  quota: string;
  seatType: string;
  gender: string;
  opening: number | null;
  closing: number | null;
  openingPrep: boolean;
  closingPrep: boolean;
}

const DEGREES: Array<[RegExp, string]> = [
  [/^bachelor of technology$/i, "B.Tech"],
  [/^b\. ?tech \/ b\. ?tech \(hons\.?\)$/i, "B.Tech"],
  [/^bachelor of architecture$/i, "B.Arch"],
  [/^bachelor of planning$/i, "B.Plan"],
  [/^bachelor of design$/i, "B.Des"],
  [/^bachelor of science$/i, "B.S"],
  [/^integrated master of science$/i, "Integrated M.Sc"],
  [/^integrated master'?s? (of|in) technology$/i, "Integrated M.Tech"],
  [/^integrated b\. ?tech\.? and m\. ?tech\.?$/i, "Integrated B.Tech + M.Tech"],
  [/^integrated b\. ?tech\.? and m\. ?tech\.? ?\/ ?mba$/i, "Integrated B.Tech + M.Tech/MBA"],
  [/^integrated b\. ?tech\.? and mba$/i, "Integrated B.Tech + MBA"],
  [/^bachelor and master of technology \(dual degree\)$/i, "Dual Degree B.Tech + M.Tech"],
  [/^b\.tech\. \+ m\.tech\.\/ms \(dual degree\)$/i, "Dual Degree B.Tech + M.Tech/MS"],
  [/^bachelor of technology and mba \(dual degree\)$/i, "Dual Degree B.Tech + MBA"],
  [/^bachelor of science and master of science \(dual degree\)$/i, "Dual Degree B.S + M.S"],
  [/^bachelor of science and mba \(dual degree\)$/i, "Dual Degree B.S + MBA"],
];

/** "Computer Science and Engineering (4 Years, Bachelor of Technology)" → branch, degree, years. */
export function splitProgram(program: string): { branch: string; degree: string; years: number | null } {
  const p = cleanText(program);
  const m = /^(.*?)\s*\((\d+) Years?, (.*)\)$/.exec(p);
  if (!m) return { branch: p, degree: "", years: null };
  const published = m[3].trim();
  const degree = DEGREES.find(([re]) => re.test(published))?.[1] ?? published;
  return { branch: m[1].trim(), degree, years: Number(m[2]) };
}

/** JoSAA's institute type from the published type column or the name. */
export function josaaType(typeCell: string, name: string): JosaaType | null {
  const t = nameKey(typeCell);
  if (t === "iit" || t.startsWith("indian institute of technology")) return "IIT";
  if (t === "nit" || t.startsWith("national institute of technology")) return "NIT";
  if (t === "iiit" || t.startsWith("indian institute of information technology")) return "IIIT";
  if (t === "gfti" || t.startsWith("government funded")) return "GFTI";
  const n = nameKey(name);
  if (n.startsWith("indian institute of technology")) return "IIT";
  if (n.includes("national institute of technology")) return "NIT";
  if (n.startsWith("indian institute of information technology")) return "IIIT";
  return null;
}

const GENDERS: Record<string, string> = {
  "gender neutral": "Gender-Neutral",
  neutral: "Gender-Neutral",
  "female only including supernumerary": "Female-only (including Supernumerary)",
  female: "Female-only (including Supernumerary)",
};

const JOSAA_LABELS = {
  institute: "Institute",
  type: "Institute Type",
  program: "Academic Program Name",
  quota: "Quota",
  seat: "Seat Type",
  gender: "Gender",
  opening: "Opening Rank",
  closing: "Closing Rank",
} as const;

/**
 * Parses one published JoSAA OR-CR table (CSV): Institute, [Institute Type], Academic Program
 * Name, Quota, Seat Type, Gender, Opening Rank, Closing Rank. A preparatory-course rank "123P"
 * keeps its number with the prep flag.
 */
export function parseJosaaTable(text: string): { rows: JosaaRow[]; problems: TableProblem[]; lines: number[] } {
  const records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  if (!records.length) return { rows: [], lines: [], problems: [{ line: 1, reason: "the file is empty" }] };
  const header = records[0].map((h) => nameKey(h));
  const find = (...names: string[]) => header.findIndex((h) => names.includes(h));
  const c = {
    institute: find("institute", "institute name"),
    type: find("institute type", "institute_type", "type"),
    program: find("academic program name", "program", "branch", "academic programme name"),
    quota: find("quota"),
    seat: find("seat type", "seat", "category"),
    gender: find("gender"),
    opening: find("opening rank", "open", "orank"),
    closing: find("closing rank", "close", "crank"),
  };
  const missing = Object.entries(c)
    .filter(([k, i]) => k !== "type" && i < 0)
    .map(([k]) => JOSAA_LABELS[k as keyof typeof JOSAA_LABELS]);
  if (missing.length)
    return { rows: [], lines: [], problems: [{ line: 1, reason: `missing column(s): ${missing.join(", ")}` }] };
  const rows: JosaaRow[] = [];
  const lines: number[] = [];
  const problems: TableProblem[] = [];
  records.slice(1).forEach((r, i) => {
    const line = i + 2;
    const { reasons, cell } = cellReader();
    const institute = cell(textCell(200, true), "Institute", cleanText(r[c.institute] ?? ""), "");
    const program = cell(textCell(300, true), "Academic Program Name", cleanText(r[c.program] ?? ""), "");
    const open = cell(josaaRankCell, "Opening Rank", r[c.opening] ?? "", { n: null, prep: false });
    const close = cell(josaaRankCell, "Closing Rank", r[c.closing] ?? "", { n: null, prep: false });
    if (reasons.length) return problems.push({ line, reason: reasons.join("; ") });
    const gender = GENDERS[nameKey(r[c.gender] ?? "")];
    if (!gender) return problems.push({ line, reason: `unknown gender "${(r[c.gender] ?? "").slice(0, 40)}"` });
    if (close.n === null) return problems.push({ line, reason: "column Closing Rank: is empty" });
    lines.push(line);
    rows.push({
      institute,
      instituteType: josaaType(c.type >= 0 ? (r[c.type] ?? "") : "", institute),
      program,
      quota: cleanText(r[c.quota] ?? "").toUpperCase(),
      seatType: cleanText(r[c.seat] ?? ""),
      gender,
      opening: open.n,
      closing: close.n,
      openingPrep: open.prep,
      closingPrep: close.prep,
    });
  });
  return { rows, problems, lines };
}

/** Year and round from a file name such as orcr-2024-round5.csv. */
export function josaaFileMeta(file: string): { year?: number; round?: number } {
  const base = file.replace(/^.*\//, "");
  return {
    year: Number(/(20\d\d)/.exec(base)?.[1]) || undefined,
    round: Number(/round[-_ ]?(\d+)/i.exec(base)?.[1]) || undefined,
  };
}
