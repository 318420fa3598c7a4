/**
 * The study-abroad requirements table (data/abroad/requirements.csv, or a file an operator uploads): one published
 * figure a row, with the university page it came from and the date read. Shared by the data build and the
 * console's import, so both refuse the same rows.
 */
/** The table's columns, in order. */
export const REQUIREMENT_HEADER = ["domain", "level", "kind", "value", "scope", "source_url", "read_on"] as const;

export const LEVELS = ["bachelors", "masters"] as const;
export type AbroadLevel = (typeof LEVELS)[number];
/** What a requirement row may state; tests are numbers or a policy word, grades are text. */
export const REQUIREMENT_KINDS = [
  "ielts",
  "toefl",
  "pte",
  "duolingo",
  "gre",
  "gmat",
  "gpa",
  "grade",
  "tuition",
  "programme",
  "language",
  "deadline",
  "apply",
] as const;
/**
 * Kinds stated in words: a grade rule, a fee with its currency, a programme's name and duration, another language
 * rule (a German certificate, per-component minimums), the next intake's deadlines, the application page (a URL).
 */
export const TEXT_KINDS: readonly string[] = ["grade", "tuition", "programme", "language", "deadline", "apply"];
/** Kinds a student's scores are compared with (the finder's bands); the rest are shown, never compared. */
export const COMPARED_KINDS: readonly string[] = ["ielts", "toefl", "pte", "duolingo", "gre", "gmat", "gpa", "grade"];
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];
/** One amount with its currency ("CA$73,760", "A$26,000", "€0"). */
const MONEY = String.raw`(?:[$£€]|CA\$|A\$)\d[\d,]*`;
/**
 * A fee as the university publishes it: one amount a year with its currency ("£31,450"), a range ("A$45,000–A$52,000",
 * en dash, one currency) or a lowest figure ("from A$45,000"); " a semester" where the page states the fee per
 * semester; then the academic year it is for in brackets where the page gives one ("£31,450 (2026-27)").
 */
export const TUITION_PATTERN = new RegExp(
  String.raw`^(?:from ${MONEY}|${MONEY}(?:–${MONEY})?)(?: a semester)?(?: \(\d{4}(?:-\d{2})?\))?$`,
);
const POLICY_WORDS = ["required", "optional", "not used", "not accepted"];
/** Valid published minimum of each test (anything else in the table is a problem, never shown). */
const RANGES: Record<string, [number, number]> = {
  ielts: [4, 9],
  toefl: [40, 120],
  pte: [30, 90],
  duolingo: [60, 160],
  gre: [260, 340],
  gmat: [200, 805],
  gpa: [2, 4],
};

export interface RequirementRow {
  domain: string;
  level: AbroadLevel;
  kind: RequirementKind;
  value: string;
  scope: string;
  url: string;
  readOn: string;
}

/** "https://www.web.mit.edu/path" → "web.mit.edu" (lowercase host without "www."). */
export function hostOf(url: string): string {
  const m = /^(?:https?:\/\/)?([^/?#]+)/i.exec(url.trim());
  return (m ? m[1] : "").toLowerCase().replace(/^www\./, "");
}

/** A host belongs to a domain when it is the domain or one of its subdomains. */
export function hostInDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** Validates one requirement row; the reason when it cannot be used. */
export function checkRequirement(r: Record<string, string>): RequirementRow | string {
  if (!(LEVELS as readonly string[]).includes(r.level)) return `unknown level "${r.level}"`;
  if (!(REQUIREMENT_KINDS as readonly string[]).includes(r.kind)) return `unknown kind "${r.kind}"`;
  if (!/^https?:\/\/[^\s]+$/.test(r.source_url ?? "")) return "no source page";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(r.read_on ?? "")) return "no date read";
  const value = (r.value ?? "").trim();
  if (!value) return "no value";
  if (r.kind === "tuition" && !TUITION_PATTERN.test(value))
    return `tuition "${value}" is not an amount with its currency (and its academic year in brackets)`;
  if (r.kind === "tuition" && value.includes("–")) {
    const [low, high] = value.replace(/ .*$/, "").split("–");
    const currency = (m: string) => m.replace(/[\d,]+$/, "");
    const amount = (m: string) => Number(m.replace(/^\D+/, "").replace(/,/g, ""));
    if (currency(low) !== currency(high) || amount(low) >= amount(high))
      return `tuition "${value}" is not a range from a lower to a higher amount in one currency`;
  }
  if (r.kind === "apply" && !/^https?:\/\/[^\s]+$/.test(value)) return `apply "${value}" is not a web address`;
  if (!TEXT_KINDS.includes(r.kind) && !POLICY_WORDS.includes(value)) {
    const n = Number(value);
    const range = RANGES[r.kind];
    if (!Number.isFinite(n) || (range && (n < range[0] || n > range[1])))
      return `${r.kind} "${value}" is not a score on its scale`;
  }
  return {
    domain: r.domain,
    level: r.level as AbroadLevel,
    kind: r.kind as RequirementKind,
    value,
    scope: r.scope ?? "",
    url: r.source_url,
    readOn: r.read_on,
  };
}
