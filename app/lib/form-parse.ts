/**
 * `parseForm`: the one parser of the form kit — Conform's `parse` with the schema's resolver
 * (./form-resolve). The action runs it (handleForm); the browser runs the same two, once the
 * form's first input has loaded the resolver and the schema (useKitForm), so both report the same
 * messages beside the same fields.
 */
import { parse, type Submission } from "@conform-to/react";
import type { output } from "zod/mini";
import type { FormSchema } from "./form-kit";
import { resolveForm } from "./form-resolve";

/** Conform's submission for `formData`, validated with `schema`. */
export function parseForm<S extends FormSchema>(
  formData: FormData | URLSearchParams,
  schema: S,
): Submission<output<S>> {
  return parse(formData, { resolve: resolveForm(schema) });
}
