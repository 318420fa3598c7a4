/**
 * The server half of /college-predictor: its loader and its `headers`. `route.tsx` re-exports them, so the browser
 * build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { predictNeet, type NeetPrediction } from "~/lib/cutoffs/mcc-queries.server";
import { NEET_EXAM } from "~/lib/cutoffs/neet";
import { predictorSearch } from "~/lib/cutoffs/predictor-url";
import { readPredictorRequest } from "~/lib/cutoffs/predictor.server";
import { cursorText, heldYears, predict, type Prediction } from "~/lib/cutoffs/queries.server";
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
  // NEET-UG: MCC's All India Quota tables (app/lib/cutoffs/mcc-queries.server.ts).
  if (asked.query.exam === NEET_EXAM) {
    let neet: (NeetPrediction & { rank: number; nextHref: string | null }) | null = null;
    try {
      const prediction = await predictNeet(context, asked.query, asked.cursor);
      neet = {
        ...prediction,
        rank: asked.query.rank,
        nextHref: prediction.next ? `${PATH}?${predictorSearch(asked.query, cursorText(prediction.next))}` : null,
      };
    } catch (error) {
      console.error("predictor unavailable", error instanceof Error ? error.message : error);
    }
    return {
      result: null,
      answer: null,
      neet,
      search: asked.cursor ? predictorSearch(asked.query) : "",
      held: neet ? neet.held.length > 0 : true,
    };
  }
  let answer: (Prediction & { rank: number; nextHref: string | null }) | null = null;
  try {
    const prediction = await predict(context, asked.query, asked.cursor);
    answer = {
      ...prediction,
      rank: asked.query.rank,
      nextHref: prediction.next ? `${PATH}?${predictorSearch(asked.query, cursorText(prediction.next))}` : null,
    };
  } catch (error) {
    console.error("predictor unavailable", error instanceof Error ? error.message : error);
  }
  return {
    result: null,
    answer,
    neet: null,
    search: asked.cursor ? predictorSearch(asked.query) : "",
    held: answer ? answer.held.length > 0 : true,
  };
}
