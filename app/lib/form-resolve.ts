/**
 * The form kit's validator: `resolveForm(schema)` checks a form's values with its zod/mini schema
 * and names each message's field as Conform does. `parseForm` (./form-parse) runs it in the action;
 * the browser loads this module with the form's schema on the form's first input (useKitForm) and
 * runs it through the same Conform `parse`. It imports zod/mini and nothing else at run time, so
 * no client module may import it statically (docs/forms.md).
 */
import { safeParse, type output } from "zod/mini";
import type { FormSchema } from "./form-kit";

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

/** Conform's `resolve` for `schema`: the values, or the messages by field name. */
export function resolveForm<S extends FormSchema>(schema: S) {
  return (payload: Record<string, unknown>): { value?: output<S>; error?: Record<string, string[]> } => {
    const result = safeParse(schema, withoutEmpty(payload));
    if (result.success) return { value: result.data };
    const error: Record<string, string[]> = {};
    for (const issue of result.error.issues) (error[fieldName(issue.path)] ??= []).push(issue.message);
    return { error };
  };
}
