/**
 * The college CSV (format documented in docs/data-at-scale.md): its columns, one zod schema per row, and the parser
 * that reports every bad row with its line number and reason.
 */
import { parse } from "csv-parse/sync";
import * as z from "zod";
import { feeCell, CONTROL_CHARACTERS, CELL_MESSAGES, FORMULA_START } from "../official/cells";
import { SLUG_PATTERN } from "./compare";
import { STREAMS, INR_PER, AGENCIES, OWNERSHIPS } from "./model";

/** Columns the CSV and the colleges table share, in this order (then CSV-only or derived ones). */
export const PROFILE_COLUMNS = [
  "slug",
  "name",
  "short_name",
  "aliases",
  "country",
  "state",
  "city",
  "ownership",
  "established",
  "approvals",
  "streams",
  "summary",
  "website",
  "logo",
  "image",
  "rating",
  "rating_count",
] as const;
export const LISTING_COLUMNS = [
  "featured",
  "featured_order",
  "category",
  "world_rank",
  "acceptance",
  "students",
  "tuition",
  "tags",
  "requirements",
] as const;

export const CSV_COLUMNS = [
  ...PROFILE_COLUMNS,
  "ratings",
  "courses",
  "rankings",
  ...LISTING_COLUMNS,
  "sample",
  "source",
  "data_updated",
] as const;
export const REQUIRED_COLUMNS = ["slug", "name", "country", "city", "ownership"] as const;

const list = (sep: string) =>
  z
    .string()
    .default("")
    .transform((s) =>
      s
        .split(sep)
        .map((x) => x.trim())
        .filter(Boolean),
    );

const optionalInt = (label: string, min: number, max: number) =>
  z
    .string()
    .default("")
    .transform((s, ctx) => {
      const t = s.trim();
      if (!t) return null;
      const n = Number(t);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${label} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

export interface CourseEntry {
  name: string;
  degree: string;
  stream: string;
  level: string;
  duration: number;
  fees: number;
  currency: string;
  seats: number | null;
  exams: string[];
}
export interface RankingEntry {
  agency: string;
  year: number;
  category: string;
  rank: number;
}

const LEVELS = ["UG", "PG", "Diploma", "Doctorate", "Certificate"];

/** `name;degree;stream;level;years;fees;currency;seats;exam1/exam2`, courses separated by `|`. */
function parseCourses(value: string, ctx: z.RefinementCtx): CourseEntry[] {
  const out: CourseEntry[] = [];
  for (const [i, entry] of value
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean)
    .entries()) {
    const f = entry.split(";").map((s) => s.trim());
    const where = `courses entry ${i + 1}`;
    if (f.length !== 9) {
      ctx.addIssue({ code: "custom", message: `${where} needs 9 fields separated by ";" (has ${f.length})` });
      continue;
    }
    const [name, degree, stream, level, years, fees, currency, seats, exams] = f;
    const streamName = STREAMS.find((s) => s.toLowerCase() === stream.toLowerCase());
    const problems: string[] = [];
    if (!name || !degree) problems.push("name and degree are required");
    if (!streamName) problems.push(`unknown stream "${stream}"`);
    if (!LEVELS.includes(level)) problems.push(`level must be one of ${LEVELS.join(", ")}`);
    if (!(Number(years) > 0 && Number(years) <= 10)) problems.push("duration must be 0.5 to 10 years");
    const fee = feeCell.safeParse(fees);
    if (!fee.success || fee.data === null) problems.push("fees must be a whole number");
    if (!(currency in INR_PER)) problems.push(`unknown currency "${currency}"`);
    if (seats && !/^\d{1,6}$/.test(seats)) problems.push("seats must be a whole number");
    if (problems.length) {
      ctx.addIssue({ code: "custom", message: `${where}: ${problems.join("; ")}` });
      continue;
    }
    out.push({
      name,
      degree,
      stream: streamName!,
      level,
      duration: Number(years),
      fees: Number(fees),
      currency,
      seats: seats ? Number(seats) : null,
      exams: exams
        .split("/")
        .map((s) => s.trim())
        .filter(Boolean),
    });
  }
  return out;
}

/** `agency:year:category:rank`, separated by `|`. */
function parseRankings(value: string, ctx: z.RefinementCtx): RankingEntry[] {
  const out: RankingEntry[] = [];
  for (const [i, entry] of value
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean)
    .entries()) {
    const [agency, year, category, rank, extra] = entry.split(":").map((s) => s.trim());
    const where = `rankings entry ${i + 1}`;
    if (extra !== undefined || rank === undefined) {
      ctx.addIssue({ code: "custom", message: `${where} must be agency:year:category:rank` });
      continue;
    }
    if (!AGENCIES.some((a) => a.id === agency)) {
      ctx.addIssue({ code: "custom", message: `${where}: unknown agency "${agency}"` });
      continue;
    }
    if (!/^20\d\d$/.test(year) || !/^\d{1,5}$/.test(rank) || Number(rank) < 1) {
      ctx.addIssue({ code: "custom", message: `${where}: year must be 20xx and rank a whole number from 1` });
      continue;
    }
    out.push({ agency, year: Number(year), category: category || "Overall", rank: Number(rank) });
  }
  return out;
}

/** A text cell: no control characters, and not what a spreadsheet would run as a formula. */
const plain = (label: string) => (schema: z.ZodString) =>
  schema
    .refine((s) => !CONTROL_CHARACTERS.test(s), `${label} ${CELL_MESSAGES.control}`)
    .refine((s) => !FORMULA_START.test(s.trim()), `${label} ${CELL_MESSAGES.formula}`);

export const CollegeRowSchema = z.object({
  slug: z
    .string({ error: "slug is required" })
    .trim()
    .min(1, "slug is required")
    .max(120, "slug is longer than 120 characters")
    .regex(SLUG_PATTERN, "slug must be lowercase letters, digits and single hyphens"),
  name: plain("name")(
    z.string({ error: "name is required" }).trim().min(2, "name is required").max(200, "name is too long"),
  ),
  short_name: plain("short_name")(z.string().trim().max(40, "short_name is too long")).default(""),
  aliases: plain("aliases")(z.string().trim().max(300, "aliases is too long")).default(""),
  country: z
    .string({ error: "country is required" })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]+(-[a-z]+)*$/, "country must be a lowercase word such as india or usa"),
  state: plain("state")(z.string().trim().max(80)).default(""),
  city: plain("city")(z.string({ error: "city is required" }).trim().min(1, "city is required").max(80)),
  // "unknown" or empty: no source gives it (stored as '', pages say "Not published yet").
  ownership: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v || "unknown")
    .pipe(
      z.enum([...OWNERSHIPS.map((o) => o.value), "unknown"], {
        error: `ownership must be one of ${OWNERSHIPS.map((o) => o.value).join(", ")} (or unknown, or empty)`,
      }),
    ),
  established: optionalInt("established", 1800, 2100),
  approvals: list(";"),
  streams: list(";").superRefine((values, ctx) => {
    for (const v of values) {
      if (!STREAMS.some((s) => s.toLowerCase() === v.toLowerCase())) {
        ctx.addIssue({ code: "custom", message: `unknown stream "${v}" (one of ${STREAMS.join(", ")})` });
      }
    }
  }),
  summary: plain("summary")(z.string().trim().max(2000, "summary is longer than 2000 characters")).default(""),
  website: z
    .string()
    .trim()
    .default("")
    .refine((s) => s === "" || /^https:\/\/[^\s"<>]+$/.test(s), "website must start with https://"),
  logo: z.string().trim().max(8, "logo initials are at most 8 characters").default(""),
  image: z
    .string()
    .trim()
    .default("")
    .refine((s) => s === "" || /^\/[\w./-]+$/.test(s), "image must be a site path such as /images/x.svg"),
  rating: z
    .string()
    .default("")
    .transform((s, ctx) => {
      if (!s.trim()) return 0;
      const n = Number(s);
      if (!(n >= 0 && n <= 5)) {
        ctx.addIssue({ code: "custom", message: "rating must be a number from 0 to 5" });
        return z.NEVER;
      }
      return Math.round(n * 10) / 10;
    }),
  rating_count: optionalInt("rating_count", 0, 10_000_000),
  ratings: z
    .string()
    .default("")
    .transform((s, ctx) => {
      const out: Array<{ aspect: string; score: number }> = [];
      for (const part of s
        .split(";")
        .map((x) => x.trim())
        .filter(Boolean)) {
        const [aspect, score] = part.split("=").map((x) => x.trim());
        if (!aspect || !(Number(score) >= 0 && Number(score) <= 5)) {
          ctx.addIssue({ code: "custom", message: `ratings entry "${part}" must be Aspect=score (0 to 5)` });
          continue;
        }
        out.push({ aspect, score: Number(score) });
      }
      return out;
    }),
  courses: z
    .string()
    .default("")
    .transform((s, ctx) => parseCourses(s, ctx)),
  rankings: z
    .string()
    .default("")
    .transform((s, ctx) => parseRankings(s, ctx)),
  featured: z
    .enum(["", "universities", "colleges"], { error: "featured must be empty, universities or colleges" })
    .default(""),
  featured_order: optionalInt("featured_order", 0, 1000),
  category: z
    .enum(["", "ambitious", "moderate", "safe"], { error: "category must be ambitious, moderate or safe" })
    .default(""),
  world_rank: optionalInt("world_rank", 1, 100_000),
  acceptance: plain("acceptance")(z.string().trim().max(20)).default(""),
  students: plain("students")(z.string().trim().max(20)).default(""),
  tuition: plain("tuition")(z.string().trim().max(30)).default(""),
  tags: list(";"),
  requirements: z
    .string()
    .default("")
    .transform((s, ctx) => {
      if (!s.trim()) return null;
      const req: Record<string, string> = {};
      for (const part of s.split(";")) {
        const [k, v] = part.split("=").map((x) => x.trim());
        if (!["gpa", "ielts", "gre", "gmat"].includes(k) || !v) {
          ctx.addIssue({ code: "custom", message: `requirements entry "${part}" must be gpa|ielts|gre|gmat=value` });
          return z.NEVER;
        }
        req[k] = v;
      }
      return req;
    }),
  sample: z
    .string()
    .default("")
    .transform((s, ctx) => {
      const t = s.trim().toLowerCase();
      if (["", "0", "no", "false"].includes(t)) return false;
      if (["1", "yes", "true"].includes(t)) return true;
      ctx.addIssue({ code: "custom", message: "sample must be yes or no" });
      return z.NEVER;
    }),
  // official: built from the published tables in data/ (`npm run data:build`); empty for an operator's row.
  source: z.enum(["", "official"], { error: "source must be empty or official" }).default(""),
  data_updated: z
    .string()
    .trim()
    .default("")
    .refine((s) => s === "" || /^\d{4}-\d{2}-\d{2}$/.test(s), "data_updated must be a date YYYY-MM-DD"),
});
export type CollegeRow = z.output<typeof CollegeRowSchema>;

export interface RowError {
  line: number;
  slug: string;
  reason: string;
}

export interface ParsedCsv {
  rows: Array<{ line: number; row: CollegeRow }>;
  errors: RowError[];
}

/** Parses and validates a CSV file's text. File-level problems are reported as line 1. */
export function parseCollegeCsv(text: string): ParsedCsv {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      trim: false,
    }) as never;
  } catch (error) {
    const e = error as { message?: string; lines?: number };
    return { rows: [], errors: [{ line: e.lines ?? 1, slug: "", reason: `not valid CSV: ${e.message ?? error}` }] };
  }
  if (!records.length) return { rows: [], errors: [{ line: 1, slug: "", reason: "the file is empty" }] };
  const header = records[0].record.map((h) => h.trim().toLowerCase());
  const unknown = header.filter((h) => !(CSV_COLUMNS as readonly string[]).includes(h));
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  const headerErrors: RowError[] = [];
  if (unknown.length) headerErrors.push({ line: 1, slug: "", reason: `unknown column(s): ${unknown.join(", ")}` });
  if (missing.length) headerErrors.push({ line: 1, slug: "", reason: `missing column(s): ${missing.join(", ")}` });
  if (headerErrors.length) return { rows: [], errors: headerErrors };

  const rows: ParsedCsv["rows"] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of records.slice(1)) {
    const line = info.lines;
    const raw = Object.fromEntries(header.map((h, i) => [h, record[i] ?? ""]));
    const slug = String(raw.slug ?? "").trim();
    if (record.length !== header.length) {
      errors.push({ line, slug, reason: `has ${record.length} fields, the header has ${header.length}` });
      continue;
    }
    const result = CollegeRowSchema.safeParse(raw);
    if (!result.success) {
      errors.push({ line, slug, reason: result.error.issues.map((i) => i.message).join("; ") });
      continue;
    }
    const first = seen.get(result.data.slug);
    if (first !== undefined) {
      errors.push({ line, slug, reason: `duplicate slug (first on line ${first})` });
      continue;
    }
    seen.set(result.data.slug, line);
    rows.push({ line, row: result.data });
  }
  return { rows, errors };
}
