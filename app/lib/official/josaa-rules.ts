/**
 * The data build's JoSAA rules that make the tables safe to predict from (pure, tested on small fixtures):
 * - preparatory-course rows: JoSAA prints a preparatory-course rank with a "P" ("56P"); some copies lost the
 *   suffix, which leaves a row whose closing rank is below its opening rank. Such a row's closing rank is a
 *   preparatory-course rank: it is flagged (closingPrep), so the predictor leaves it out and the cut-off
 *   pages print it with its "P", and the build report lists every one;
 * - Paper 2: B.Arch and B.Plan programmes are recognised by degree; the predictor's SQL recognises them by
 *   branch name (PAPER2_BRANCHES), so the build checks the two agree;
 * - states: every state stored under its official name (officialState).
 */
import { isPaper2Branch, isPaper2Degree } from "../cutoffs/model";
import type { JosaaTable } from "./directory";
import { officialState } from "./states";

/** Flags the rows whose closing rank is below their opening rank and carry no preparatory flag; lists them. */
export function recognisePrep(tables: readonly JosaaTable[]): string[] {
  const found: string[] = [];
  for (const t of tables) {
    for (const r of t.rows) {
      if (r.closingPrep || r.openingPrep || r.opening == null || r.closing == null || r.closing >= r.opening) continue;
      r.closingPrep = true;
      found.push(
        `JoSAA ${t.year} round ${t.round}: ${r.institute} / ${r.program} / ${r.quota} / ${r.seatType} / ${r.gender}: opening ${r.opening}, closing ${r.closing} → closing ${r.closing}P`,
      );
    }
  }
  return found;
}

/** Programmes whose degree and branch disagree on Paper 2 (the predictor would mix them up): none expected. */
export function paper2Mismatches(
  programs: ReadonlyArray<{ institute: string; program: string; branch: string; degree: string }>,
): string[] {
  return programs
    .filter((p) => isPaper2Degree(p.degree) !== isPaper2Branch(p.branch))
    .map((p) => `${p.institute} / ${p.program}: degree ${p.degree || "none"}, branch ${p.branch}`);
}

/** The official name of every state the build stores; the changes made ("Pondicherry → Puducherry"). */
export function normaliseStates(items: Iterable<{ state: string }>): string[] {
  const changed = new Set<string>();
  for (const item of items) {
    const official = officialState(item.state);
    if (official !== item.state) {
      changed.add(`${item.state} → ${official}`);
      item.state = official;
    }
  }
  return [...changed].sort();
}

const TYPE_ORDER = ["IIT", "NIT", "IIIT", "GFTI"];

/** The institute types a round's table holds, in JoSAA's order ("IIT,NIT,IIIT,GFTI"): josaa_rounds.institute_types. */
export function roundTypes(table: JosaaTable): string {
  const types = new Set<string>(table.rows.map((r) => r.instituteType ?? "GFTI"));
  return TYPE_ORDER.filter((t) => types.has(t)).join(",");
}

/**
 * The tables the test harnesses seed: for each institute type, the last round of each of the latest `years` years
 * whose tables hold that type (a newest year held for some types only keeps the older years of the others).
 */
export function harnessTables<T extends JosaaTable>(tables: readonly T[], years: number): T[] {
  const keep = new Set<T>();
  for (const type of TYPE_ORDER) {
    const holding = tables.filter((t) => roundTypes(t).split(",").includes(type));
    const last = new Map<number, T>();
    for (const t of holding) if ((last.get(t.year)?.round ?? 0) < t.round) last.set(t.year, t);
    [...last.entries()]
      .sort((a, b) => b[0] - a[0])
      .slice(0, years)
      .forEach(([, t]) => keep.add(t));
  }
  return tables.filter((t) => keep.has(t));
}
