/**
 * An uploaded import file: its bytes read as UTF-8 CSV (or why not), its header, and the kind of table the header
 * names.
 */
import { parse } from "csv-parse/sync";
import { isAbroadHeader } from "./abroad-import";
import { IMPORT_MESSAGES, type ImportKind } from "./import-form";
import { ImportFileError } from "./import-plan";
import { nameKey } from "./tables";

const startsWith = (bytes: Uint8Array, ...magic: number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * An uploaded file's text, or why it is not a CSV the import can read: a workbook, a PDF, an
 * image, other binary data, UTF-16 or another encoding than UTF-8, markup (HTML, XML, SVG) or
 * JSON. The console and `npm run db:import` both read a file through this.
 */
export function decodeUpload(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  const refuse = (message: string) => ({ ok: false as const, message });
  if (!bytes.byteLength) return refuse(IMPORT_MESSAGES.noFile);
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0))
    return refuse(IMPORT_MESSAGES.workbook);
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) return refuse(IMPORT_MESSAGES.pdf);
  if (
    startsWith(bytes, 0x89, 0x50, 0x4e, 0x47) ||
    startsWith(bytes, 0xff, 0xd8, 0xff) ||
    startsWith(bytes, 0x47, 0x49, 0x46, 0x38) ||
    (startsWith(bytes, 0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57)
  )
    return refuse(IMPORT_MESSAGES.image);
  if (startsWith(bytes, 0xff, 0xfe) || startsWith(bytes, 0xfe, 0xff)) return refuse(IMPORT_MESSAGES.utf16);
  if (bytes.subarray(0, 8192).includes(0)) return refuse(IMPORT_MESSAGES.binary);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return refuse(IMPORT_MESSAGES.notText);
  }
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<")) return refuse(IMPORT_MESSAGES.markup);
  if (/^[{[]/.test(start)) return refuse(IMPORT_MESSAGES.json);
  return { ok: true, text };
}

/** csv-parse's refusal of a file (an unclosed quote, a quote inside a bare field…) as the operator reads it. */
export function csvProblem(error: unknown): ImportFileError | undefined {
  const e = error as { name?: string; code?: string; message?: string; lines?: number };
  if (e?.name !== "CsvError" && !(typeof e?.code === "string" && /^(CSV_|INVALID_)/.test(e.code))) return undefined;
  const line = e.lines ?? 1;
  const why: Record<string, string> = {
    INVALID_OPENING_QUOTE: "a quote inside a field that does not start with one",
    CSV_INVALID_OPENING_QUOTE: "a quote inside a field that does not start with one",
    CSV_QUOTE_NOT_CLOSED: "a quoted field is never closed",
    CSV_INVALID_CLOSING_QUOTE: "a character follows a closing quote",
    CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: "a character follows a closing quote",
    CSV_MAX_RECORD_SIZE: "a field is too long",
  };
  return new ImportFileError(
    `The file is not valid CSV: line ${line}, ${why[e.code ?? ""] ?? (e.message ?? "unreadable").replace(/\.$/, "")}.`,
  );
}

/* ------------------------------------------------------------------ detection */

function headerOf(text: string): string[] {
  try {
    const records = parse(text, { bom: true, relax_column_count: true, to_line: 1 }) as string[][];
    return (records[0] ?? []).map((h) => h.trim().toLowerCase());
  } catch {
    return [];
  }
}

/** The kind a file's header names, or null. */
export function detectKind(text: string): ImportKind | null {
  const header = headerOf(text);
  const keys = header.map((h) => nameKey(h));
  if (header.includes("slug") && header.includes("ownership")) return "colleges";
  if (isAbroadHeader(header)) return "abroad";
  if (keys.includes("quota") && keys.some((k) => ["closing rank", "close", "crank"].includes(k))) return "josaa";
  if (header.some((h) => /^(institute[ _]?)?id$/.test(h)) && header.includes("rank")) return "nirf";
  if (header.includes("collegename") && header.includes("bestair") && header.includes("lastobservedair")) return "mcc";
  return null;
}
