/**
 * The console's and `npm run db:import`'s study-abroad requirements table (the header of
 * data/abroad/requirements.csv: domain, level, kind, value, scope, source_url, read_on). Each row is matched to a
 * university abroad by its web domain (colleges.website); a matched row replaces the figure of the same level and
 * kind from the same page, and the finder's published minimums (colleges.requirements) are rebuilt from the
 * stored figures. Unmatched rows are not written.
 */
import { parse } from "csv-parse/sync";
import { checkRequirement, hostInDomain, hostOf, REQUIREMENT_HEADER } from "../abroad/requirements";
import { RECOMPUTE_STATEMENTS, type Statement } from "../colleges/import";
import type { ImportInput, ImportReport, PlanEntry, Reader } from "./import-plan";

/** The finder reads colleges.requirements: {level: {kind: value}} from the stored minimums of each level. */
const REQUIREMENTS_JSON = `UPDATE colleges SET requirements = coalesce((
  SELECT json_group_object(level, json(obj)) FROM (
    SELECT level, json_group_object(kind, value) AS obj FROM abroad_facts
    WHERE college_slug = colleges.slug AND level <> '' AND kind NOT IN ('tuition', 'programme') GROUP BY level)), '')
  WHERE slug = ?1`;

export function isAbroadHeader(header: readonly string[]): boolean {
  return REQUIREMENT_HEADER.every((h) => header.includes(h));
}

export async function planAbroad(
  read: Reader,
  input: ImportInput,
): Promise<{ report: ImportReport; statements: Statement[] }> {
  const rows = parse(input.text, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<
    string,
    string
  >[];
  const held = await read("SELECT slug, website FROM colleges WHERE country <> 'india' AND website <> ''");
  const sites = held.map((r) => ({ slug: String(r.slug), host: hostOf(String(r.website)) }));
  const facts = await read("SELECT college_slug, level, kind, value, source_url FROM abroad_facts WHERE level <> ''");
  const factKey = (slug: string, level: string, kind: string, url: string) => `${slug}|${level}|${kind}|${url}`;
  const heldValue = new Map(
    facts.map((f) => [
      factKey(String(f.college_slug), String(f.level), String(f.kind), String(f.source_url)),
      String(f.value),
    ]),
  );

  const added: PlanEntry[] = [];
  const changed: PlanEntry[] = [];
  const unmatched: PlanEntry[] = [];
  const malformed: PlanEntry[] = [];
  let unchanged = 0;
  const statements: Statement[] = [];
  const touched = new Set<string>();
  rows.forEach((raw, i) => {
    const line = i + 2;
    const row = checkRequirement(raw);
    if (typeof row === "string") {
      malformed.push({ line, text: `${raw.domain ?? ""}: ${row}` });
      return;
    }
    const site = sites.find((s) => hostInDomain(s.host, row.domain) || hostInDomain(row.domain, s.host));
    const text = `${row.domain} ${row.level} ${row.kind} ${row.value}`;
    if (!site) {
      unmatched.push({ line, text });
      return;
    }
    const key = factKey(site.slug, row.level, row.kind, row.url);
    const before = heldValue.get(key);
    if (before === row.value) {
      unchanged++;
      return;
    }
    if (before === undefined) added.push({ line, text: `${site.slug}: ${text}` });
    else changed.push({ line, text: `${site.slug}: ${row.level} ${row.kind}`, changes: [`${before} → ${row.value}`] });
    heldValue.set(key, row.value);
    touched.add(site.slug);
    statements.push(
      {
        sql: "DELETE FROM abroad_facts WHERE college_slug = ?1 AND level = ?2 AND kind = ?3 AND source_url = ?4",
        params: [site.slug, row.level, row.kind, row.url],
      },
      {
        sql: "INSERT INTO abroad_facts (college_slug, level, kind, value, scope, source_name, source_url, edition, read_on) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, '', ?8)",
        params: [site.slug, row.level, row.kind, row.value, row.scope, hostOf(row.url), row.url, row.readOn],
      },
    );
  });
  for (const slug of touched) statements.push({ sql: REQUIREMENTS_JSON, params: [slug] });
  if (statements.length) statements.push(...RECOMPUTE_STATEMENTS.map((sql) => ({ sql, params: [] })));
  const report: ImportReport = {
    kind: "abroad",
    file: input.file,
    title: "Study-abroad requirements",
    read: rows.length,
    added,
    changed,
    unchanged,
    unmatched,
    malformed,
    notInFile: 0,
    unmatchedNote:
      "Unmatched rows are not written: a figure needs its university. The domain must be the university's web domain as the finder's universities hold it.",
    publicPath: "/cource-finder",
    counts: { added: added.length, changed: changed.length, unmatched: unmatched.length, malformed: malformed.length },
  };
  return { report, statements };
}
