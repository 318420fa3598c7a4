/**
 * From the official tables to the directory: one college per institution. NIRF rows are keyed
 * by the institution part of their id (IR-E-U-0456 and IR-O-U-0456 are one institution); a
 * JoSAA institute joins a NIRF institution through the reviewed name mapping
 * (data/institute-names.csv) or an exact name match, else it is a college of its own. Every
 * institute ends in exactly one college; the report lists the names that matched no NIRF
 * institution and the rows that could not be read (never dropped silently). No I/O here.
 */
import {
  cleanText,
  nameKey,
  nirfInstitution,
  splitProgram,
  type JosaaRow,
  type JosaaType,
  type NirfRow,
} from "./tables";

export interface NameMapping {
  source: "josaa" | "nirf";
  name: string;
  key: string;
}

export interface JosaaTable {
  year: number;
  round: number;
  rows: JosaaRow[];
}

export interface Institution {
  key: string;
  name: string;
  shortName: string;
  names: Set<string>;
  city: string;
  state: string;
  nirfIds: Set<string>;
  nirf: NirfRow[];
  josaaName: string;
  josaaType: JosaaType | null;
  programs: Map<string, { program: string; branch: string; degree: string; years: number | null; lastYear: number }>;
}

export interface DirectoryReport {
  institutions: number;
  nirfRows: number;
  nirfInstitutions: number;
  josaaInstitutes: number;
  josaaMatchedToNirf: string[];
  josaaOwnCollege: string[];
  mappingUnused: string[];
  duplicateNirf: string[];
}

const CATEGORY_ORDER = ["Overall", "University", "State Public University", "College", "Research"];
const catRank = (c: string) => {
  const i = CATEGORY_ORDER.indexOf(c);
  return i < 0 ? CATEGORY_ORDER.length : i;
};

/** Merges rows of one (category, year, id) found in more than one copy; returns the disagreements. */
export function mergeNirf(rows: NirfRow[]): { rows: NirfRow[]; disagreements: string[] } {
  const byKey = new Map<string, NirfRow>();
  const disagreements: string[] = [];
  for (const r of rows) {
    const k = `${r.category}|${r.year}|${r.nirfId}`;
    const had = byKey.get(k);
    if (!had) {
      byKey.set(k, { ...r });
      continue;
    }
    if (
      (had.rank ?? had.rankBand) !== (r.rank ?? r.rankBand) ||
      (had.score !== null && r.score !== null && had.score !== r.score)
    ) {
      disagreements.push(
        `${k}: rank ${had.rank ?? had.rankBand} vs ${r.rank ?? r.rankBand}, score ${had.score} vs ${r.score}`,
      );
    }
    for (const f of ["score", "tlr", "rpc", "go", "oi", "perception"] as const) had[f] ??= r[f];
    had.city ||= r.city;
    had.state ||= r.state;
  }
  return { rows: [...byKey.values()], disagreements };
}

/**
 * One copy's name column slips in places (a row carries the next institution's name beside its
 * own id and city). An id's name is the one most of its rows give; a row naming another
 * institution takes its own id's name, and the report lists it.
 */
export function correctNirfNames(
  rows: NirfRow[],
  aliases: ReadonlyMap<string, string> = new Map(),
): { rows: NirfRow[]; corrections: string[] } {
  const keyOf = (id: string) => {
    const own = nirfInstitution(id)!;
    return aliases.get(own) ?? own;
  };
  const counts = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const key = keyOf(r.nirfId);
    const m = counts.get(key) ?? new Map<string, number>();
    m.set(nameKey(r.name), (m.get(nameKey(r.name)) ?? 0) + 1);
    counts.set(key, m);
  }
  const majority = new Map<string, string>();
  for (const [key, m] of counts) majority.set(key, [...m].sort((a, b) => b[1] - a[1])[0][0]);
  // A name belongs to the institution whose majority name it is, or whose rows give it as often as its majority name
  // (two spellings of one institution's name can tie).
  const ownerOf = new Map<string, string>();
  for (const [key, n] of majority) if (!ownerOf.has(n)) ownerOf.set(n, key);
  for (const [key, m] of counts) {
    const top = m.get(majority.get(key)!)!;
    for (const [n, count] of m) if (count === top && !ownerOf.has(n)) ownerOf.set(n, key);
  }
  const corrections: string[] = [];
  const out = rows.map((r) => {
    const key = keyOf(r.nirfId);
    const k = nameKey(r.name);
    const owner = ownerOf.get(k);
    if (owner && owner !== key && (counts.get(key)!.get(k) ?? 0) < (counts.get(key)!.get(majority.get(key)!) ?? 0)) {
      const right = rows.find((x) => keyOf(x.nirfId) === key && nameKey(x.name) === majority.get(key))!.name;
      corrections.push(`${r.category} ${r.year} ${r.nirfId}: "${r.name}" is ${owner}'s name; ${key} is "${right}"`);
      return { ...r, name: right };
    }
    return r;
  });
  return { rows: out, corrections };
}

/** Short names from JoSAA's own short forms ("IIT Bombay"), kept by the copy that has them. */
export function buildInstitutions(
  nirf: NirfRow[],
  josaa: JosaaTable[],
  mapping: NameMapping[],
  extra: {
    shortNames?: Map<string, string>;
    states?: Map<string, string>;
    /** Reviewed merges: an institution NIRF lists under a second id (its institution part) → the key kept. */
    nirfAliases?: ReadonlyMap<string, string>;
  } = {},
): { institutions: Map<string, Institution>; report: DirectoryReport; josaaKey: Map<string, string> } {
  const institutions = new Map<string, Institution>();
  const blank = (key: string): Institution => ({
    key,
    name: "",
    shortName: "",
    names: new Set(),
    city: "",
    state: "",
    nirfIds: new Set(),
    nirf: [],
    josaaName: "",
    josaaType: null,
    programs: new Map(),
  });
  const duplicateNirf: string[] = [];
  for (const r of nirf) {
    const own = nirfInstitution(r.nirfId)!;
    const key = extra.nirfAliases?.get(own) ?? own;
    const inst = institutions.get(key) ?? blank(key);
    institutions.set(key, inst);
    inst.nirf.push(r);
    inst.nirfIds.add(r.nirfId);
    inst.names.add(r.name);
  }
  // Name, city and state: the latest year, the broadest category.
  for (const inst of institutions.values()) {
    const best = [...inst.nirf].sort((a, b) => b.year - a.year || catRank(a.category) - catRank(b.category))[0];
    inst.name = best.name;
    inst.city = best.city;
    inst.state = best.state;
  }
  const byName = new Map<string, string[]>();
  for (const inst of institutions.values()) {
    for (const n of inst.names) {
      const list = byName.get(nameKey(n)) ?? [];
      if (!list.includes(inst.key)) list.push(inst.key);
      byName.set(nameKey(n), list);
    }
  }
  for (const [n, keys] of byName) if (keys.length > 1) duplicateNirf.push(`${n}: ${keys.join(", ")}`);

  const mapped = new Map(mapping.filter((m) => m.source === "josaa").map((m) => [nameKey(m.name), m.key]));
  const used = new Set<string>();
  const josaaKey = new Map<string, string>();
  const matched: string[] = [];
  const own: string[] = [];
  const latestFirst = [...josaa].sort((a, b) => b.year - a.year || b.round - a.round);
  for (const table of latestFirst) {
    for (const row of table.rows) {
      let key = josaaKey.get(row.institute);
      if (!key) {
        const k = nameKey(row.institute);
        const fromMap = mapped.get(k);
        const exact = byName.get(k);
        if (fromMap) {
          used.add(k);
          key = fromMap;
        } else if (exact?.length === 1) {
          key = exact[0];
        } else {
          key = `josaa:${k.replace(/ /g, "-")}`;
        }
        josaaKey.set(row.institute, key);
        (institutions.has(key) && !key.startsWith("josaa:") ? matched : own).push(row.institute);
      }
      const inst = institutions.get(key) ?? blank(key);
      if (!institutions.has(key)) {
        institutions.set(key, inst);
        inst.name = row.institute;
      }
      inst.josaaName ||= row.institute;
      inst.josaaType ||= row.instituteType;
      inst.names.add(row.institute);
      inst.shortName ||= extra.shortNames?.get(row.institute) ?? "";
      inst.state ||= extra.states?.get(row.institute) ?? "";
      const p = inst.programs.get(row.program);
      if (!p)
        inst.programs.set(row.program, { program: row.program, ...splitProgram(row.program), lastYear: table.year });
    }
  }
  for (const inst of institutions.values()) {
    if (!inst.city) inst.city = cityFromName(inst.shortName, inst.name) || inst.state;
  }
  return {
    institutions,
    josaaKey,
    report: {
      institutions: institutions.size,
      nirfRows: nirf.length,
      nirfInstitutions: [...institutions.values()].filter((i) => i.nirf.length).length,
      josaaInstitutes: josaaKey.size,
      josaaMatchedToNirf: [...new Set(matched)].sort(),
      josaaOwnCollege: [...new Set(own)].sort(),
      mappingUnused: [...mapped.keys()].filter((k) => !used.has(k)),
      duplicateNirf,
    },
  };
}

/**
 * The place in an institute's published name where no table gives its city: "IIT Bhilai" →
 * Bhilai, "Assam University, Silchar" → Silchar (JoSAA institutes are named after their city).
 */
export function cityFromName(shortName: string, name: string): string {
  const s = cleanText(shortName);
  const m = /^(?:IIT|NIT|IIIT|IIITDM|IIITM)\s+(?:\((?:BHU|ISM)\)\s+)?([A-Z][A-Za-z]+)$/.exec(s);
  if (m) return m[1];
  const parts = cleanText(name)
    .split(",")
    .map((p) => p.trim());
  const last = parts.length > 1 ? parts[parts.length - 1] : "";
  return /^[A-Z][A-Za-z ]{2,30}$/.test(last) && !/campus|university|pradesh|bengal/i.test(last) ? last : "";
}
