/** What the letter composers in content/ read a posted wizard value with. */
import type { WizardValues } from "~/lib/letters/wizard";

/**
 * A value for the letter, trimmed; empty when missing. Posted values are not trusted to be
 * strings: a field sent twice arrives as a list, and the first entry is used.
 */
export function valueOf(values: WizardValues, group: string, name: string): string {
  const raw: unknown = (values[group] as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return typeof first === "string" ? first.trim() : "";
}
