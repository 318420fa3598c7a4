/**
 * The plan of a JoSAA opening/closing-rank table's import (one year and round): an institute's college is the one whose
 * programmes carry its name, else the reviewed mapping or an equal NIRF name; unmatched rows are not written.
 */
import { type Statement, RECOMPUTE_STATEMENTS } from "../colleges/import";
import {
  type Reader,
  type ImportInput,
  type ImportPlan,
  ImportFileError,
  type PlanEntry,
  loadIndex,
  rankText,
  same,
  jsonChunks,
  j,
  sourceStatement,
  BUMP_VERSION,
  type ImportReport,
  UNMATCHED_NOTES,
  finish,
} from "./import-plan";
import { recognisePrep, roundTypes } from "./josaa-rules";
import { josaaFileMeta, parseJosaaTable, type JosaaRow, splitProgram } from "./tables";

const QUOTAS = ["AI", "HS", "OS", "GO", "JK", "LA"];
/** Branch names that already say their degree: the course is named by the branch alone (as the build does). */
const PLAIN_BRANCH = /^(b\.? ?tech|b\.? ?s\b|bs |m\.? ?tech|integrated|dual|b\.? ?arch|b\.? ?des|b\.? ?plan)/i;
const SEAT_TYPE = /^(OPEN|EWS|OBC-NCL|SC|ST)( \(PwD\))?$/;

export async function planJosaa(read: Reader, input: ImportInput): Promise<ImportPlan> {
  const fromName = josaaFileMeta(input.file);
  const year = input.year ?? fromName.year;
  const round = input.round ?? fromName.round;
  const parsed = parseJosaaTable(input.text);
  if (!parsed.rows.length && parsed.problems.some((p) => p.line === 1))
    throw new ImportFileError(`Not a JoSAA table: ${parsed.problems[0].reason}.`);
  if (!year || year < 2016 || year > 2100)
    throw new ImportFileError(
      "Give the year (the file name orcr-2025-round1.csv carries it, or fill in the field).",
      "year",
    );
  if (!round || round < 1 || round > 10)
    throw new ImportFileError(
      "Give the round (the file name orcr-2025-round1.csv carries it, or fill in the field).",
      "round",
    );
  // The data build's rules: a closing rank below the opening rank is a preparatory-course rank that lost its "P";
  // the round records the institute types its table holds.
  const table = { year, round, rows: parsed.rows };
  recognisePrep([table]);
  const malformed: PlanEntry[] = parsed.problems.map((p) => ({ line: p.line, text: p.reason }));
  const [index, heldRows] = await Promise.all([
    loadIndex(read, input.mapping),
    read(
      `SELECT p.institute, p.program, c.quota, c.seat_type, c.gender, c.opening_rank, c.closing_rank, c.opening_prep, c.closing_prep
       FROM josaa_cutoffs c JOIN josaa_programs p ON p.id = c.program_id WHERE c.year = ?1 AND c.round = ?2`,
      [year, round],
    ),
  ]);
  const held = new Map(heldRows.map((r) => [`${r.institute}|${r.program}|${r.quota}|${r.seat_type}|${r.gender}`, r]));
  const seen = new Map<string, number>();
  const added: PlanEntry[] = [];
  const changed: PlanEntry[] = [];
  const unmatchedBy = new Map<string, { line: number; rows: number }>();
  let unchanged = 0;
  const newPrograms = new Map<string, unknown[]>();
  const newCourses: unknown[][] = [];
  const write: unknown[][] = [];
  parsed.rows.forEach((given: JosaaRow, i) => {
    let row = given;
    const line = parsed.lines[i];
    if (!QUOTAS.includes(row.quota)) return malformed.push({ line, text: `unknown quota "${row.quota}"` });
    if (!SEAT_TYPE.test(row.seatType)) return malformed.push({ line, text: `unknown seat type "${row.seatType}"` });
    const college = index.josaaCollege(row.institute);
    if (college === undefined) {
      const u = unmatchedBy.get(row.institute) ?? { line, rows: 0 };
      u.rows++;
      unmatchedBy.set(row.institute, u);
      return;
    }
    const own = index.canonical.get(college);
    const institute = own?.institute ?? row.institute;
    const k = `${institute}|${row.program}|${row.quota}|${row.seatType}|${row.gender}`;
    const first = seen.get(k);
    if (first !== undefined)
      return malformed.push({ line, text: `a second row for the same programme and seat (first on line ${first})` });
    seen.set(k, line);
    const programKey = `${institute}|${row.program}`;
    if (!index.programId.has(programKey) && !newPrograms.has(programKey)) {
      const p = splitProgram(row.program);
      const type = row.instituteType ?? own?.type ?? "GFTI";
      const name = !p.degree || PLAIN_BRANCH.test(p.branch) ? p.branch : `${p.degree} ${p.branch}`;
      newCourses.push([
        college,
        name.replace(/[;|]/g, ",").replace(/:/g, " -").trim(),
        (p.degree || "B.Tech").replace(/[;|]/g, ",").replace(/:/g, " -").trim(),
        p.years ?? 4,
        type === "IIT" ? "JEE Advanced" : "JEE Main",
      ]);
      newPrograms.set(programKey, [
        college,
        institute,
        row.instituteType ?? own?.type ?? "GFTI",
        own?.state ?? "",
        row.program,
        p.branch,
        p.degree,
        p.years,
      ]);
    }
    const text = `${institute} — ${row.program}${newPrograms.has(programKey) ? " (new programme)" : ""} · ${row.quota} ${row.seatType} ${row.gender}: closing rank ${rankText(row.closing, row.closingPrep)}`;
    const before = held.get(k);
    if (before && !input.clear && row.opening === null && before.opening_rank != null) {
      // An empty opening rank keeps the held one (closing ranks are required).
      row = { ...row, opening: Number(before.opening_rank), openingPrep: Boolean(Number(before.opening_prep)) };
    }
    const after = {
      opening_rank: row.opening,
      closing_rank: row.closing,
      opening_prep: row.openingPrep ? 1 : 0,
      closing_prep: row.closingPrep ? 1 : 0,
    };
    if (before) {
      const changes: string[] = [];
      if (!same(before.opening_rank, after.opening_rank) || Number(before.opening_prep) !== after.opening_prep)
        changes.push(
          `opening rank: ${rankText(before.opening_rank, Number(before.opening_prep))} → ${rankText(row.opening, row.openingPrep)}`,
        );
      if (!same(before.closing_rank, after.closing_rank) || Number(before.closing_prep) !== after.closing_prep)
        changes.push(
          `closing rank: ${rankText(before.closing_rank, Number(before.closing_prep))} → ${rankText(row.closing, row.closingPrep)}`,
        );
      if (!changes.length) {
        unchanged++;
        return;
      }
      changed.push({ line, text, changes });
    } else added.push({ line, text });
    write.push([
      institute,
      row.program,
      row.quota,
      row.seatType,
      row.gender,
      row.opening,
      row.closing,
      after.opening_prep,
      after.closing_prep,
    ]);
  });
  const unmatched = [...unmatchedBy].map(([name, u]) => ({
    line: u.line,
    text: `${name}: ${u.rows} row${u.rows === 1 ? "" : "s"}`,
  }));
  const notInFile = [...held.keys()].filter((k) => !seen.has(k)).length;
  const statements: Statement[] = [];
  for (const chunk of jsonChunks([...newPrograms.values()] as unknown[][], 100)) {
    statements.push({
      sql: `INSERT OR IGNORE INTO josaa_programs (college_id, institute, institute_type, state, program, branch, degree, duration_years)
        SELECT ${Array.from({ length: 8 }, (_, i) => j(i)).join(", ")} FROM json_each(?1) AS j`,
      params: [chunk],
    });
  }
  // A JoSAA institute's courses are its JoSAA programmes (as the build lists them), with their facets.
  for (const chunk of jsonChunks(newCourses, 100)) {
    statements.push({
      sql: `INSERT INTO college_courses (college_id, name, degree, stream, level, duration_years, fees, currency, fees_inr, seats, exams)
        SELECT ${j(0)}, ${j(1)}, ${j(2)}, 'Engineering', 'UG', ${j(3)}, 0, 'INR', 0, NULL, ${j(4)} FROM json_each(?1) AS j
        WHERE NOT EXISTS (SELECT 1 FROM college_courses c WHERE c.college_id = ${j(0)} AND c.name = ${j(1)})`,
      params: [chunk],
    });
    statements.push({
      sql: `INSERT OR IGNORE INTO college_facets (kind, value, college_id)
        SELECT 'course', ${j(2)}, ${j(0)} FROM json_each(?1) AS j UNION ALL SELECT 'exam', ${j(4)}, ${j(0)} FROM json_each(?1) AS j
        UNION ALL SELECT 'stream', 'Engineering', ${j(0)} FROM json_each(?1) AS j`,
      params: [chunk],
    });
  }
  for (const chunk of jsonChunks(write)) {
    statements.push({
      sql: `INSERT INTO josaa_cutoffs (program_id, year, round, quota, seat_type, gender, opening_rank, closing_rank, opening_prep, closing_prep)
        SELECT p.id, ?1, ?2, ${[2, 3, 4, 5, 6, 7, 8].map(j).join(", ")}
        FROM json_each(?3) AS j JOIN josaa_programs p ON p.institute = ${j(0)} AND p.program = ${j(1)} WHERE true
        ON CONFLICT (program_id, year, round, quota, seat_type, gender) DO UPDATE SET opening_rank = excluded.opening_rank,
          closing_rank = excluded.closing_rank, opening_prep = excluded.opening_prep, closing_prep = excluded.closing_prep`,
      params: [year, round, chunk],
    });
  }
  if (newCourses.length) statements.push(...RECOMPUTE_STATEMENTS.map((sql) => ({ sql, params: [] })));
  if (write.length) {
    statements.push({
      sql: "INSERT OR IGNORE INTO josaa_rounds (year, round, institute_types) VALUES (?1, ?2, ?3)",
      params: [year, round, roundTypes(table)],
    });
    statements.push(
      sourceStatement(
        `josaa-${year}-round${round}`,
        "Joint Seat Allocation Authority (JoSAA)",
        `Opening and closing ranks ${year}, round ${round}`,
        "https://josaa.nic.in/",
        input,
        year,
      ),
    );
    statements.push({ sql: BUMP_VERSION, params: [] });
  }
  const report: ImportReport = {
    kind: "josaa",
    file: input.file,
    title: `JoSAA ${year} round ${round}`,
    read: parsed.rows.length + parsed.problems.length,
    added,
    changed,
    unchanged,
    unmatched,
    malformed: malformed.sort((a, b) => a.line - b.line),
    notInFile,
    unmatchedNote: UNMATCHED_NOTES.josaa,
    publicPath: `/college-predictor`,
    counts: {
      added: added.length,
      changed: changed.length,
      unmatched: [...unmatchedBy.values()].reduce((n, u) => n + u.rows, 0),
      malformed: malformed.length,
    },
  };
  return finish(report, statements);
}
