/** The plan of the college CSV's import: rows match by slug; an empty cell keeps the held figure unless asked to clear it. */
import { type CollegeRow, parseCollegeCsv } from "../colleges/college-csv";
import { type Statement, rowHash, storedOwnership, rowStatements, RECOMPUTE_STATEMENTS } from "../colleges/import";
import {
  type Reader,
  type ImportInput,
  type ImportPlan,
  ImportFileError,
  type PlanEntry,
  same,
  fmt,
  BUMP_VERSION,
  type ImportReport,
  UNMATCHED_NOTES,
  finish,
} from "./import-plan";

/** The college fields whose held value an empty cell would erase (the CSV column has the column's name). */
const KEPT_COLLEGE_FIELDS = [
  "short_name",
  "aliases",
  "state",
  "established",
  "summary",
  "website",
  "image",
  "world_rank",
  "acceptance",
  "students",
  "tuition",
] as const;

const isEmpty = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** The fields held for a college that this row leaves empty (courses included). */
function erasedFields(before: Record<string, unknown>, row: CollegeRow): string[] {
  const fields: string[] = KEPT_COLLEGE_FIELDS.filter((f) => !isEmpty(before[f]) && isEmpty(row[f]));
  if (Number(before.courses) > 0 && row.courses.length === 0) fields.push("courses");
  return fields;
}

export async function planColleges(read: Reader, input: ImportInput): Promise<ImportPlan> {
  const parsed = parseCollegeCsv(input.text);
  if (!parsed.rows.length && parsed.errors.length === 1 && parsed.errors[0].line === 1)
    throw new ImportFileError(`Not a college CSV: ${parsed.errors[0].reason}.`);
  const held = new Map<string, Record<string, unknown>>();
  const slugs = parsed.rows.map((r) => r.row.slug);
  for (let i = 0; i < slugs.length; i += 90) {
    const part = slugs.slice(i, i + 90);
    for (const r of await read(
      `SELECT slug, row_hash, name, city, state, ownership, ${KEPT_COLLEGE_FIELDS.join(", ")},
         (SELECT count(*) FROM college_courses cc WHERE cc.college_id = colleges.id) AS courses
       FROM colleges WHERE slug IN (${part.map((_, n) => `?${n + 1}`).join(", ")})`,
      part,
    ))
      held.set(String(r.slug), r);
  }
  const added: PlanEntry[] = [];
  const changed: PlanEntry[] = [];
  let unchanged = 0;
  const statements: Statement[] = [];
  const erasing: PlanEntry[] = [];
  for (const { line, row } of parsed.rows) {
    const before = held.get(row.slug);
    const text = `${row.slug} (${row.name}, ${row.city})`;
    // A college row replaces the record: an empty cell would erase a held figure, so it is refused unless the
    // operator chose "empty cells clear held figures".
    const erased = before && !input.clear ? erasedFields(before, row) : [];
    if (erased.length) {
      erasing.push({
        line,
        text: `${row.slug}: empty ${erased.join(", ")} would erase the held figure (fill the cell, or tick "Empty cells clear held figures")`,
      });
      continue;
    }
    if (before && before.row_hash === rowHash(row)) {
      unchanged++;
      continue;
    }
    if (!before) added.push({ line, text });
    else {
      const changes = (["name", "city", "state"] as const)
        .filter((f) => !same(before[f], row[f]))
        .map((f) => `${f}: ${fmt(before[f])} → ${fmt(row[f])}`);
      // Stored '' is an unknown ownership (the file says "unknown" or nothing).
      const ownership = storedOwnership(row.ownership);
      if (before.ownership !== ownership)
        changes.push(`ownership: ${before.ownership || "unknown"} → ${ownership || "unknown"}`);
      changed.push({ line, text, changes: changes.length ? changes : ["courses, rankings or other fields"] });
    }
    statements.push(...rowStatements(row));
  }
  if (statements.length)
    statements.push(...RECOMPUTE_STATEMENTS.map((sql) => ({ sql, params: [] })), { sql: BUMP_VERSION, params: [] });
  const malformed = [
    ...parsed.errors.map((e) => ({ line: e.line, text: `${e.slug ? `${e.slug}: ` : ""}${e.reason}` })),
    ...erasing,
  ].sort((a, b) => a.line - b.line);
  const report: ImportReport = {
    kind: "colleges",
    file: input.file,
    title: "College CSV",
    read: parsed.rows.length + parsed.errors.length,
    added,
    changed,
    unchanged,
    unmatched: [],
    malformed,
    notInFile: 0,
    unmatchedNote: UNMATCHED_NOTES.colleges,
    publicPath: "/colleges",
    counts: { added: added.length, changed: changed.length, unmatched: 0, malformed: malformed.length },
  };
  return finish(report, statements);
}
