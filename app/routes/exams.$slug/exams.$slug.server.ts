/**
 * The server half of /exams/{slug}: its loader and its `headers`. `route.tsx` re-exports them, so the browser build
 * sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { entranceExam } from "~/content/entrance-exams";
import { listColleges } from "~/lib/colleges/queries.server";
import { EMPTY_QUERY } from "~/lib/colleges/query";
import { neetClosings } from "~/lib/cutoffs/mcc-queries.server";
import { predict } from "~/lib/cutoffs/predictor-queries.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

/** Colleges listed on an exam page (the directory's "Exam accepted" filter lists them all). */
const COLLEGES_SHOWN = 8;

/** JoSAA programmes listed on a JEE page. */
const CUTOFFS_SHOWN = 10;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const exam = entranceExam(params.slug ?? "");
  if (!exam) throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  let colleges: { total: number; rows: Array<{ slug: string; name: string; city: string; state: string }> } | null =
    null;
  try {
    const list = await listColleges(context, { ...EMPTY_QUERY, exam: exam.slug });
    colleges = {
      total: list.total,
      rows: list.rows.slice(0, COLLEGES_SHOWN).map(({ slug, name, city, state }) => ({ slug, name, city, state })),
    };
  } catch (error) {
    console.error("exam colleges unavailable", error instanceof Error ? error.message : error);
  }
  let cutoffs: {
    year: number;
    round: number;
    /** The round is only the latest held for these institutes, not JoSAA's final round of the year. */
    partial: boolean;
    rows: Array<{
      key: string;
      institute: string;
      program: string;
      quota: string;
      closing: number;
      slug: string | null;
    }>;
  } | null = null;
  if (exam.predictor) {
    try {
      const p = await predict(
        context,
        {
          exam: exam.predictor,
          rank: 1,
          category: "OPEN",
          pwd: false,
          gender: "male",
          home: undefined,
          type: undefined,
          state: undefined,
          branch: undefined,
        },
        null,
      );
      if (p.held.length && p.rows.length) {
        cutoffs = {
          year: p.held[0].year,
          round: p.held[0].final,
          partial: p.held[0].partial ?? false,
          rows: p.rows.slice(0, CUTOFFS_SHOWN).map((r) => ({
            key: `${r.programId}-${r.quota}`,
            institute: r.institute,
            program: r.program,
            quota: r.quota,
            closing: r.closing,
            slug: r.slug,
          })),
        };
      }
    } catch (error) {
      console.error("exam cut-offs unavailable", error instanceof Error ? error.message : error);
    }
  }
  // NEET-UG: MCC's All India Quota colleges, seats and closing ranks (components/exams/neet-colleges.tsx).
  let neet: Awaited<ReturnType<typeof neetClosings>> = null;
  if (exam.slug === "neet-ug") {
    try {
      neet = await neetClosings(context, CUTOFFS_SHOWN);
    } catch (error) {
      console.error("NEET cut-offs unavailable", error instanceof Error ? error.message : error);
    }
  }
  return { slug: exam.slug, colleges, cutoffs, neet };
}
