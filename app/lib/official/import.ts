/**
 * An operator's import of a published table: a NIRF ranking table (one category and year), a
 * JoSAA opening/closing-rank table (one year and round) or the college CSV. One path for
 * `npm run db:import` and the console's "Official data" page: parse → plan (what would be
 * added, changed with before → after, left unchanged, left unmatched, and the malformed rows
 * with their line numbers) → the statements that apply the plan. Reads go through the `Reader`
 * given (a local or remote D1, or the Worker's binding); nothing here writes.
 *
 * Matching follows the directory build: a NIRF row's college is the one its id's institution
 * part (IR-E-U-0456 → U-0456) already belongs to; a JoSAA institute's is the college whose
 * programmes carry its name, else the reviewed mapping (data/institute-names.csv) or a NIRF
 * name equal to it. Unmatched NIRF rows are written without a college (shown on /rankings as
 * published, linked to no college); unmatched JoSAA rows are not written. The report says so.
 */
import { parse } from "csv-parse/sync";
import { planAbroad } from "./abroad-import";
import { planColleges } from "./college-csv-import";
import { csvProblem, detectKind } from "./import-file";
import { IMPORT_MESSAGES, KIND_LABELS } from "./import-form";
import {
  type Reader,
  type ImportInput,
  type ImportPlan,
  ImportFileError,
  finish,
  BUMP_VERSION,
  type ImportReport,
  type PlanEntry,
} from "./import-plan";
import { planJosaa } from "./josaa-import";
import { planMcc } from "./mcc-import";
import { planNirf } from "./nirf-import";

/** Parses the file, reads what is held and returns the report and the statements that apply it. */
export async function planImport(read: Reader, input: ImportInput): Promise<ImportPlan> {
  if (!input.text.trim()) throw new ImportFileError("The file is empty.");
  const start = input.text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<")) throw new ImportFileError(IMPORT_MESSAGES.markup);
  try {
    // The header must read as CSV before the kind is told from it (the rest is read by the kind's parser).
    parse(input.text, { bom: true, relax_column_count: true, to_line: 1 });
  } catch (error) {
    throw csvProblem(error) ?? error;
  }
  const detected = detectKind(input.text);
  const kind = input.kind ?? detected;
  if (!kind)
    throw new ImportFileError(
      "The header names neither a college CSV (slug, name, country, city, ownership), a NIRF table (Institute ID, Name, Rank, …) nor a JoSAA table (Institute, Academic Program Name, Quota, Seat Type, Gender, Opening Rank, Closing Rank).",
    );
  if (input.kind && detected && detected !== input.kind)
    throw new ImportFileError(`This file's header is a ${KIND_LABELS[detected]}, not a ${KIND_LABELS[input.kind]}.`);
  try {
    if (kind === "nirf") return await planNirf(read, input);
    if (kind === "josaa") return await planJosaa(read, input);
    if (kind === "mcc") return await planMcc(read, input);
    if (kind === "abroad") {
      const { report, statements } = await planAbroad(read, input);
      return finish(report, statements.length ? [...statements, { sql: BUMP_VERSION, params: [] }] : statements);
    }
    return await planColleges(read, input);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw csvProblem(error) ?? error;
  }
}

/** The report as text lines (the CLI prints them; `limit` shortens each list). */
export function reportLines(report: ImportReport, limit = Infinity): string[] {
  const out: string[] = [
    `${report.title} from ${report.file}: ${report.read} rows read`,
    `  added ${report.counts.added}, changed ${report.counts.changed}, unchanged ${report.unchanged}, unmatched ${report.counts.unmatched}, malformed ${report.counts.malformed}${report.notInFile ? `; ${report.notInFile} held rows not in this file (left as they are)` : ""}`,
  ];
  const list = (title: string, entries: PlanEntry[], total: number) => {
    if (!entries.length) return;
    out.push(`${title} (${total}):`);
    for (const e of entries.slice(0, limit)) {
      out.push(`  line ${e.line}: ${e.text}`);
      for (const c of e.changes ?? []) out.push(`    ${c}`);
    }
    if (total > Math.min(entries.length, limit)) out.push(`  … and ${total - Math.min(entries.length, limit)} more`);
  };
  list("Added", report.added, report.counts.added);
  list("Changed", report.changed, report.counts.changed);
  list("Unmatched", report.unmatched, report.unmatched.length);
  if (report.unmatched.length) out.push(`  ${report.unmatchedNote}`);
  list("Malformed (not imported)", report.malformed, report.counts.malformed);
  return out;
}
