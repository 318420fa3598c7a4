/**
 * The Medical Counselling Committee's (MCC) NEET-UG All India Quota tables as data/mcc holds them, and how each
 * institute becomes a college of the directory: pure (the data build and its tests use it).
 *
 * A table row is one institute's opening and closing All India Rank for one course, year, round, quota and
 * category (the first and the last rank MCC allotted a seat to), with the institute's state, its type as MCC
 * lists it and the National Medical Commission's (NMC) MBBS seats for the year.
 */
import { parse } from "csv-parse/sync";

/** MCC's institute types: the Institutes of National Importance (AIIMS, JIPMER), central, state, ESIC, private. */
export const MCC_TYPES = ["INI", "CENTRAL", "GOVERNMENT", "ESIC", "PRIVATE"] as const;
export type MccType = (typeof MCC_TYPES)[number];

export interface MccRow {
  institute: string;
  state: string;
  type: MccType;
  course: "MBBS" | "BDS";
  year: number;
  round: number;
  /** MCC's quota as published: "All India" (15 % of a state college's seats) or "Open Seat Quota" (central institutes, INIs). */
  quota: string;
  category: string;
  opening: number;
  closing: number;
  allotted: number;
  /** The NMC's MBBS seats for the year (the college's whole intake, not the All India Quota's share). */
  seats: number | null;
}

/** data/mcc/neet-ug-{year}-round{n}-aiq-{category}.csv → its year, round and category. */
export function mccFileMeta(file: string): { year: number; round: number; category: string } | null {
  const m = /^neet-ug-(\d{4})-round(\d)-aiq-(open|ews|obc|sc|st)\.csv$/.exec(file);
  return m ? { year: Number(m[1]), round: Number(m[2]), category: m[3].toUpperCase() } : null;
}

const AIQ_QUOTAS = ["All India", "Open Seat Quota"];

/** One table's rows (the columns of the copy, data/SOURCES.md), and the lines that could not be read. */
export function parseMccTable(
  text: string,
  meta: { year: number; round: number; category: string },
): { rows: MccRow[]; lines: number[]; problems: Array<{ line: number; reason: string }> } {
  const records = parse(text, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const rows: MccRow[] = [];
  const lines: number[] = [];
  const problems: Array<{ line: number; reason: string }> = [];
  records.forEach((r, i) => {
    const line = i + 2;
    const num = (v: string | undefined) => (v && /^\d+$/.test(v.trim()) ? Number(v) : null);
    const opening = num(r.bestAIR);
    const closing = num(r.lastObservedAIR);
    const type = r.instituteType as MccType;
    if (!r.collegeName?.trim()) return problems.push({ line, reason: "no institute name" });
    if (!(MCC_TYPES as readonly string[]).includes(type))
      return problems.push({ line, reason: `unknown institute type "${r.instituteType}"` });
    if (!AIQ_QUOTAS.includes(r.primaryQuota)) return problems.push({ line, reason: `not an All India Quota row` });
    if (r.primaryCategory !== meta.category)
      return problems.push({ line, reason: `category "${r.primaryCategory}" in a ${meta.category} table` });
    if (opening === null || closing === null || opening < 1 || closing < opening)
      return problems.push({ line, reason: "opening and closing ranks unreadable or closing before opening" });
    lines.push(line);
    rows.push({
      institute: r.collegeName.trim(),
      state: r.state.trim(),
      type,
      course: "MBBS",
      year: meta.year,
      round: meta.round,
      quota: r.primaryQuota,
      category: meta.category,
      opening,
      closing,
      allotted: num(r.allotmentCount) ?? 0,
      seats: num(r.totalMBBSSeats2026),
    });
  });
  return { rows, lines, problems };
}

/** Government ownership for every MCC type but a private institute's. */
export const mccOwnership = (type: MccType) => (type === "PRIVATE" ? "private" : "public");

/**
 * The college name MCC's institute name stands for: an INI's name carries its address after the place
 * ("AIIMS, Jodhpur, BASNI PHASE - II, …" → "All India Institute of Medical Sciences, Jodhpur"); the others are the
 * NMC's names, kept (a trailing comma dropped).
 */
export function mccCollegeName(institute: string, type: MccType): string {
  const name = institute.replace(/[\s,]+$/, "").replace(/\s+/g, " ");
  if (type !== "INI") return name;
  const parts = name.split(",").map((p) => p.trim());
  const [head, second] = parts;
  const aiims = /^AIIMS[\s-]*(.*)$/i.exec(head);
  if (aiims) {
    const place = (aiims[1] || second || "").trim();
    return `All India Institute of Medical Sciences, ${place}`;
  }
  const jipmer = /^JIPMER\s+(.+)$/i.exec(head);
  if (jipmer) {
    const place = jipmer[1].toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
    return `Jawaharlal Institute of Post Graduate Medical Education & Research, ${place}`;
  }
  return second && /^all india institute/i.test(head) ? `${head}, ${second}` : head;
}

/**
 * The college's city: the name's last part after a comma that reads as a place (no digits, no brackets, not the
 * state itself), else its state.
 */
export function mccCity(name: string, state: string): string {
  const parts = name
    .replace(/\([^)]*\)?/g, "")
    .split(",")
    .map((p) => p.trim())
    .slice(1)
    .filter(
      (p) => p && p.length <= 30 && !/[\d()]/.test(p) && !/^near\b/i.test(p) && p.toLowerCase() !== state.toLowerCase(),
    );
  return parts.length ? parts[parts.length - 1] : state;
}

/** A reviewed link: an MCC institute name → the directory's slug of the college it is (data/mcc/college-names.csv). */
export interface MccMapping {
  institute: string;
  slug: string;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The directory college an MCC institute is: the reviewed mapping first, then a college whose name is the same
 * (letters and digits compared, "&" read as "and") in the same state; null when none is (a college of its own).
 */
export function matchMccInstitute(
  row: Pick<MccRow, "institute" | "state" | "type">,
  mapping: ReadonlyMap<string, string>,
  colleges: ReadonlyArray<{ slug: string; name: string; state: string }>,
): string | null {
  const pinned = mapping.get(row.institute);
  if (pinned) return pinned;
  const name = norm(mccCollegeName(row.institute, row.type));
  const same = colleges.filter((c) => c.state === row.state && norm(c.name) === name);
  return same.length === 1 ? same[0].slug : null;
}

/** data/mcc/reconciliation-{year}-round{n}.csv → its year and round. */
export function mccReconciliationMeta(file: string): { year: number; round: number } | null {
  const m = /^reconciliation-(\d{4})-round(\d)\.csv$/.exec(file);
  return m ? { year: Number(m[1]), round: Number(m[2]) } : null;
}

const RESERVED = ["EWS", "OBC", "SC", "ST"] as const;
const TRANSCRIBED_QUOTAS: Record<string, string> = { A: "All India", O: "Open Seat Quota" };

/**
 * A transcription of MCC's per-institute round summary (data/mcc/reconciliation-{year}-round{n}.csv: one line per
 * institute, its MCC code, quota (A = "All India", O = "Open Seat Quota") and, for Open, EWS, OBC, SC and ST, the
 * best and highest All India Rank allotted and the seats allotted) → the reserved categories' rows. A line joins the
 * institute of the OPEN table whose opening rank, closing rank and seats allotted equal its Open figures, and only when
 * exactly one does (with the same quota): that checks every line's reading against the other copy, and a line that
 * does not join is listed, never guessed. The institute's name, state, type and seats are the OPEN table's.
 */
export function expandReconciliation(
  text: string,
  meta: { year: number; round: number },
  open: readonly MccRow[],
): {
  rows: MccRow[];
  joined: Array<{ code: string; institute: string }>;
  problems: Array<{ line: number; reason: string }>;
} {
  const records = parse(text, { columns: true, comment: "#", skip_empty_lines: true, info: true }) as Array<{
    record: Record<string, string>;
    info: { lines: number };
  }>;
  const table = open.filter((r) => r.year === meta.year && r.round === meta.round && r.category === "OPEN");
  const rows: MccRow[] = [];
  const joined: Array<{ code: string; institute: string }> = [];
  const problems: Array<{ line: number; reason: string }> = [];
  const seen = new Set<string>();
  const num = (v: string | undefined) => (v && /^\d+$/.test(v.trim()) ? Number(v) : null);
  for (const { record: r, info } of records) {
    const line = info.lines;
    const code = (r.MCCCode ?? "").trim();
    const quota = TRANSCRIBED_QUOTAS[(r.Quota ?? "").trim()];
    if (!quota) {
      problems.push({ line, reason: `MCC code ${code}: unknown quota "${r.Quota}"` });
      continue;
    }
    const [best, highest, allotted] = [num(r.OpenBest), num(r.OpenHighest), num(r.OpenAllotted)];
    const same = table.filter((o) => o.opening === best && o.closing === highest && o.allotted === allotted);
    if (same.length !== 1 || same[0].quota !== quota) {
      problems.push({
        line,
        reason: `MCC code ${code}: its Open figures ${best} / ${highest} / ${allotted} match ${same.length === 1 ? "an institute of another quota" : `${same.length} institutes`} of the OPEN table`,
      });
      continue;
    }
    const o = same[0];
    if (seen.has(o.institute)) {
      problems.push({ line, reason: `MCC code ${code}: ${o.institute} transcribed twice` });
      continue;
    }
    seen.add(o.institute);
    joined.push({ code, institute: o.institute });
    for (const category of RESERVED) {
      const [opening, closing, n] = [
        num(r[`${category}Best`]),
        num(r[`${category}Highest`]),
        num(r[`${category}Allotted`]),
      ];
      if (opening === null && closing === null) continue;
      if (opening === null || closing === null || opening < 1 || closing < opening || !n) {
        problems.push({ line, reason: `MCC code ${code}: ${category} figures unreadable or highest before best` });
        continue;
      }
      rows.push({ ...o, category, opening, closing, allotted: n });
    }
  }
  return { rows, joined, problems };
}
