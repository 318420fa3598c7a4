/**
 * The official tables the directory's build reads from data/ (data/SOURCES.md): NIRF's ranking tables, JoSAA's
 * opening/closing-rank tables with the date each copy was taken and their second copy, and the reviewed name mapping.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { type JosaaTable, type NameMapping } from "../../lib/official/directory";
import { type NirfRow, parseNirfTable, nirfFileMeta, josaaFileMeta, parseJosaaTable } from "../../lib/official/tables";
import { ROOT } from "./d1";
import { takenOn } from "./nirf-build";

/** The date the copies in data/ were taken (data/SOURCES.md). */
export const DATA_TAKEN = "2026-11-27";
export const DATA = join(ROOT, "data");

export function readNirf(problems: string[], taken: Map<string, string>): NirfRow[] {
  const dir = join(DATA, "nirf");
  const rows: NirfRow[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".csv"))
    .sort()) {
    const parsed = parseNirfTable(readFileSync(join(dir, file), "utf8"), nirfFileMeta(file));
    rows.push(...parsed.rows);
    // An edition's date: the copy taken first (a second copy only checks it).
    for (const r of parsed.rows)
      if (!taken.has(`${r.category}|${r.year}`)) taken.set(`${r.category}|${r.year}`, takenOn(file));
    for (const p of parsed.problems) problems.push(`data/nirf/${file} line ${p.line}: ${p.reason}`);
  }
  return rows;
}

/** JoSAA copies taken after the first ones (data/SOURCES.md); every other file was taken on DATA_TAKEN. */
const JOSAA_TAKEN_LATER: Readonly<Record<string, string>> = {
  "orcr-2025-round6.csv": "2026-11-28",
  "orcr-2025-round5-iit.csv": "2026-11-29",
};

/** Each JoSAA round held (year and round) and the date its copy was taken. */
export function josaaTakenDates(): Array<{ year: number; round: number; taken: string }> {
  return readdirSync(join(DATA, "josaa"))
    .filter((f) => /^orcr-.*\.csv$/.test(f))
    .map((f) => ({ ...josaaFileMeta(f), taken: JOSAA_TAKEN_LATER[f] ?? DATA_TAKEN }))
    .filter((m): m is { year: number; round: number; taken: string } => Boolean(m.year && m.round))
    .sort((a, b) => b.year - a.year || b.round - a.round);
}

export function readJosaa(problems: string[]): JosaaTable[] {
  const dir = join(DATA, "josaa");
  const tables: JosaaTable[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => /^orcr-.*\.csv$/.test(f))
    .sort()) {
    const { year, round } = josaaFileMeta(file);
    const parsed = parseJosaaTable(readFileSync(join(dir, file), "utf8"));
    for (const p of parsed.problems) problems.push(`data/josaa/${file} line ${p.line}: ${p.reason}`);
    if (year && round) tables.push({ year, round, rows: parsed.rows });
  }
  return tables;
}

/**
 * The second copy of the latest last round (data/josaa/sbrjt-*.csv) lists the same rows in the
 * same order with JoSAA's short names, the institutes' states and the preparatory-course flags:
 * taken where every row's programme and closing rank agree.
 */
export function secondCopy(tables: JosaaTable[], problems: string[]) {
  const shortNames = new Map<string, string>();
  const states = new Map<string, string>();
  const file = readdirSync(join(DATA, "josaa")).find((f) => f.startsWith("sbrjt-"));
  if (!file) return { shortNames, states };
  const { year, round } = josaaFileMeta(file);
  const main = tables.find((t) => t.year === year && t.round === round);
  const text = readFileSync(join(DATA, "josaa", file), "utf8");
  const raw = parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const copy = parseJosaaTable(text).rows;
  if (!main || copy.length !== main.rows.length) {
    problems.push(`data/josaa/${file}: not aligned with the main copy; not used`);
    return { shortNames, states };
  }
  copy.forEach((c, i) => {
    const m = main.rows[i];
    if (c.program !== m.program || c.closing !== m.closing || c.seatType !== m.seatType) {
      problems.push(`data/josaa/${file} line ${i + 2}: differs from the main copy`);
      return;
    }
    shortNames.set(m.institute, c.institute);
    states.set(m.institute, raw[i].State ?? "");
    m.openingPrep ||= c.openingPrep;
    m.closingPrep ||= c.closingPrep;
  });
  return { shortNames, states };
}

export function readMapping(): NameMapping[] {
  const text = readFileSync(join(DATA, "institute-names.csv"), "utf8");
  return (parse(text, { columns: true, skip_empty_lines: true, comment: "#" }) as NameMapping[]).map((m) => ({
    source: m.source,
    name: m.name,
    key: m.key,
  }));
}
