/** Names, types and the parser shared by the client and server halves of the form kit. */
import { parse, type Submission, type SubmissionResult } from "@conform-to/react";
import { safeParse, type ZodMiniType, type output } from "zod/mini";

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

/** The schemas every form passes to the kit: zod/mini (see README "Form kit"). */
export type FormSchema = ZodMiniType;

/**
 * A form post as its schema sees it: an empty field ("") is missing (undefined), so a
 * field's "required" message is its type error and `optional`/`_default` apply.
 */
function withoutEmpty(value: unknown): unknown {
  if (value === "") return undefined;
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutEmpty(item)]));
  }
  return value;
}

/** Conform's field name for an issue path: `group.field`, `list[0]`, "" for the form. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    "",
  );
}

/**
 * Conform's submission for `formData`, validated with `schema` — the one parser of the kit,
 * run by the browser (useKitForm) and by the action (handleForm) alike, so both report the
 * same messages beside the same fields.
 */
export function parseForm<S extends FormSchema>(
  formData: FormData | URLSearchParams,
  schema: S,
): Submission<output<S>> {
  return parse(formData, {
    resolve(payload) {
      const result = safeParse(schema, withoutEmpty(payload));
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) (error[fieldName(issue.path)] ??= []).push(issue.message);
      return { error };
    },
  });
}
