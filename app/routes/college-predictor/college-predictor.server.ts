/**
 * The server half of /college-predictor: its loader and its `headers`. `route.tsx` re-exports them, so the browser
 * build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { predictNeet, type NeetPrediction } from "~/lib/cutoffs/mcc-queries.server";
import { NEET_EXAM } from "~/lib/cutoffs/neet";
import { cursorText, predict, type Prediction } from "~/lib/cutoffs/predictor-queries.server";
import { predictorSearch } from "~/lib/cutoffs/predictor-url";
import { readPredictorRequest } from "~/lib/cutoffs/predictor.server";
import { heldYears } from "~/lib/cutoffs/queries.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";
import { PATH } from "./shared";

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const asked = readPredictorRequest(url.searchParams);
  if (asked.status === "invalid") {
    return data(
      { result: asked.result, answer: null, neet: null, search: "", held: true },
      { status: 400, headers: { "Cache-Control": cachePolicy.noStore } },
    );
  }
  if (asked.status === "empty") {
    let held = false;
    try {
      held = (await heldYears(context)).length > 0;
    } catch (error) {
      console.error("predictor unavailable", error instanceof Error ? error.message : error);
    }
    return { result: null, answer: null, neet: null, search: "", held };
  }
  // One URL per answer: a GET form without JavaScript sends its empty fields too.
  if (asked.canonical !== url.searchParams.toString()) return redirect(`${PATH}?${asked.canonical}`, 302);
  const search = asked.cursor ? predictorSearch(asked.query) : "";
  // NEET-UG: MCC's All India Quota tables (app/lib/cutoffs/mcc-queries.server.ts).
  if (asked.query.exam === NEET_EXAM) {
    const neet = await answered(predictNeet(context, asked.query, asked.cursor), asked.query);
    return { result: null, answer: null, neet, search, held: neet ? neet.held.length > 0 : true };
  }
  const answer = await answered(predict(context, asked.query, asked.cursor), asked.query);
  return { result: null, answer, neet: null, search, held: answer ? answer.held.length > 0 : true };
}

type Asked = Parameters<typeof predict>[1];

/** A prediction with the rank it answers and the next page's address; null when the tables cannot be read. */
async function answered<P extends Prediction | NeetPrediction>(pending: Promise<P>, query: Asked) {
  try {
    const prediction = await pending;
    const nextHref = prediction.next ? `${PATH}?${predictorSearch(query, cursorText(prediction.next))}` : null;
    return { ...prediction, rank: query.rank, nextHref };
  } catch (error) {
    console.error("predictor unavailable", error instanceof Error ? error.message : error);
    return null;
  }
}
