/**
 * The medical part of the shipped directory's build (official-build.ts calls it): MCC's NEET-UG All India Quota
 * tables in data/mcc become
 *   - an MBBS course (with the NMC's seats for the year, exam NEET) on each institute's college: the one the
 *     directory already lists (data/mcc/college-names.csv, else the same name in the same state), else a college
 *     of its own (stream Medical, ownership from MCC's institute type);
 *   - the mcc_cutoffs rows (migration 0031) the cut-off pages, the NEET predictor and /exams/neet-ug read.
 * Nothing is dropped silently: rows that cannot be read are listed in data/build-report.md.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { sqlLiteral } from "../../lib/colleges/import";
import {
  expandReconciliation,
  matchMccInstitute,
  mccCity,
  mccCollegeName,
  mccFileMeta,
  mccOwnership,
  mccReconciliationMeta,
  parseMccTable,
  type MccRow,
} from "../../lib/official/mcc";
import { officialState } from "../../lib/official/states";
import type { CsvRecord } from "./synthetic";

/** The date the copies in data/mcc were taken (data/SOURCES.md). */
export const MCC_TAKEN = "2026-11-28";
/** The date the reserved categories' copy (the round summary, data/SOURCES.md) was taken. */
export const MCC_CATEGORIES_TAKEN = "2026-11-29";
/** MBBS: 4½ years and a year's internship. */
const MBBS_YEARS = 5.5;

export const MCC_SOURCE_ID = "mcc";
export const MCC_PUBLISHER = "Medical Counselling Committee (MCC), Directorate General of Health Services";

/** The reviewed mapping data/mcc/college-names.csv: MCC institute name → the slug of the college already listed. */
export function readMccMapping(dataDir: string): Map<string, string> {
  const mappingFile = join(dataDir, "mcc", "college-names.csv");
  return new Map<string, string>(
    existsSync(mappingFile)
      ? (
          parse(readFileSync(mappingFile, "utf8"), { columns: true, comment: "#", skip_empty_lines: true }) as Array<{
            institute: string;
            slug: string;
          }>
        ).map((m) => [m.institute, m.slug])
      : [],
  );
}

export function buildMedical(
  dataDir: string,
  records: CsvRecord[],
  blank: () => CsvRecord,
  slugify: (s: string) => string,
  problems: string[],
) {
  const dir = join(dataDir, "mcc");
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => mccFileMeta(f))
        .sort()
    : [];
  const rows: MccRow[] = [];
  for (const file of files) {
    const parsed = parseMccTable(readFileSync(join(dir, file), "utf8"), mccFileMeta(file)!);
    for (const p of parsed.problems) problems.push(`data/mcc/${file} line ${p.line}: ${p.reason}`);
    rows.push(...parsed.rows.map((r) => ({ ...r, state: officialState(r.state) })));
  }
  // Reserved categories transcribed from MCC's per-institute round summary: joined to the OPEN table's institutes
  // (expandReconciliation); a category a per-category file already holds must agree with it.
  const reconciliation: string[] = [];
  const key = (r: MccRow) => `${r.institute}|${r.year}|${r.round}|${r.category}`;
  const held = new Map(rows.map((r) => [key(r), r]));
  const reconciliationFiles = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => mccReconciliationMeta(f))
        .sort()
    : [];
  for (const file of reconciliationFiles) {
    const meta = mccReconciliationMeta(file)!;
    const out = expandReconciliation(readFileSync(join(dir, file), "utf8"), meta, rows);
    for (const p of out.problems) problems.push(`data/mcc/${file} line ${p.line}: ${p.reason}`);
    let added = 0;
    let agree = 0;
    for (const r of out.rows) {
      const before = held.get(key(r));
      if (!before) {
        rows.push(r);
        held.set(key(r), r);
        added++;
      } else if (before.opening === r.opening && before.closing === r.closing && before.allotted === r.allotted)
        agree++;
      else
        problems.push(
          `data/mcc/${file}: ${r.institute} ${r.category} ${r.opening} / ${r.closing} / ${r.allotted} differs from the ${r.category} table's ${before.opening} / ${before.closing} / ${before.allotted}`,
        );
    }
    reconciliation.push(
      `- ${file}: ${out.joined.length} institutes joined to the OPEN table (their Open figures equal), ${out.problems.length} lines not taken; ${added} category rows added, ${agree} equal to a per-category file's row`,
    );
  }
  const mapping = readMccMapping(dataDir);
  const bySlug = new Map(records.map((r) => [r.slug, r]));
  const listed = records.map((r) => ({ slug: r.slug, name: r.name, state: r.state }));
  const taken = new Set(records.map((r) => r.slug));
  const slugOf = new Map<string, string>();
  const matched: string[] = [];
  const added: CsvRecord[] = [];
  const mappingUnused = new Set(mapping.keys());

  // The newest table first: a college takes its name, state and seats from the newest year held; within a round the
  // OPEN table (every institute) first, so colleges keep the order of that table whatever other categories are held.
  const openFirst = (r: MccRow) => (r.category === "OPEN" ? 0 : 1);
  const newestFirst = [...rows].sort((a, b) => b.year - a.year || b.round - a.round || openFirst(a) - openFirst(b));
  for (const r of newestFirst) {
    if (slugOf.has(r.institute)) continue;
    mappingUnused.delete(r.institute);
    const found = matchMccInstitute(r, mapping, listed);
    if (found && !bySlug.has(found)) {
      problems.push(`data/mcc/college-names.csv: ${r.institute} → ${found}, a slug no college has`);
    }
    const name = mccCollegeName(r.institute, r.type);
    const course = ["MBBS", "MBBS", "Medical", "UG", MBBS_YEARS, 0, "INR", r.seats ?? "", "NEET"].join(";");
    if (found && bySlug.has(found)) {
      const rec = bySlug.get(found)!;
      slugOf.set(r.institute, found);
      matched.push(`${r.institute} → ${rec.name} (${found})`);
      if (!rec.courses.split("|").some((c) => c.startsWith("MBBS;")))
        rec.courses = [rec.courses, course].filter(Boolean).join("|");
      const streams = new Set(rec.streams.split(";").filter(Boolean));
      streams.add("Medical");
      rec.streams = [...streams].join(";");
      if (rec.ownership === "unknown") rec.ownership = mccOwnership(r.type);
      continue;
    }
    let slug = slugify(name).slice(0, 100);
    if (taken.has(slug)) slug = slugify(`${name} ${r.state}`).slice(0, 110);
    taken.add(slug);
    slugOf.set(r.institute, slug);
    const city = mccCity(name, r.state);
    added.push(
      Object.assign(blank(), {
        slug,
        name,
        short_name: "",
        aliases: r.institute !== name ? r.institute.slice(0, 290) : "",
        country: "india",
        state: r.state,
        city,
        ownership: mccOwnership(r.type),
        streams: "Medical",
        summary: `${name}${city !== r.state ? `, ${city}` : ""}, ${r.state}. Listed from the Medical Counselling Committee's NEET-UG All India Quota allotments; MBBS seats from the National Medical Commission.`,
        courses: course,
        sample: "no",
        source: "official",
        data_updated: MCC_TAKEN,
      }),
    );
  }

  // The reserved categories come from MCC's per-institute round summary, taken the day after the OPEN table.
  const source = (r: MccRow) =>
    r.category === "OPEN"
      ? `MCC NEET-UG ${r.year}, round ${r.round}, All India Quota ${r.course} allotments; copy taken ${MCC_TAKEN}`
      : `MCC NEET-UG ${r.year}, round ${r.round}, All India Quota ${r.course} allotments, reserved categories from the round's per-institute summary; copy taken ${MCC_CATEGORIES_TAKEN}`;
  const values = rows.map(
    (r) =>
      `((SELECT id FROM colleges WHERE slug = ${sqlLiteral(slugOf.get(r.institute)!)}), ${[
        r.institute,
        r.state,
        r.type,
        r.course,
        r.year,
        r.round,
        r.quota,
        r.category,
        r.opening,
        r.closing,
        r.allotted,
        r.seats,
        source(r),
      ]
        .map(sqlLiteral)
        .join(", ")})`,
  );
  const head =
    "INSERT INTO mcc_cutoffs (college_id, institute, state, institute_type, course, year, round, quota, category, opening_rank, closing_rank, allotted, nmc_seats, source)";
  const sql = [
    "DELETE FROM mcc_cutoffs;",
    ...(rows.length
      ? [
          `INSERT INTO data_sources (id, publisher, title, url, taken) VALUES (${[
            MCC_SOURCE_ID,
            MCC_PUBLISHER,
            "NEET-UG All India Quota allotments: opening and closing ranks; MBBS seats from the National Medical Commission",
            "https://mcc.nic.in/",
            MCC_TAKEN,
          ]
            .map(sqlLiteral)
            .join(", ")});`,
        ]
      : []),
    ...Array.from(
      { length: Math.ceil(values.length / 200) },
      (_, i) => `${head} VALUES ${values.slice(i * 200, i * 200 + 200).join(", ")};`,
    ),
  ];
  const tables = [...new Set(rows.map((r) => `${r.year} round ${r.round} ${r.course} ${r.category}`))];
  const report = [
    "## MCC NEET-UG All India Quota (data/mcc)",
    "",
    `- Rows: ${rows.length} (${tables.join(", ") || "none"}); institutes: ${slugOf.size}`,
    `- Matched to a college already listed: ${matched.length}; colleges of their own (stream Medical): ${added.length}`,
    "",
    "### Reserved categories transcribed from the round summary",
    "",
    ...(reconciliation.length ? reconciliation : ["None."]),
    "",
    "### Institutes matched to a college already listed",
    "",
    ...(matched.length ? matched.map((m) => `- ${m}`) : ["None."]),
    "",
    "### Mapping entries not used",
    "",
    ...(mappingUnused.size ? [...mappingUnused].map((m) => `- ${m}`) : ["None."]),
    "",
  ];
  return { added, sql, report, counts: { rows: rows.length, matched: matched.length, added: added.length } };
}
