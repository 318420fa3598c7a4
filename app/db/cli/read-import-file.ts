/**
 * The file `npm run db:import` is given, read as the console reads an upload (app/lib/official/import.ts
 * `decodeUpload`): its text, or an ImportFileError saying why it cannot be imported (too large, not
 * CSV, not UTF-8).
 */
import { readFileSync, statSync } from "node:fs";
import { decodeUpload } from "../../lib/official/import-file";
import { ImportFileError } from "../../lib/official/import-plan";

/** The largest file one run reads (the console takes 5 MB; a whole college directory fits in this). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

export function readImportFile(path: string, max = MAX_FILE_BYTES): string {
  let bytes: Uint8Array;
  try {
    if (statSync(path).size > max)
      throw new ImportFileError(`The file must be ${Math.round(max / 1024 / 1024)} MB or smaller: split it.`);
    bytes = readFileSync(path);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`The file cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"}).`);
  }
  const decoded = decodeUpload(bytes);
  if (!decoded.ok) throw new ImportFileError(decoded.message);
  return decoded.text;
}
