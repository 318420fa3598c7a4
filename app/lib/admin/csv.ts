/**
 * One CSV cell, quoted. Cells a spreadsheet would run as a formula (starting with = + - @, or
 * with one after leading blanks, or starting with tab, carriage return or line feed) get a
 * leading apostrophe so they are read as text. Every CSV the site writes (the console's leads
 * export, GET /api/leads as CSV) goes through this.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}
