/**
 * The plan of a NIRF ranking table's import (one category and year): a row's college is the one its id's institution
 * part already belongs to; unmatched rows are written without a college.
 */
import { type Statement, RECOMPUTE_STATEMENTS } from "../colleges/import";
import { AGENCIES } from "../colleges/model";
import {
  type Reader,
  type ImportInput,
  type ImportPlan,
  ImportFileError,
  type PlanEntry,
  loadIndex,
  same,
  fmt,
  jsonChunks,
  j,
  sourceStatement,
  BUMP_VERSION,
  type ImportReport,
  UNMATCHED_NOTES,
  finish,
} from "./import-plan";
import { type NirfRow, nirfFileMeta, nirfCategory, parseNirfTable, nameKey } from "./tables";

const NIRF_FIGURES = [
  ["rank", "rank"],
  ["rankBand", "rank band"],
  ["score", "score"],
  ["tlr", "TLR"],
  ["rpc", "RPC"],
  ["go", "GO"],
  ["oi", "OI"],
  ["perception", "Perception"],
  ["name", "name"],
  ["city", "city"],
  ["state", "state"],
] as const;
const NIRF_COLUMNS: Record<(typeof NIRF_FIGURES)[number][0], string> = {
  rank: "rank",
  rankBand: "rank_band",
  score: "score",
  tlr: "tlr",
  rpc: "rpc",
  go: "go",
  oi: "oi",
  perception: "perception",
  name: "name",
  city: "city",
  state: "state",
};

/** Figures an empty cell leaves as they are held (unless the operator chose to clear them). */
const KEPT_WHEN_EMPTY = ["score", "tlr", "rpc", "go", "oi", "perception", "city", "state"] as const;

function keepHeldNirf(row: NirfRow, before: Record<string, unknown>): NirfRow {
  const out: NirfRow = { ...row };
  for (const f of KEPT_WHEN_EMPTY) {
    const held = before[NIRF_COLUMNS[f]];
    if ((row[f] === null || row[f] === "") && held !== null && held !== undefined && held !== "")
      (out as unknown as Record<string, unknown>)[f] = held;
  }
  return out;
}

const agencyCase = `CASE r.agency ${AGENCIES.map((a) => `WHEN '${a.id}' THEN '${a.label.replace(/'/g, "''")}'`).join(" ")} ELSE r.agency END`;

export async function planNirf(read: Reader, input: ImportInput): Promise<ImportPlan> {
  const fromName = nirfFileMeta(input.file);
  const category = input.category ? (nirfCategory(input.category) ?? undefined) : fromName.category;
  if (input.category && !category) throw new ImportFileError(`"${input.category}" is not a NIRF category.`, "category");
  const parsed = parseNirfTable(input.text, { category, year: input.year ?? fromName.year });
  if (!parsed.rows.length && parsed.problems.some((p) => p.line === 1))
    throw new ImportFileError(`Not a NIRF table: ${parsed.problems[0].reason}.`);
  const malformed: PlanEntry[] = parsed.problems.map((p) => ({ line: p.line, text: p.reason }));
  if (!parsed.rows.length && malformed.some((m) => /no category|no year/.test(m.text)))
    throw new ImportFileError(
      "Give the category and year (the file name overall-2025.csv carries them, or fill in the fields).",
      category ? "year" : "category",
    );
  const groups = [...new Set(parsed.rows.map((r) => `${r.category}|${r.year}`))];
  const held = new Map<string, Record<string, unknown>>();
  for (const g of groups) {
    const [c, y] = g.split("|");
    for (const r of await read(
      "SELECT nirf_id, college_id, name, city, state, rank, rank_band, score, tlr, rpc, go, oi, perception FROM nirf_ranks WHERE category = ?1 AND year = ?2",
      [c, Number(y)],
    ))
      held.set(`${g}|${String(r.nirf_id)}`, r);
  }
  const index = await loadIndex(read, input.mapping);
  const seen = new Map<string, number>();
  const added: PlanEntry[] = [];
  const changed: PlanEntry[] = [];
  const unmatched: PlanEntry[] = [];
  let unchanged = 0;
  const write: Array<{ row: NirfRow; college: number | null }> = [];
  const colleges = new Set<number>();
  parsed.rows.forEach((given, i) => {
    const line = parsed.lines[i];
    const k = `${given.category}|${given.year}|${given.nirfId}`;
    const first = seen.get(k);
    if (first !== undefined) {
      malformed.push({ line, text: `a second row for ${given.nirfId} (first on line ${first})` });
      return;
    }
    seen.set(k, line);
    const before = held.get(k);
    const row = before && !input.clear ? keepHeldNirf(given, before) : given;
    const college =
      before?.college_id !== undefined && before.college_id !== null
        ? Number(before.college_id)
        : (index.nirfCollege(row.nirfId, row.name) ?? null);
    const rankText = row.rank ?? row.rankBand;
    const text = `${row.nirfId} ${row.name}: rank ${rankText}${row.score !== null ? `, score ${row.score}` : ""}`;
    if (college === null) unmatched.push({ line, text: `${row.nirfId} ${row.name} (${row.city || row.state || "—"})` });
    if (!before) {
      if (college !== null) added.push({ line, text });
    } else {
      const changes = NIRF_FIGURES.filter(([f]) => !same(before[NIRF_COLUMNS[f]], row[f])).map(
        ([f, label]) => `${label}: ${fmt(before[NIRF_COLUMNS[f]])} → ${fmt(row[f])}`,
      );
      if ((before.college_id === null || before.college_id === undefined) && college !== null)
        changes.push("college: none → matched");
      if (!changes.length) {
        unchanged++;
        return;
      }
      if (college !== null) changed.push({ line, text, changes });
    }
    write.push({ row, college });
    if (college !== null) colleges.add(college);
  });
  const notInFile = [...held.keys()].filter((k) => !seen.has(k)).length;
  const statements: Statement[] = [];
  for (const chunk of jsonChunks(
    write.map(({ row: r, college }) => [
      r.category,
      r.year,
      r.nirfId,
      college,
      r.name,
      r.city,
      r.state,
      r.rank,
      r.rankBand,
      r.score,
      r.tlr,
      r.rpc,
      r.go,
      r.oi,
      r.perception,
      `${input.file} (NIRF ${r.year}, imported ${input.today})`,
    ]),
  )) {
    statements.push({
      sql: `INSERT INTO nirf_ranks (category, year, nirf_id, college_id, name, city, state, rank, rank_band, score, tlr, rpc, go, oi, perception, source)
        SELECT ${Array.from({ length: 16 }, (_, i) => j(i)).join(", ")} FROM json_each(?1) AS j WHERE true
        ON CONFLICT (category, year, nirf_id) DO UPDATE SET college_id = excluded.college_id, name = excluded.name, city = excluded.city,
          state = excluded.state, rank = excluded.rank, rank_band = excluded.rank_band, score = excluded.score, tlr = excluded.tlr,
          rpc = excluded.rpc, go = excluded.go, oi = excluded.oi, perception = excluded.perception, source = excluded.source`,
      params: [chunk],
    });
  }
  // The college pages' ranks (college_rankings, agency nirf), their agency facet and best rank.
  const ranked = write.filter((w) => w.college !== null);
  for (const chunk of jsonChunks(ranked.map((w) => [w.college, w.row.year, w.row.category, w.row.rank]))) {
    statements.push({
      sql: `DELETE FROM college_rankings WHERE (college_id, agency, year, category) IN
        (SELECT ${j(0)}, 'nirf', ${j(1)}, ${j(2)} FROM json_each(?1) AS j WHERE ${j(3)} IS NULL)`,
      params: [chunk],
    });
    statements.push({
      sql: `INSERT INTO college_rankings (college_id, agency, year, category, rank)
        SELECT ${j(0)}, 'nirf', ${j(1)}, ${j(2)}, ${j(3)} FROM json_each(?1) AS j WHERE ${j(3)} IS NOT NULL
        ON CONFLICT (college_id, agency, year, category) DO UPDATE SET rank = excluded.rank`,
      params: [chunk],
    });
  }
  if (colleges.size) {
    const ids = JSON.stringify([...colleges]);
    statements.push({
      sql: "INSERT OR IGNORE INTO college_facets (kind, value, college_id) SELECT 'agency', 'nirf', value FROM json_each(?1)",
      params: [ids],
    });
    statements.push({
      sql: `UPDATE colleges SET rank_best = b.rank, rank_label = b.label FROM (
          SELECT college_id, rank, label FROM (
            SELECT r.college_id, r.rank, ${agencyCase} || ' ' || r.year || ' ' || r.category AS label,
              row_number() OVER (PARTITION BY r.college_id ORDER BY r.year DESC, r.rank, r.category) AS n
            FROM college_rankings r WHERE r.college_id IN (SELECT value FROM json_each(?1))) WHERE n = 1) AS b
        WHERE b.college_id = colleges.id AND (colleges.rank_best <> b.rank OR colleges.rank_label <> b.label)`,
      params: [ids],
    });
  }
  if (write.length) {
    statements.push(...RECOMPUTE_STATEMENTS.map((sql) => ({ sql, params: [] })));
    for (const g of groups) {
      const [c, y] = g.split("|");
      statements.push(
        sourceStatement(
          `nirf-${y}-${nameKey(c).replace(/ /g, "-")}`,
          "Ministry of Education, National Institutional Ranking Framework",
          `India Rankings ${y}: ${c}`,
          "https://www.nirfindia.org/",
          input,
          Number(y),
        ),
      );
    }
    statements.push({ sql: BUMP_VERSION, params: [] });
  }
  const [c, y] = (groups[0] ?? `${category ?? ""}|${input.year ?? fromName.year ?? ""}`).split("|");
  const report: ImportReport = {
    kind: "nirf",
    file: input.file,
    title: groups.length > 1 ? `NIRF (${groups.map((g) => g.replace("|", " ")).join(", ")})` : `NIRF ${y} ${c}`,
    read: parsed.rows.length + parsed.problems.length,
    added,
    changed,
    unchanged,
    unmatched,
    malformed: malformed.sort((a, b) => a.line - b.line),
    notInFile,
    unmatchedNote: UNMATCHED_NOTES.nirf,
    publicPath: `/rankings?category=${encodeURIComponent(c)}&year=${y}`,
    counts: { added: added.length, changed: changed.length, unmatched: unmatched.length, malformed: malformed.length },
  };
  return finish(report, statements);
}
