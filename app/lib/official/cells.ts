/**
 * The cells of an uploaded table, typed with zod: a figure that does not read as its column's
 * type (rank, score, closing rank, year, fee) is a reason the row is malformed, never a blank; a
 * text cell (a name, a city, a programme) is bounded, free of control characters and never starts
 * like a spreadsheet formula (= + - @). An empty figure cell is `null`: "not in this file", which
 * the import reads as "keep the held figure" unless the operator chose to clear empty cells.
 * Used by the NIRF and JoSAA parsers (tables.ts) and the college CSV's schema (colleges/import.ts).
 */
import * as z from "zod";

/** C0 and C1 control characters, DEL, and the line/paragraph separators (a cell is one line of text). */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
/** How a spreadsheet recognises a formula (and a cell it would run): the first character. */
export const FORMULA_START = /^[=+\-@\t\r]/;

export const CELL_MESSAGES = {
  control: "has control characters",
  formula: "starts with = + - or @ (a spreadsheet would run it as a formula)",
  tooLong: (max: number) => `is longer than ${max} characters`,
  required: "is empty",
} as const;

/** A text cell: trimmed, at most `max` characters, one line, not a formula; "" allowed unless `required`. */
export function textCell(max: number, required = false) {
  return z
    .string()
    .transform((s) => s.replace(/[\r\n\t]+/g, " ").trim())
    .check((ctx) => {
      const s = ctx.value;
      if (required && !s) ctx.issues.push({ code: "custom", message: CELL_MESSAGES.required, input: s });
      if (s.length > max) ctx.issues.push({ code: "custom", message: CELL_MESSAGES.tooLong(max), input: s });
      if (CONTROL_CHARACTERS.test(s)) ctx.issues.push({ code: "custom", message: CELL_MESSAGES.control, input: s });
      if (FORMULA_START.test(s)) ctx.issues.push({ code: "custom", message: CELL_MESSAGES.formula, input: s });
    });
}

/** A figure cell: "" (not given) → null, else the number `pattern` reads, within [min, max]. */
function figure(pattern: RegExp, min: number, max: number, what: string) {
  return z
    .string()
    .transform((s) => s.trim())
    .transform((s, ctx) => {
      if (s === "") return null;
      const n = pattern.test(s) ? Number(s) : NaN;
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.issues.push({ code: "custom", message: `is not ${what}`, input: s });
        return z.NEVER;
      }
      return n;
    });
}

/** A NIRF score or parameter score: 0 to 100, up to a few decimals. */
export const scoreCell = figure(/^\d{1,3}(\.\d{1,4})?$/, 0, 100, "a score from 0 to 100");
/** A whole rank from 1 ("12" or "12.0" as spreadsheets write it). */
export const rankCell = figure(/^\d{1,7}(\.0+)?$/, 1, 9_999_999, "a whole rank from 1");
/** A year from 2016 (the first NIRF) to 2100. */
export const yearCell = figure(/^\d{4}$/, 2016, 2100, "a year from 2016 to 2100");
/** A fee: a whole amount, 0 when the college publishes none. */
export const feeCell = figure(/^\d{1,9}$/, 0, 999_999_999, "a whole amount");

/** A NIRF rank cell: a whole rank or a published band ("101-150"); "" → neither. */
export const nirfRankCell = z
  .string()
  .transform((s) => s.trim())
  .transform((s, ctx) => {
    if (/^\d{1,7}(\.0+)?$/.test(s) && Number(s) >= 1) return { rank: Number(s), band: "" };
    const band = /^(\d{1,5})\s*-\s*(\d{1,5})$/.exec(s);
    if (band && Number(band[1]) >= 1 && Number(band[1]) < Number(band[2]))
      return { rank: null, band: `${band[1]}-${band[2]}` };
    ctx.issues.push({ code: "custom", message: "is not a whole rank from 1 or a band such as 101-150", input: s });
    return z.NEVER;
  });

/** A JoSAA opening or closing rank: a whole rank from 1, "P" after it for the preparatory course. */
export const josaaRankCell = z
  .string()
  .transform((s) => s.trim())
  .transform((s, ctx) => {
    if (s === "") return { n: null, prep: false };
    const m = /^(\d{1,7})(\.0+)?(P)?$/i.exec(s);
    if (!m || Number(m[1]) < 1) {
      ctx.issues.push({
        code: "custom",
        message: "is not a whole rank from 1 (with P for the preparatory course)",
        input: s,
      });
      return z.NEVER;
    }
    return { n: Number(m[1]), prep: Boolean(m[3]) };
  });

/** A cell's value, or the reason it is refused: `column Score: "x" is not a score from 0 to 100`. */
export function readCell<T>(
  schema: z.ZodType<T, string>,
  column: string,
  raw: string | undefined,
): { ok: true; value: T } | { ok: false; reason: string } {
  const result = schema.safeParse(raw ?? "");
  if (result.success) return { ok: true, value: result.data };
  const shown = (raw ?? "").trim();
  const quoted = shown.length > 40 ? `${shown.slice(0, 40)}…` : shown;
  return {
    ok: false,
    reason: `column ${column}: ${quoted ? `"${quoted}" ` : ""}${result.error.issues.map((i) => i.message).join("; ")}`,
  };
}

/** Reads a row's cells, collecting every refused cell's reason (the row is malformed when there is one). */
export function cellReader() {
  const reasons: string[] = [];
  const cell = <T>(schema: z.ZodType<T, string>, column: string, raw: string, fallback: T): T => {
    const got = readCell(schema, column, raw);
    if (got.ok) return got.value;
    reasons.push(got.reason);
    return fallback;
  };
  return { reasons, cell };
}
