/**
 * The console's "Official data" upload form: its kinds, limits and messages (client-safe; the
 * action's schemas are in import-schema.ts). The file itself is checked by the server (size,
 * UTF-8, a header it knows).
 */

export const IMPORT_KINDS = ["colleges", "nirf", "josaa", "mcc", "abroad"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const KIND_LABELS: Record<ImportKind, string> = {
  colleges: "College CSV",
  nirf: "NIRF ranking table",
  josaa: "JoSAA opening and closing ranks",
  mcc: "MCC NEET-UG opening and closing ranks",
  abroad: "Study-abroad requirements",
};

/** The largest file the console takes (a whole JoSAA round is about 2 MB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_LABEL = "5 MB";
export const IMPORT_FILE_FIELD = "file";

export const IMPORT_MESSAGES = {
  noFile: "Choose a CSV file to check.",
  tooBig: `The file must be ${MAX_IMPORT_LABEL} or smaller.`,
  notText: "The file is not UTF-8 text: save it as CSV (UTF-8) and try again.",
  utf16: "The file is UTF-16 text: save it as CSV (UTF-8) and try again.",
  workbook: "This is a spreadsheet workbook (Excel or ODS), not CSV: save the sheet as CSV (UTF-8) and upload that.",
  pdf: "This is a PDF, not CSV: upload the table as a CSV file.",
  image: "This is an image, not CSV: upload the table as a CSV file.",
  binary: "This is not a CSV file (it holds binary data): upload the table as a CSV file.",
  markup: "This is markup (HTML, XML or SVG), not CSV: upload the table as a CSV file.",
  json: "This is JSON, not CSV: upload the table as a CSV file.",
  unreadable: "The upload could not be read (it was cut short or is not a form): choose the file and send it again.",
  noStorage: "Uploads are not configured (R2 bucket MEDIA).",
  expired: "That upload is no longer staged. Upload the file again.",
  changed: "The data changed since this report was made. Read the new report and confirm again.",
} as const;
