/**
 * The predictor's GET answer: the query string validated with the form's schema (parseWithZod, as the
 * browser does), so a bad input is a 400 with the messages beside the fields and the input kept.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { config } from "zod/mini";
import en from "zod/v4/locales/en.js";
import { cursorText, parseCursor, type PredictorCursor } from "./predictor-queries.server";
import { predictorSearch } from "./predictor-url";
import { PredictorSchema, type PredictorQuery } from "./schema";

config(en());

export type PredictorRequest =
  | { status: "empty" }
  | { status: "invalid"; result: SubmissionResult<string[]> }
  | { status: "ok"; query: PredictorQuery; cursor: PredictorCursor | null; canonical: string };

export function readPredictorRequest(params: URLSearchParams): PredictorRequest {
  // Nothing asked yet (a link may preset the exam: ?exam=jee-main): the form, no answer.
  if (![...params.keys()].some((k) => k !== "after" && k !== "exam")) return { status: "empty" };
  const submission = parseWithZod(params, { schema: PredictorSchema });
  if (submission.status !== "success") return { status: "invalid", result: submission.reply() };
  const cursor = parseCursor(params.get("after") ?? undefined);
  return {
    status: "ok",
    query: submission.value,
    cursor,
    canonical: predictorSearch(submission.value, cursor ? cursorText(cursor) : undefined),
  };
}
