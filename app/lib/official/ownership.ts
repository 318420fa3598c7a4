/**
 * Ownership from the University Grants Commission's consolidated list of universities (data/ugc/universities.csv,
 * data/SOURCES.md): a university the list names in the same state takes the list's type, as the directory's
 * ownership values: Central and State universities are public, Private universities private, Deemed-to-be
 * universities deemed. A name the list gives to universities of different types in that state, an off-campus centre
 * and a name it does not hold stay unknown ("Not published yet"). No I/O here.
 */
import { parse } from "csv-parse/sync";
import { cleanText, nameKey, type TableProblem } from "./tables";

export type ListedOwnership = "public" | "private" | "deemed";

export interface UgcUniversity {
  state: string;
  name: string;
  type: string;
  ownership: ListedOwnership;
}

/** The list's university types → the directory's ownership. */
export function ownershipOfType(type: string): ListedOwnership | null {
  const t = nameKey(type);
  if (t === "central university" || t === "state university" || t === "established under central act") return "public";
  if (t === "private university") return "private";
  if (t === "deemed university" || t === "deemed to be university") return "deemed";
  return null;
}

/** One spelling per state: "Pondicherry" is Puducherry, "Jammu and Kashmir" is "Jammu & Kashmir". */
export function stateKey(state: string): string {
  const k = nameKey(state);
  if (k === "pondicherry") return "puducherry";
  if (k === "new delhi") return "delhi";
  return k;
}

export function parseUgcList(text: string): { rows: UgcUniversity[]; problems: TableProblem[] } {
  const records = parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const rows: UgcUniversity[] = [];
  const problems: TableProblem[] = [];
  records.forEach((r, i) => {
    const ownership = ownershipOfType(r.Type ?? "");
    const name = cleanText(r.Name ?? "");
    const state = cleanText(r.State ?? "");
    if (!name || !state) return problems.push({ line: i + 2, reason: "name and state are required" });
    if (!ownership) return problems.push({ line: i + 2, reason: `unknown university type "${r.Type}"` });
    rows.push({ state, name, type: cleanText(r.Type), ownership });
  });
  return { rows, problems };
}

/** A university name's comparison forms: the whole name and the part before its first comma ("…, Jaipur"). */
const forms = (name: string) => {
  // Initials spelt with or without spaces ("D. Y. Patil", "D.Y. Patil") compare equal.
  const key = (s: string) => nameKey(s).replace(/\b([a-z]) (?=[a-z]\b)/g, "$1");
  const whole = key(name);
  const head = key(name.split(",")[0]);
  const bare = key(name.replace(/\([^)]*\)/g, " "));
  return [...new Set([whole, head, bare])].filter(Boolean);
};

/**
 * The lookup an institution's names are matched through: (state, name form) → the listed universities. An
 * institution matches when one of its names, in its state, names universities of one type only.
 */
export function ugcIndex(rows: readonly UgcUniversity[]) {
  const byKey = new Map<string, UgcUniversity[]>();
  for (const r of rows)
    for (const f of forms(r.name)) {
      const k = `${stateKey(r.state)}|${f}`;
      byKey.set(k, [...(byKey.get(k) ?? []), r]);
    }
  return (names: Iterable<string>, state: string): UgcUniversity | null => {
    const found = new Map<string, UgcUniversity>();
    for (const n of names) {
      if (/off[- ]campus/i.test(n)) return null;
      for (const f of forms(n))
        for (const u of byKey.get(`${stateKey(state)}|${f}`) ?? []) found.set(`${u.name}|${u.type}`, u);
    }
    const owners = new Set([...found.values()].map((u) => u.ownership));
    return owners.size === 1 ? [...found.values()][0] : null;
  };
}
