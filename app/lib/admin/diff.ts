/**
 * A readable before → after of an audit row: one entry per field that changed, each value as
 * text; a long text (a blog body) as a line diff (kept, removed, added lines).
 */
export type DiffLine = { op: " " | "-" | "+"; text: string };
export interface FieldChange {
  field: string;
  before: string;
  after: string;
  /** Set for multi-line texts: the lines kept, removed and added. */
  lines?: DiffLine[];
}

function parse(json: string | null): Record<string, unknown> | undefined {
  if (json === null) return undefined;
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v };
  } catch {
    return { value: json };
  }
}

const asText = (v: unknown) =>
  v === undefined || v === null
    ? ""
    : typeof v === "string"
      ? v
      : typeof v === "object"
        ? JSON.stringify(v)
        : String(v);

/** Longest-common-subsequence line diff (texts of up to 400 lines each; longer: removed + added). */
export function lineDiff(a: string, b: string): DiffLine[] {
  const x = a.split("\n");
  const y = b.split("\n");
  if (x.length > 400 || y.length > 400) {
    return [...x.map((text) => ({ op: "-" as const, text })), ...y.map((text) => ({ op: "+" as const, text }))];
  }
  const lcs = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      out.push({ op: " ", text: x[i] });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) out.push({ op: "-", text: x[i++] });
    else out.push({ op: "+", text: y[j++] });
  }
  while (i < x.length) out.push({ op: "-", text: x[i++] });
  while (j < y.length) out.push({ op: "+", text: y[j++] });
  return out;
}

export function auditChanges(before: string | null, after: string | null): FieldChange[] {
  const b = parse(before) ?? {};
  const a = parse(after) ?? {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .map((field) => {
      const change: FieldChange = { field, before: asText(b[field]), after: asText(a[field]) };
      if (change.before.includes("\n") || change.after.includes("\n"))
        change.lines = lineDiff(change.before, change.after);
      return change;
    })
    .filter((c) => c.before !== c.after || before === null || after === null);
}
