/**
 * One CSV cell, quoted. Cells a spreadsheet would run as a formula (starting with = + - @,
 * tab or carriage return) get a leading apostrophe so they are read as text.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}
