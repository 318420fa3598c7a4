/**
 * The shipped directory's build (`npm run data:build`, app/db/cli/data-build.ts): from the published tables in data/ (data/SOURCES.md) to the shipped
 * directory:
 *   app/db/sample/colleges.csv   every college in the import format (`npm run db:import` loads it)
 *   app/db/sample/colleges.sql   the seed: colleges, NIRF ranks, JoSAA programmes, the latest
 *                                three years' last-round cut-offs (what the test harnesses load)
 *   app/db/sample/cutoffs.sql    the other JoSAA rounds held (seeded by `npm run db:local`)
 *   data/build-report.md         counts, names matched through the mapping, institutes without a
 *                                NIRF match, rows that could not be read (nothing is dropped silently)
 * One college per institution: NIRF ids keep the institution (IR-E-U-0456 → U-0456); JoSAA
 * institutes join through data/institute-names.csv (reviewed) or an exact name match.
 * Run with --check to fail when the committed outputs differ from a fresh build.
 */
import { join } from "node:path";
import { parseCollegeCsv, CSV_COLUMNS } from "../../lib/colleges/college-csv";
import { sqlLiteral, seedStatements } from "../../lib/colleges/import";
import { correctNirfNames, mergeNirf, buildInstitutions, type JosaaTable } from "../../lib/official/directory";
import { harnessTables, roundTypes } from "../../lib/official/josaa-rules";
import { splitProgram } from "../../lib/official/tables";
import { INTERNATIONAL } from "../sample/international";
import { readAicte, AICTE_YEAR, AICTE_TAKEN } from "./aicte-build";
import { collegeRedirectsModule, instituteNamesModule, josaaTakenModule, nirfEditionsModule } from "./content-modules";
import { buildCsab, csabMatch } from "./csab-build";
import { ROOT } from "./d1";
import { checkJosaa, josaaReport } from "./josaa-checks";
import { buildMedical } from "./medical-build";
import { nirfAliases, institutionOf, readPlacements, takenOn, readSlugPins, placementStatements } from "./nirf-build";
import { readMapping, readNirf, readJosaa, secondCopy, DATA, DATA_TAKEN, josaaTakenDates } from "./official-tables";
import { type CsvRecord, toCsv } from "./synthetic";
import { readUgcOwnership, UGC_TAKEN } from "./ugc-build";

export const OUT = join(ROOT, "app/db/sample");
/** Cut-off years the test harnesses seed per institute type (the last round of each); db:local seeds every round held. */
const HARNESS_YEARS = 3;

const STREAM_OF_CATEGORY: Record<string, string> = {
  Engineering: "Engineering",
  Architecture: "Engineering",
  Management: "Management",
  Medical: "Medical",
  Dental: "Medical",
  Pharmacy: "Pharmacy",
  Law: "Law",
  Agriculture: "Science",
};

const clean = (s: string) => s.replace(/[;|]/g, ",").replace(/:/g, " -").trim();

export function build() {
  const problems: string[] = [];
  const editionTaken = new Map<string, string>();
  const mapping = readMapping();
  const aliases = nirfAliases(mapping);
  const named = correctNirfNames(readNirf(problems, editionTaken), aliases);
  const merged = mergeNirf(named.rows);
  const josaa = readJosaa(problems);
  const extra = secondCopy(josaa, problems);
  const nirfKey = (id: string) => institutionOf(id, aliases);
  const { institutions, report, josaaKey } = buildInstitutions(merged.rows, josaa, mapping, {
    ...extra,
    nirfAliases: aliases,
  });
  const josaaChecks = checkJosaa(josaa, institutions, merged.rows, problems);
  const placements = readPlacements(join(DATA, "nirf-submissions"), problems);
  const placementKeys = new Set(placements.rows.map((r) => nirfKey(r.nirfId)));
  const ugc = readUgcOwnership(DATA, problems);
  const ownershipFound: string[] = [];
  const aicte = readAicte(DATA, problems);
  const aicteFound: string[] = [];
  const submissionsTaken = placements.files.map(takenOn).sort().pop();

  // Slugs: the one first published (data/college-slugs.csv), else the name; a second institution of the same name
  // adds its city, then its key.
  const slugOf = new Map<string, string>();
  const taken = new Set<string>();
  const ordered = [...institutions.values()].sort((a, b) => a.key.localeCompare(b.key));
  const pins = readSlugPins(join(DATA, "college-slugs.csv"));
  const pinOf = (inst: (typeof ordered)[number]) => pins.get(inst.key) ?? pins.get(`name:${inst.name}`);
  for (const inst of ordered) {
    const pin = pinOf(inst);
    if (pin && !taken.has(pin)) {
      taken.add(pin);
      slugOf.set(inst.key, pin);
    }
  }
  for (const inst of ordered) {
    if (slugOf.has(inst.key)) continue;
    let slug = slugify(inst.name).slice(0, 100);
    if (taken.has(slug)) slug = slugify(`${inst.name} ${inst.city}`).slice(0, 110);
    if (taken.has(slug)) slug = slugify(`${inst.name} ${inst.key}`).slice(0, 118);
    taken.add(slug);
    slugOf.set(inst.key, slug);
  }

  // A college merged into another (a reviewed `nirf` line of institute-names.csv) keeps its first slug as a redirect.
  const redirects = [...pins]
    .filter(([key]) => !institutions.has(key) && aliases.has(key.toUpperCase()))
    .map(([key, slug]) => [slug, slugOf.get(aliases.get(key.toUpperCase())!)] as const)
    .filter((r): r is readonly [string, string] => Boolean(r[1]) && r[0] !== r[1] && !taken.has(r[0]))
    .sort((a, b) => a[0].localeCompare(b[0]));

  const records: CsvRecord[] = ordered.map((inst) => {
    const listed = inst.josaaType ? null : ugc(inst.names, inst.state);
    if (listed)
      ownershipFound.push(
        `${inst.name} (${inst.state}) → ${listed.ownership}: UGC list "${listed.name}", ${listed.type}`,
      );
    const approved = aicte.get(inst.key);
    if (approved)
      aicteFound.push(
        `${inst.name} (${inst.state}) → ${approved.records.map((r) => `${r.id} "${r.name}", ${r.type}`).join("; ")}: ownership ${approved.ownership ?? "not set (types differ)"}, ${approved.courses.length} courses`,
      );
    // Courses: JoSAA's programmes where JoSAA lists the institute, else AICTE's approved programmes.
    const aicteCourses = inst.programs.size ? [] : (approved?.courses ?? []);
    const categories = [...new Set(inst.nirf.map((r) => r.category))];
    const streams = new Set(categories.map((c) => STREAM_OF_CATEGORY[c]).filter(Boolean));
    if (inst.programs.size) streams.add("Engineering");
    for (const c of aicteCourses) streams.add(c.stream);
    const exam = inst.josaaType === "IIT" ? "JEE Advanced" : "JEE Main";
    const courses = [...inst.programs.values()]
      .sort((a, b) => a.program.localeCompare(b.program))
      .map((p) =>
        [
          clean(
            !p.degree ||
              /^(b\.? ?tech|b\.? ?s\b|bs |m\.? ?tech|integrated|dual|b\.? ?arch|b\.? ?des|b\.? ?plan)/i.test(p.branch)
              ? p.branch
              : `${p.degree} ${p.branch}`,
          ),
          clean(p.degree || "B.Tech"),
          "Engineering",
          "UG",
          p.years ?? 4,
          0, // fees: not published in the source tables
          "INR",
          "", // seats: not published in the source tables
          exam,
        ].join(";"),
      );
    const rankings = inst.nirf
      .filter((r) => r.rank !== null)
      .sort((a, b) => b.year - a.year || a.category.localeCompare(b.category))
      .map((r) => `nirf:${r.year}:${r.category}:${r.rank}`);
    const aliases = [...inst.names]
      .filter((n) => n !== inst.name)
      .join(" ")
      .slice(0, 290);
    const sources = [
      inst.nirf.length ? `NIRF India Rankings (${[...new Set(inst.nirf.map((r) => r.year))].sort().join(", ")})` : "",
      inst.programs.size ? "JoSAA opening and closing ranks" : "",
      listed ? `the UGC list of universities (${listed.type})` : "",
      approved
        ? `AICTE's approved institutes ${AICTE_YEAR} (${[...new Set(approved.records.map((r) => r.type))].join(", ")})`
        : "",
    ].filter(Boolean);
    return Object.assign(blankRecord(), {
      slug: slugOf.get(inst.key)!,
      name: inst.name,
      short_name: inst.shortName.slice(0, 40),
      aliases,
      country: "india",
      state: inst.state,
      city: inst.city || inst.state || "India",
      // JoSAA's institutes are government funded (its own institute types); a university the UGC list names takes
      // the list's type; no table we hold gives the others'.
      ownership: inst.josaaType ? "public" : (listed?.ownership ?? approved?.ownership ?? "unknown"),
      established: "",
      approvals: approved ? `AICTE (${AICTE_YEAR})` : "",
      streams: [...streams].join(";"),
      summary: `${inst.name}${inst.city ? `, ${inst.city}` : ""}${inst.state && inst.state !== inst.city ? `, ${inst.state}` : ""}. Listed from ${sources.join(" and ")}.${inst.nirfIds.size ? ` NIRF institute id ${[...inst.nirfIds].sort().join(", ")}.` : ""}`,
      website: "",
      logo: "",
      image: "",
      rating: "",
      rating_count: "",
      ratings: "",
      courses: (courses.length
        ? courses
        : aicteCourses.map((c) =>
            [clean(c.name), clean(c.degree), c.stream, c.level, c.years, 0, "INR", c.seats ?? "", ""].join(";"),
          )
      ).join("|"),
      rankings: rankings.join("|"),
      featured: "",
      featured_order: "",
      category: "",
      world_rank: "",
      acceptance: "",
      students: "",
      tuition: "",
      tags: "",
      requirements: "",
      sample: "no",
      source: "official",
      // The latest date a copy of this institution's tables was taken (each edition's own date is on /rankings).
      data_updated: [
        DATA_TAKEN,
        ...inst.nirf.map((r) => editionTaken.get(`${r.category}|${r.year}`) ?? DATA_TAKEN),
        ...(placementKeys.has(inst.key) ? [submissionsTaken ?? DATA_TAKEN] : []),
        ...(approved ? [AICTE_TAKEN] : []),
      ]
        .sort()
        .pop()!,
    });
  });

  for (const key of aicte.keys())
    if (!institutions.has(key)) problems.push(`data/aicte/matches.csv: no college with the key ${key}`);

  // Home carousels: the top of NIRF's latest Overall and College tables (a rule, not a choice).
  const latest = (cat: string) => Math.max(...merged.rows.filter((r) => r.category === cat).map((r) => r.year));
  const feature = (cat: string, carousel: "universities" | "colleges") => {
    const year = latest(cat);
    merged.rows
      .filter((r) => r.category === cat && r.year === year && r.rank !== null)
      .sort((a, b) => a.rank! - b.rank!)
      .slice(0, 8)
      .forEach((r, i) => {
        const rec = records.find((x) => x.slug === slugOf.get(nirfKey(r.nirfId) ?? ""));
        if (rec && !rec.featured) Object.assign(rec, { featured: carousel, featured_order: String(i + 1) });
      });
  };
  feature("Overall", "universities");
  feature("College", "colleges");

  // The course finder's colleges abroad: names and places only (their figures and programmes: abroad-build.ts).
  const abroad: CsvRecord[] = INTERNATIONAL.map((c) => {
    const [city, region] = c.location.split(", ");
    return Object.assign(blankRecord(), {
      slug: slugify(c.name),
      name: c.name,
      short_name: c.logo,
      aliases: `${COUNTRY_NAMES[c.country] ?? c.country} ${region ?? ""}`.trim(),
      country: c.country,
      state: region ?? "",
      city,
      ownership: "unknown",
      logo: c.logo,
      summary: `${c.name} in ${c.location}. Fees, admission rates and rankings are not published here yet: check the university's own pages.`,
      // Programmes come from the universities' own pages (abroad-build.ts: programme rows), never a placeholder.
      courses: "",
      streams: "",
      category: c.category,
      tags: c.tags.join(";"),
      sample: "no",
      source: "official",
      data_updated: DATA_TAKEN,
    });
  });

  // MCC's NEET-UG institutes: an MBBS course on the college listed, else a college of their own (medical-build.ts).
  const medical = buildMedical(DATA, records, blankRecord, slugify, problems);
  const all = [...records, ...medical.added, ...abroad];
  const csv = toCsv(all);
  const parsed = parseCollegeCsv(csv);
  for (const e of parsed.errors) problems.push(`colleges.csv line ${e.line} (${e.slug}): ${e.reason}`);

  // Official tables: NIRF rows (every one, matched or not) and JoSAA programmes and cut-offs.
  const collegeId = (key: string | undefined) =>
    key && slugOf.has(key) ? `(SELECT id FROM colleges WHERE slug = ${sqlLiteral(slugOf.get(key)!)})` : "NULL";
  const nirfValues = merged.rows.map((r) => {
    const source = `NIRF India Rankings ${r.year}, ${r.category}; copy taken ${editionTaken.get(`${r.category}|${r.year}`) ?? DATA_TAKEN}`;
    return `(${[r.category, r.year, r.nirfId].map(sqlLiteral).join(", ")}, ${collegeId(nirfKey(r.nirfId) ?? undefined)}, ${[r.name, r.city, r.state, r.rank, r.rankBand, r.score, r.tlr, r.rpc, r.go, r.oi, r.perception, source].map(sqlLiteral).join(", ")})`;
  });

  const programId = new Map<string, number>();
  const programValues: string[] = [];
  const typeOf = new Map<string, string>();
  for (const t of josaa) for (const r of t.rows) if (r.instituteType) typeOf.set(r.institute, r.instituteType);
  const canonical = (institute: string) => institutions.get(josaaKey.get(institute)!)!.josaaName;
  for (const t of [...josaa].sort((a, b) => b.year - a.year || b.round - a.round)) {
    for (const r of t.rows) {
      const inst = canonical(r.institute);
      const k = `${inst}|${r.program}`;
      if (programId.has(k)) continue;
      const id = programId.size + 1;
      programId.set(k, id);
      const p = splitProgramCached(r.program);
      const instRow = institutions.get(josaaKey.get(r.institute)!)!;
      programValues.push(
        `(${id}, ${collegeId(josaaKey.get(r.institute))}, ${[inst, typeOf.get(r.institute) ?? instRow.josaaType ?? "GFTI", instRow.state, r.program, p.branch, p.degree, p.years].map(sqlLiteral).join(", ")})`,
      );
    }
  }
  const cutoffRows = (t: JosaaTable) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const r of t.rows) {
      const id = programId.get(`${canonical(r.institute)}|${r.program}`)!;
      const k = `${id}|${r.quota}|${r.seatType}|${r.gender}`;
      if (seen.has(k)) {
        problems.push(
          `JoSAA ${t.year} round ${t.round}: a second row for ${r.institute} / ${r.program} / ${k} (first kept)`,
        );
        continue;
      }
      seen.add(k);
      out.push(
        `(${[id, t.year, t.round, r.quota, r.seatType, r.gender, r.opening, r.closing, r.openingPrep ? 1 : 0, r.closingPrep ? 1 : 0].map(sqlLiteral).join(", ")})`,
      );
    }
    return out;
  };
  const csab = buildCsab(DATA, csabMatch(josaaKey, institutions, programId, collegeId), problems);
  const harness = harnessTables(josaa, HARNESS_YEARS);
  const rest = josaa.filter((t) => !harness.includes(t));
  const roundRow = (t: JosaaTable) => `(${t.year}, ${t.round}, ${sqlLiteral(roundTypes(t))})`;

  const chunked = (head: string, values: string[], size = 400) => {
    const out: string[] = [];
    for (let i = 0; i < values.length; i += size) out.push(`${head} VALUES ${values.slice(i, i + size).join(", ")};`);
    return out;
  };
  const cutoffHead =
    "INSERT OR REPLACE INTO josaa_cutoffs (program_id, year, round, quota, seat_type, gender, opening_rank, closing_rank, opening_prep, closing_prep)";
  const sources = [
    [
      "nirf",
      "Ministry of Education, National Institutional Ranking Framework",
      "India Rankings",
      "https://www.nirfindia.org/",
    ],
    ["josaa", "Joint Seat Allocation Authority (JoSAA)", "Opening and closing ranks", "https://josaa.nic.in/"],
  ];
  const seed = [
    "-- The shipped directory, generated by `npm run data:build` from data/ (data/SOURCES.md): every NIRF and",
    "-- JoSAA institution is one college; figures only from those tables. Do not edit by hand.",
    ...seedStatements(
      parsed.rows.map((r) => r.row),
      40,
      "official",
    ).map((s) => `${s};`),
    "DELETE FROM josaa_cutoffs;",
    "DELETE FROM josaa_programs;",
    "DELETE FROM josaa_rounds;",
    "DELETE FROM nirf_ranks;",
    "DELETE FROM data_sources;",
    `INSERT INTO data_sources (id, publisher, title, url, taken) VALUES ${sources.map((s) => `(${[...s, DATA_TAKEN].map(sqlLiteral).join(", ")})`).join(", ")};`,
    ...(submissionsTaken
      ? [
          `INSERT INTO data_sources (id, publisher, title, url, taken) VALUES (${[
            "nirf-submissions",
            "Ministry of Education, National Institutional Ranking Framework",
            "Institutions' data submitted for India Rankings (intake, graduates, placements, median salary)",
            "https://www.nirfindia.org/",
            submissionsTaken,
          ]
            .map(sqlLiteral)
            .join(", ")});`,
        ]
      : []),
    ...chunked(
      "INSERT INTO nirf_ranks (category, year, nirf_id, college_id, name, city, state, rank, rank_band, score, tlr, rpc, go, oi, perception, source)",
      nirfValues,
      200,
    ),
    ...placementStatements(placements.rows, collegeId, aliases),
    ...medical.sql,
    ...chunked(
      "INSERT INTO josaa_programs (id, college_id, institute, institute_type, state, program, branch, degree, duration_years)",
      programValues,
      200,
    ),
    ...harness.flatMap((t) => chunked(cutoffHead, cutoffRows(t))),
    `INSERT INTO josaa_rounds (year, round, institute_types) VALUES ${harness.map(roundRow).join(", ")};`,
    // CSAB's rows name JoSAA's programmes, so they follow them.
    ...csab.sql,
    "",
  ].join("\n");
  const more = [
    "-- JoSAA rounds beyond the seed's latest three last rounds: generated by `npm run data:build`; seeded by `npm run db:local`.",
    ...rest.flatMap((t) => chunked(cutoffHead, cutoffRows(t))),
    ...(rest.length
      ? [`INSERT OR IGNORE INTO josaa_rounds (year, round, institute_types) VALUES ${rest.map(roundRow).join(", ")};`]
      : []),
    "",
  ].join("\n");

  const unmatchedNirf = merged.rows.filter((r) => !slugOf.has(nirfKey(r.nirfId) ?? ""));
  const reportText = [
    "# Data build report",
    "",
    `Generated by \`npm run data:build\` from the tables in data/ (taken ${DATA_TAKEN}).`,
    "",
    `- Colleges: ${all.length} (${institutions.size} Indian institutions, ${medical.counts.added} medical colleges of MCC's tables, ${abroad.length} colleges abroad for the course finder)`,
    `- NIRF rows: ${merged.rows.length} from ${report.nirfInstitutions} institutions; rows matched to no college: ${unmatchedNirf.length}`,
    `- NIRF rows found in two copies that disagree: ${merged.disagreements.length}; names corrected: ${named.corrections.length}`,
    `- Ownership from the UGC list of universities (copy taken ${UGC_TAKEN}): ${ownershipFound.length} institutions; JoSAA's government-funded institutes: public`,
    `- AICTE's approved institutes ${AICTE_YEAR} (copy taken ${AICTE_TAKEN}): ${aicteFound.length} colleges matched (data/aicte/matches.csv), ownership where no UGC type applies, courses where JoSAA lists none`,
    `- NIRF submissions (intake, graduates, placements): ${placements.rows.length} programme rows from ${new Set(placements.rows.map((r) => r.nirfId)).size} sheets; matched to a college: ${placements.rows.filter((r) => slugOf.has(nirfKey(r.nirfId) ?? "")).length}`,
    `- JoSAA institutes: ${report.josaaInstitutes} names; matched to a NIRF institution: ${report.josaaMatchedToNirf.length}; a college of their own (no NIRF rank held): ${report.josaaOwnCollege.length}`,
    `- JoSAA programmes: ${programValues.length}; cut-off rows: ${josaa.reduce((n, t) => n + t.rows.length, 0)} (${josaa.map((t) => `${t.year} round ${t.round}`).join(", ")})`,
    `- JoSAA tables (year, round: institute types, copy taken; each copy's repository and commit in data/SOURCES.md): ${josaa
      .map(
        (t) =>
          `${t.year} round ${t.round}: ${roundTypes(t)}, ${josaaTakenDates().find((d) => d.year === t.year && d.round === t.round)?.taken ?? DATA_TAKEN}`,
      )
      .join("; ")}`,
    `- Rows that could not be read: ${problems.length}`,
    "",
    "## JoSAA institutes matched to a NIRF institution",
    "",
    ...report.josaaMatchedToNirf.map(
      (n) => `- ${n} → ${institutions.get(josaaKey.get(n)!)!.name} (${josaaKey.get(n)})`,
    ),
    "",
    "## JoSAA institutes without a NIRF rank held (a college of their own)",
    "",
    ...report.josaaOwnCollege.map((n) => `- ${n}`),
    "",
    "## Ownership from the UGC list of universities",
    "",
    ...(ownershipFound.length ? ownershipFound.map((n) => `- ${n}`) : ["None."]),
    "",
    "## Colleges matched to AICTE's approved institutes",
    "",
    ...(aicteFound.length ? aicteFound.map((n) => `- ${n}`) : ["None."]),
    "",
    "## Merged colleges: old slug → kept college",
    "",
    ...(redirects.length ? redirects.map(([a, b]) => `- /colleges/${a} → /colleges/${b}`) : ["None."]),
    "",
    "## Mapping entries not used",
    "",
    ...(report.mappingUnused.length ? report.mappingUnused.map((n) => `- ${n}`) : ["None."]),
    "",
    "## NIRF names shared by more than one institution (kept apart by their ids)",
    "",
    ...(report.duplicateNirf.length ? report.duplicateNirf.map((n) => `- ${n}`) : ["None."]),
    "",
    "## Names corrected (a row carrying another institution's name beside its own id)",
    "",
    ...(named.corrections.length ? named.corrections.map((n) => `- ${n}`) : ["None."]),
    "",
    "## Disagreements between copies",
    "",
    ...(merged.disagreements.length ? merged.disagreements.map((n) => `- ${n}`) : ["None."]),
    "",
    "## Rows that could not be read",
    "",
    ...(problems.length ? problems.map((n) => `- ${n}`) : ["None."]),
    "",
    ...josaaReport(josaaChecks),
    ...medical.report,
    ...csab.report,
  ].join("\n");
  const editionsTs = nirfEditionsModule(merged.rows);
  const namesTs = instituteNamesModule(mapping);
  const josaaEditionsTs = josaaTakenModule(josaaTakenDates());
  const redirectsTs = collegeRedirectsModule(redirects);
  return {
    csv,
    seed,
    more,
    editionsTs,
    namesTs,
    redirectsTs,
    josaaEditionsTs,
    reportText,
    counts: {
      colleges: all.length,
      nirf: merged.rows.length,
      josaa: josaa.reduce((n, t) => n + t.rows.length, 0),
      unmatched: unmatchedNirf.length + problems.length,
    },
  };
}

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const COUNTRY_NAMES: Record<string, string> = {
  usa: "USA United States America",
  canada: "Canada",
  uk: "UK United Kingdom Britain",
  australia: "Australia",
  germany: "Germany",
};

const blankRecord = () => Object.fromEntries(CSV_COLUMNS.map((k) => [k, ""])) as CsvRecord;

const splitCache = new Map<string, ReturnType<typeof splitProgram>>();
function splitProgramCached(p: string) {
  let v = splitCache.get(p);
  if (!v) splitCache.set(p, (v = splitProgram(p)));
  return v;
}
