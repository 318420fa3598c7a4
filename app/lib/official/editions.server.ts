/**
 * Every official table the site holds, one line per edition, with its row count and the date its copy was taken:
 * the console's data page lists them (components/admin/data-editions.tsx). NIRF rankings per category and year,
 * the institutions' NIRF submissions per edition and category, JoSAA opening and closing ranks per year and round,
 * and the AICTE and UGC lists colleges are matched to (the colleges matched).
 * Read on each request (the console is never cached).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { AICTE_EDITION, UGC_EDITION } from "~/content/official-editions";
import { josaaTaken } from "~/lib/cutoffs/editions";

export interface HeldEdition {
  /** The table as its publisher names it. */
  table: string;
  /** Year, category or round: "2025 Engineering", "2024 round 5". */
  edition: string;
  rows: number;
  /** The date the copy was taken (YYYY-MM-DD), or "" when not recorded. */
  taken: string;
}

const TAKEN = /copy taken (\d{4}-\d{2}-\d{2})/;

export async function heldEditions(context: AppLoadContext): Promise<HeldEdition[]> {
  const db = context.env.DB;
  const [nirf, submissions, josaa, sources, lists] = await db.batch([
    db.prepare(
      "SELECT category, year, count(*) AS n, max(source) AS source FROM nirf_ranks GROUP BY category, year ORDER BY year DESC, category",
    ),
    db.prepare(
      "SELECT category, year, count(*) AS n FROM nirf_placements GROUP BY category, year ORDER BY year DESC, category",
    ),
    db.prepare(
      "SELECT year, round, count(*) AS n FROM josaa_cutoffs GROUP BY year, round ORDER BY year DESC, round DESC",
    ),
    db.prepare("SELECT id, taken FROM data_sources WHERE id IN ('nirf', 'nirf-submissions', 'josaa')"),
    // The lists colleges are matched to: the colleges that take a fact from each (the build writes its name).
    db.prepare(
      "SELECT (SELECT count(*) FROM colleges WHERE approvals LIKE 'AICTE%') AS aicte, (SELECT count(*) FROM colleges WHERE summary LIKE '%the UGC list of universities%') AS ugc",
    ),
  ]);
  const matched = ((lists.results ?? [])[0] ?? { aicte: 0, ugc: 0 }) as { aicte: number; ugc: number };
  const taken = new Map(
    ((sources.results ?? []) as Array<{ id: string; taken: string }>).map((s) => [s.id, s.taken] as const),
  );
  return [
    ...((nirf.results ?? []) as Array<{ category: string; year: number; n: number; source: string | null }>).map(
      (r) => ({
        table: "NIRF India Rankings",
        edition: `${r.year} ${r.category}`,
        rows: r.n,
        taken: TAKEN.exec(r.source ?? "")?.[1] ?? taken.get("nirf") ?? "",
      }),
    ),
    ...((submissions.results ?? []) as Array<{ category: string; year: number; n: number }>).map((r) => ({
      table: "Institutions' submissions to NIRF (intake, placements, median salary)",
      edition: `${r.year} ${r.category}`,
      rows: r.n,
      taken: taken.get("nirf-submissions") ?? "",
    })),
    ...((josaa.results ?? []) as Array<{ year: number; round: number; n: number }>).map((r) => ({
      table: "JoSAA opening and closing ranks",
      edition: `${r.year} round ${r.round}`,
      rows: r.n,
      taken: josaaTaken(r.year, r.round) || (taken.get("josaa") ?? ""),
    })),
    {
      table: "AICTE approved institutes: colleges matched (ownership, programmes, intake)",
      edition: AICTE_EDITION.year,
      rows: matched.aicte,
      taken: AICTE_EDITION.taken,
    },
    {
      table: "UGC consolidated list of universities: universities matched (ownership)",
      edition: "Central, State, Private and Deemed universities",
      rows: matched.ugc,
      taken: UGC_EDITION.taken,
    },
  ];
}
