/**
 * Names and types shared by the client and server halves of the form kit. No runtime import
 * (docs/forms.md).
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ZodMiniType } from "zod/mini";

export const HONEYPOT_FIELD = "website";
export const INTENT_FIELD = "intent";

/**
 * What every form action answers (as JSON): the form's intent, the outcome, Conform's reply
 * and, on success or where the page needs it, extra data `T` (e.g. a mailto link, a step).
 */
export interface FormActionData<T = Record<string, unknown>> {
  intent: string;
  status: "error" | "success";
  result: SubmissionResult<string[]>;
  data?: T;
}

/** The schemas every form passes to the kit: zod/mini (see docs/forms.md). */
export type FormSchema = ZodMiniType;
