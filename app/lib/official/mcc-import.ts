/**
 * The plan of an MCC NEET-UG All India Quota table's import (one year, round and category): an institute's college
 * is the one its held rows point to, else the reviewed mapping's slug, else a college of the same name in the same
 * state; unmatched rows are not written.
 */
import { type Statement } from "../colleges/import";
import {
  BUMP_VERSION,
  finish,
  fmt,
  ImportFileError,
  type ImportInput,
  type ImportPlan,
  type ImportReport,
  j,
  jsonChunks,
  type PlanEntry,
  type Reader,
  same,
  sourceStatement,
  UNMATCHED_NOTES,
} from "./import-plan";
import { matchMccInstitute, mccCollegeName, mccFileMeta, parseMccTable, type MccRow } from "./mcc";

const MCC_CATEGORIES = ["OPEN", "EWS", "OBC", "SC", "ST"];

/**
 * An MCC NEET-UG All India Quota table (data/mcc's columns; one year, round and category, from the file name
 * neet-ug-2026-round1-aiq-obc.csv unless given). An institute's college is the one its rows already held point to,
 * else the reviewed mapping's slug, else a college of the same name in the same state (the data build's rules).
 */
export async function planMcc(read: Reader, input: ImportInput): Promise<ImportPlan> {
  const fromName = mccFileMeta(input.file.replace(/^.*[\\/]/, ""));
  const year = input.year ?? fromName?.year;
  const round = input.round ?? fromName?.round;
  const category = (input.category ?? fromName?.category ?? "").trim().toUpperCase();
  const hint = "the file name neet-ug-2026-round1-aiq-open.csv carries it, or fill in the field";
  if (!year || year < 2016 || year > 2100) throw new ImportFileError(`Give the year (${hint}).`, "year");
  if (!round || round < 1 || round > 10) throw new ImportFileError(`Give the round (${hint}).`, "round");
  if (!MCC_CATEGORIES.includes(category))
    throw new ImportFileError(`Give the category: ${MCC_CATEGORIES.join(", ")} (${hint}).`, "category");
  const parsed = parseMccTable(input.text, { year, round, category });
  const malformed: PlanEntry[] = parsed.problems.map((p) => ({ line: p.line, text: p.reason }));
  const [heldRows, known] = await Promise.all([
    read(
      "SELECT institute, quota, opening_rank, closing_rank, allotted, nmc_seats FROM mcc_cutoffs WHERE course = 'MBBS' AND year = ?1 AND round = ?2 AND category = ?3",
      [year, round, category],
    ),
    read("SELECT DISTINCT institute, college_id FROM mcc_cutoffs WHERE college_id IS NOT NULL"),
  ]);
  const held = new Map(heldRows.map((r) => [`${String(r.institute)}|${String(r.quota)}`, r]));
  const collegeOf = new Map(known.map((r) => [String(r.institute), Number(r.college_id)]));
  // Institutes not held yet: the reviewed slug, else the same name in the same state.
  const fresh = [...new Set(parsed.rows.map((r) => r.institute).filter((i) => !collegeOf.has(i)))];
  if (fresh.length) {
    const rowOf = new Map(parsed.rows.map((r) => [r.institute, r]));
    const states = [...new Set(fresh.map((i) => rowOf.get(i)!.state))];
    const pinned = [...new Set(fresh.map((i) => input.mccNames?.get(i)).filter((s): s is string => Boolean(s)))];
    const candidates = (
      await Promise.all([
        ...states.map((state) => read("SELECT id, slug, name, state FROM colleges WHERE state = ?1", [state])),
        ...(pinned.length
          ? [
              read(
                `SELECT id, slug, name, state FROM colleges WHERE slug IN (${pinned.map((_, i) => `?${i + 1}`).join(", ")})`,
                pinned,
              ),
            ]
          : []),
      ])
    ).flat();
    const idOfSlug = new Map(candidates.map((c) => [String(c.slug), Number(c.id)]));
    const listed = candidates.map((c) => ({ slug: String(c.slug), name: String(c.name), state: String(c.state) }));
    for (const institute of fresh) {
      const slug = matchMccInstitute(rowOf.get(institute)!, input.mccNames ?? new Map(), listed);
      const id = slug ? idOfSlug.get(slug) : undefined;
      if (id !== undefined) collegeOf.set(institute, id);
    }
  }
  const seen = new Map<string, number>();
  const added: PlanEntry[] = [];
  const changed: PlanEntry[] = [];
  const unmatchedBy = new Map<string, number>();
  let unchanged = 0;
  const write: unknown[][] = [];
  const source = `MCC NEET-UG ${year}, round ${round}, All India Quota MBBS allotments; copy taken ${input.today}`;
  parsed.rows.forEach((row: MccRow, i) => {
    const line = parsed.lines[i];
    const college = collegeOf.get(row.institute);
    if (college === undefined) {
      if (!unmatchedBy.has(row.institute)) unmatchedBy.set(row.institute, line);
      return;
    }
    const k = `${row.institute}|${row.quota}`;
    const first = seen.get(k);
    if (first !== undefined)
      return malformed.push({ line, text: `a second row for the same institute and quota (first on line ${first})` });
    seen.set(k, line);
    const text = `${mccCollegeName(row.institute, row.type)} · ${row.quota} ${category}: closing rank ${row.closing}`;
    const before = held.get(k);
    if (before) {
      const changes: string[] = [];
      const compare = (label: string, was: unknown, now: number | null) => {
        if (!same(was, now)) changes.push(`${label}: ${fmt(was)} → ${fmt(now)}`);
      };
      compare("opening rank", before.opening_rank, row.opening);
      compare("closing rank", before.closing_rank, row.closing);
      compare("seats allotted", before.allotted, row.allotted);
      compare("NMC seats", before.nmc_seats, row.seats);
      if (!changes.length) {
        unchanged++;
        return;
      }
      changed.push({ line, text, changes });
    } else added.push({ line, text });
    write.push([
      college,
      row.institute,
      row.state,
      row.type,
      row.quota,
      row.opening,
      row.closing,
      row.allotted,
      row.seats,
    ]);
  });
  const unmatched = [...unmatchedBy].map(([name, line]) => ({ line, text: name }));
  const notInFile = [...held.keys()].filter((k) => !seen.has(k)).length;
  const statements: Statement[] = [];
  for (const chunk of jsonChunks(write)) {
    statements.push({
      sql: `INSERT INTO mcc_cutoffs (college_id, institute, state, institute_type, course, year, round, quota, category, opening_rank, closing_rank, allotted, nmc_seats, source)
        SELECT ${j(0)}, ${j(1)}, ${j(2)}, ${j(3)}, 'MBBS', ?1, ?2, ${j(4)}, ?3, ${[5, 6, 7, 8].map(j).join(", ")}, ?4
        FROM json_each(?5) AS j WHERE true
        ON CONFLICT (institute, course, year, round, quota, category) DO UPDATE SET college_id = excluded.college_id,
          opening_rank = excluded.opening_rank, closing_rank = excluded.closing_rank, allotted = excluded.allotted,
          nmc_seats = excluded.nmc_seats, source = excluded.source`,
      params: [year, round, category, source, chunk],
    });
  }
  if (write.length) {
    statements.push(
      sourceStatement(
        `mcc-${year}-round${round}-${category.toLowerCase()}`,
        "Medical Counselling Committee (MCC), Directorate General of Health Services",
        `NEET-UG All India Quota opening and closing ranks ${year}, round ${round}, ${category}`,
        "https://mcc.nic.in/",
        input,
        year,
      ),
    );
    statements.push({ sql: BUMP_VERSION, params: [] });
  }
  const report: ImportReport = {
    kind: "mcc",
    file: input.file,
    title: `MCC NEET-UG ${year} round ${round} MBBS ${category}`,
    read: parsed.rows.length + parsed.problems.length,
    added,
    changed,
    unchanged,
    unmatched,
    malformed: malformed.sort((a, b) => a.line - b.line),
    notInFile,
    unmatchedNote: UNMATCHED_NOTES.mcc,
    publicPath: "/college-predictor?exam=neet-ug",
    counts: {
      added: added.length,
      changed: changed.length,
      unmatched: unmatched.length,
      malformed: malformed.length,
    },
  };
  return finish(report, statements);
}
