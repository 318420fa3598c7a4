/**
 * The leads inbox as CSV: the filtered list streamed in keyset batches (the inbox's own statements), or the
 * chosen leads; cells quoted and formula-safe.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { csvCell } from "./csv";
import { formatIst } from "./lead-fields";
import {
  BULK_MAX,
  idRange,
  leadsSql,
  LIST_COLUMNS,
  readRows,
  type IdRange,
  type LeadCursor,
  type LeadFilter,
  type LeadRow,
} from "./leads.server";

/**
 * Leads per D1 read of the export, one chunk each (the stream reads the next batch only when the
 * client pulls). 250 was tried (docs/data-at-scale.md): no smaller isolate heap
 * peak, 2–3× the time and +450 MB in the local workerd process.
 */
export const CSV_BATCH = 1000;
const CSV_HEADER = ["id", "created_at_ist", "kind", "ref", "status", "assignee", "name", "phone", "email", "notes"];
const CSV_COLUMNS = `${LIST_COLUMNS}, notes, payload`;
type CsvRow = LeadRow & { hit: number; cursor_key?: string };

/** One lead's CSV line (cells quoted and formula-safe: csvCell). */
function csvLine(r: CsvRow): string {
  const cells = [r.id, formatIst(r.created_at), r.kind, r.ref, r.status, r.assignee, r.display_name];
  let line = cells.map(csvCell).join(",");
  for (const v of [r.lead_phone, r.email, r.notes, r.payload]) line += `,${csvCell(v)}`;
  return `${line}\r\n`;
}

/**
 * The filtered list as CSV, in the inbox's order (newest first; a short name search by name), read
 * by keyset in batches of CSV_BATCH leads as the client pulls (`highWaterMark: 0`: nothing is read
 * ahead of the client), never the whole list in memory.
 */
export function leadsCsvStream(context: AppLoadContext, filter: LeadFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let range: IdRange | null = null;
  let cursor: LeadCursor = { before: filter.before, after: filter.after };
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        controller.enqueue(encoder.encode(`${[...CSV_HEADER, "payload"].map(csvCell).join(",")}\r\n`));
        range = await idRange(context, filter);
        if (!range) done = true;
      },
      async pull(controller) {
        let written = 0;
        // A text search's batch may hold no match (filters checked lead by lead): read on until one does.
        while (!written && !done && range) {
          const rows = await readRows<CsvRow>(context, leadsSql(filter, range, cursor, CSV_COLUMNS, CSV_BATCH));
          if (rows.length < CSV_BATCH) done = true;
          const last = rows[rows.length - 1];
          if (last) cursor = { before: last.id, after: last.cursor_key };
          const text = rows
            .filter((r) => r.hit)
            .map(csvLine)
            .join("");
          if (text) controller.enqueue(encoder.encode(text));
          written += text.length;
        }
        if (done) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

/** The chosen leads as CSV (the export's columns), newest first. */
export async function leadsCsvOf(context: AppLoadContext, ids: readonly number[]): Promise<string> {
  const list = ids.slice(0, BULK_MAX);
  const header = `${[...CSV_HEADER, "payload"].map(csvCell).join(",")}\r\n`;
  if (!list.length) return header;
  const { results } = await context.env.DB.prepare(
    `SELECT ${CSV_COLUMNS}, 1 AS hit FROM submissions WHERE id IN (${list.map((_, i) => `?${i + 1}`).join(", ")}) ORDER BY id DESC`,
  )
    .bind(...list)
    .all<CsvRow>();
  return header + (results ?? []).map(csvLine).join("");
}
