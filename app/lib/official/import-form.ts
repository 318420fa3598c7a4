/**
 * The console's "Official data" upload form: its fields, limits and messages (client-safe).
 * The file itself is checked by the server (size, UTF-8, a header it knows).
 */
import * as z from "zod";
import type { ImportReport } from "./import";

/** The largest file the console takes (a whole JoSAA round is about 2 MB). */
export const IMPORT_KINDS = ["colleges", "nirf", "josaa"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const KIND_LABELS: Record<ImportKind, string> = {
  colleges: "College CSV",
  nirf: "NIRF ranking table",
  josaa: "JoSAA opening and closing ranks",
};

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_LABEL = "5 MB";
export const IMPORT_FILE_FIELD = "file";

export const IMPORT_MESSAGES = {
  noFile: "Choose a CSV file to check.",
  tooBig: `The file must be ${MAX_IMPORT_LABEL} or smaller.`,
  notText: "The file is not UTF-8 text: save it as CSV (UTF-8) and try again.",
  noStorage: "Uploads are not configured (R2 bucket MEDIA).",
  expired: "That upload is no longer staged. Upload the file again.",
  changed: "The data changed since this report was made. Read the new report and confirm again.",
} as const;

const optionalInt = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .default("")
    .refine((s) => s === "" || (/^\d+$/.test(s) && Number(s) >= min && Number(s) <= max), {
      message: `${label} must be a whole number from ${min} to ${max}`,
    })
    .transform((s) => (s === "" ? undefined : Number(s)));

export const ImportFormSchema = z.object({
  kind: z.enum(["", "colleges", "nirf", "josaa"]).default(""),
  category: z.string().trim().max(60, "Category is too long").default(""),
  year: optionalInt("Year", 2016, 2100),
  round: optionalInt("Round", 1, 10),
});

export const ImportConfirmSchema = z.object({
  staged: z.string().regex(/^[0-9a-f-]{36}$/, IMPORT_MESSAGES.expired),
  digest: z.string().regex(/^[0-9a-f]{8,24}$/, IMPORT_MESSAGES.expired),
});

/** The report with the added, changed and malformed lists cut to `limit` entries (the counts keep the totals). */
export function shortReport(report: ImportReport, limit = 100): ImportReport {
  return {
    ...report,
    added: report.added.slice(0, limit),
    changed: report.changed.slice(0, limit),
    malformed: report.malformed.slice(0, limit),
  };
}
