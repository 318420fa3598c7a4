/**
 * The study-abroad part of `npm run data:build` (app/db/cli/data-build.ts): from the tables in data/abroad/
 * (data/SOURCES.md) to
 *   app/db/sample/abroad.sql      the finder's universities abroad (colleges rows, upserted after colleges.sql)
 *                                 and every sourced figure (abroad_facts), each with its page or table, edition
 *                                 and the date it was read
 *   data/abroad/build-report.md   counts, matches, cross-checks and what could not be matched
 * Inputs:
 *   data/abroad/universities.csv         universities of the five finder countries (open list: name, country,
 *                                        region, website, domains)
 *   data/abroad/scorecard-2022-23.csv    U.S. College Scorecard institution figures (UNITID, admission rate,
 *                                        undergraduate enrolment, out-of-state tuition)
 *   data/abroad/requirements.csv         published minimums, deadlines and application pages, each with the
 *                                        university page it came from
 *   data/abroad/qs-world-2026.csv        QS World University Rankings 2026, the five finder countries (public copy)
 *   data/abroad/ecb-eurofxref-2026-04-13.csv  ECB euro reference rates of one day (USD, GBP, CAD, AUD, INR)
 * and writes app/content/fx-rates.ts (the rupee rates the finder converts tuition with, with their date).
 * Nothing is invented: a figure with no row here is shown as "Not published yet".
 */
import {
  hostOf,
  type RequirementRow,
  checkRequirement,
  hostInDomain,
  COMPARED_KINDS,
} from "../../lib/abroad/requirements";
import { sqlLiteral, RECOMPUTE_STATEMENTS } from "../../lib/colleges/import";
import {
  type OpenListRow,
  readCsv,
  type ScorecardRow,
  num,
  DIRECTORY_DOMAINS,
  slugifyName,
  FINDER_MIN_UNDERGRADS,
  type RankRow,
  RANKING_NAMES,
  normaliseName,
  SCORECARD,
  WORLD_RANKING,
  percent,
  money,
  SCORECARD_YEAR,
  US_STATES,
  initials,
  rankNumber,
  FX_SOURCE,
} from "./abroad-sources";

export interface AbroadFact {
  slug: string;
  level: string;
  kind: string;
  value: string;
  scope: string;
  sourceName: string;
  sourceUrl: string;
  edition: string;
  readOn: string;
}

export interface AbroadBuild {
  sql: string;
  report: string;
  fxTs: string;
  counts: {
    openList: number;
    scorecard: number;
    matched: number;
    finder: number;
    withRequirements: number;
    /** Finder universities with a published entry requirement and a cost figure. */
    withRequirementAndCost: number;
    facts: number;
  };
}

export function buildAbroad(): AbroadBuild {
  const problems: string[] = [];
  const openList: OpenListRow[] = readCsv("universities.csv").map((r) => ({
    name: r.name,
    country: r.country,
    region: r.state_province,
    website: r.website,
    domains: r.domains.split(";").filter(Boolean),
  }));
  const scorecard: ScorecardRow[] = readCsv("scorecard-2022-23.csv").map((r) => ({
    unitid: r.UNITID,
    name: r.INSTNM,
    city: r.CITY,
    state: r.STABBR,
    host: hostOf(r.INSTURL),
    control: r.CONTROL,
    year: r.YEAR,
    undergrads: num(r.UGDS),
    tuitionOut: num(r.TUITIONFEE_OUT),
    admissionRate: num(r.ADM_RATE_ALL),
  }));
  const requirements: RequirementRow[] = [];
  readCsv("requirements.csv").forEach((r, i) => {
    const checked = checkRequirement(r);
    if (typeof checked === "string") problems.push(`requirements.csv line ${i + 2} (${r.domain}): ${checked}`);
    else requirements.push(checked);
  });

  // Open list → Scorecard (US): the Scorecard row whose homepage is the list's domain, else one of its
  // subdomains with the most undergraduates (a main campus over its branches).
  const scorecardOf = new Map<OpenListRow, ScorecardRow>();
  for (const u of openList.filter((x) => x.country === "usa")) {
    const candidates = scorecard.filter((s) => u.domains.some((d) => hostInDomain(s.host, d)));
    if (!candidates.length) continue;
    const exact = candidates.filter((s) => u.domains.includes(s.host));
    const pool = exact.length ? exact : candidates;
    const best = [...pool].sort(
      (a, b) => (b.undergrads ?? 0) - (a.undergrads ?? 0) || a.unitid.localeCompare(b.unitid),
    )[0];
    scorecardOf.set(u, best);
  }
  // One open-list row per Scorecard institution (the list has a few duplicates).
  const seenUnit = new Set<string>();
  for (const [u, s] of [...scorecardOf].sort((a, b) => a[0].name.localeCompare(b[0].name))) {
    if (seenUnit.has(s.unitid)) scorecardOf.delete(u);
    else seenUnit.add(s.unitid);
  }

  const byDomain = (domain: string) => openList.find((u) => u.domains.includes(domain));
  const reqDomains = [...new Set(requirements.map((r) => r.domain))];
  for (const d of reqDomains)
    if (!byDomain(d)) problems.push(`requirements.csv: ${d} is not a domain of the open list`);

  // The finder's universities: the directory's own, every one with a published requirement, and the large US ones.
  interface Pick {
    slug: string;
    list: OpenListRow;
    directory: boolean;
  }
  const picks: Pick[] = [];
  const taken = new Set<string>();
  const add = (slug: string, list: OpenListRow, directory: boolean) => {
    if (taken.has(slug) || picks.some((p) => p.list === list)) return;
    taken.add(slug);
    picks.push({ slug, list, directory });
  };
  for (const [slug, domain] of Object.entries(DIRECTORY_DOMAINS)) {
    const list = byDomain(domain);
    if (list) add(slug, list, true);
    else problems.push(`directory college ${slug}: ${domain} is not in the open list`);
  }
  for (const d of reqDomains) {
    const list = byDomain(d);
    if (list) add(slugifyName(list.name), list, false);
  }
  for (const [u, s] of [...scorecardOf].sort(
    (a, b) => (b[1].undergrads ?? 0) - (a[1].undergrads ?? 0) || a[0].name.localeCompare(b[0].name),
  )) {
    if ((s.undergrads ?? 0) >= FINDER_MIN_UNDERGRADS && s.admissionRate !== null) add(slugifyName(s.name), u, false);
  }

  // The world ranking: each finder university's row of the named edition, by its normalised name in its country
  // (or the name RANKING_NAMES gives for its domain). Rows never match two universities.
  const ranking: RankRow[] = readCsv("qs-world-2026.csv").map((r) => ({
    rank: r.rank_2026,
    name: r.institution,
    country: r.country,
  }));
  const rankUsed = new Set<RankRow>();
  const rankOf = (u: OpenListRow): RankRow | undefined => {
    const alias = u.domains.map((d) => RANKING_NAMES[d]).find(Boolean);
    const wanted = normaliseName(alias ?? u.name);
    const row = ranking.find((r) => r.country === u.country && normaliseName(r.name) === wanted && !rankUsed.has(r));
    if (row) rankUsed.add(row);
    return row;
  };

  const facts: AbroadFact[] = [];
  const collegeRows: string[] = [];
  let withRequirements = 0;
  // Finder universities holding both a published entry requirement (a test minimum, a grade rule or another language
  // rule) and a cost figure (the Scorecard's tuition or a fee a university page publishes).
  let withRequirementAndCost = 0;
  for (const p of picks) {
    const s = scorecardOf.get(p.list);
    const domains = p.list.domains;
    const reqs = requirements.filter((r) => domains.includes(r.domain));
    if (reqs.length) withRequirements++;
    if (
      reqs.some((r) => COMPARED_KINDS.includes(r.kind) || r.kind === "language") &&
      (s?.tuitionOut != null || reqs.some((r) => r.kind === "tuition"))
    )
      withRequirementAndCost++;
    const website = p.list.website.replace(/^http:\/\//, "https://");
    facts.push({
      slug: p.slug,
      level: "",
      kind: "website",
      value: website,
      scope: "",
      sourceName: "University Domains and Names list",
      sourceUrl: "https://github.com/Hipo/university-domains-list",
      edition: "open list, commit bb07faf",
      readOn: SCORECARD.taken,
    });
    const scorecardFact = (kind: string, value: string, scope = "") =>
      facts.push({
        slug: p.slug,
        level: "",
        kind,
        value,
        scope,
        sourceName: SCORECARD.name,
        sourceUrl: SCORECARD.url,
        edition: SCORECARD.edition,
        readOn: SCORECARD.taken,
      });
    const rankRow = rankOf(p.list);
    if (rankRow)
      facts.push({
        slug: p.slug,
        level: "",
        kind: "world_rank",
        value: rankRow.rank,
        scope: `Public copy: ${WORLD_RANKING.copy}`,
        sourceName: WORLD_RANKING.ranking,
        sourceUrl: WORLD_RANKING.url,
        edition: WORLD_RANKING.edition,
        readOn: WORLD_RANKING.taken,
      });
    if (s) {
      scorecardFact("ipeds", s.unitid);
      if (s.admissionRate !== null)
        scorecardFact("admission_rate", percent(s.admissionRate), "All applicants, admission rate (ADM_RATE_ALL)");
      if (s.undergrads !== null)
        scorecardFact(
          "undergraduates",
          s.undergrads.toLocaleString("en-US"),
          "Undergraduate degree-seeking students (UGDS)",
        );
      if (s.tuitionOut !== null)
        scorecardFact(
          "tuition",
          `${money(s.tuitionOut, "$")} (${SCORECARD_YEAR})`,
          `Out-of-state tuition and fees per year (TUITIONFEE_OUT), academic year ${SCORECARD_YEAR}`,
        );
    }
    for (const r of reqs)
      facts.push({
        slug: p.slug,
        level: r.level,
        kind: r.kind,
        // An application page is linked over https, as the official website is (the stored copies read some over http).
        value: r.kind === "apply" ? r.value.replace(/^http:\/\//, "https://") : r.value,
        scope: r.scope,
        sourceName: hostOf(r.url),
        sourceUrl: r.url,
        edition: "",
        readOn: r.readOn,
      });

    const requirementJson: Record<string, Record<string, string>> = {};
    for (const r of reqs.filter((x) => COMPARED_KINDS.includes(x.kind)))
      (requirementJson[r.level] ??= {})[r.kind] = r.value;
    const publishedFee =
      reqs.find((r) => r.kind === "tuition" && r.level === "masters") ?? reqs.find((r) => r.kind === "tuition");
    const city = s?.city ?? "";
    const state = s ? (US_STATES[s.state] ?? s.state) : p.list.region;
    const summary = `${p.list.name}${city ? `, ${city}` : ""}${state ? `, ${state}` : ""}. Figures on this page come from the university's own pages${s ? " and the U.S. College Scorecard" : ""}, each with its source and the date it was read; where none is published the page says so.`;
    const values = [
      p.slug,
      p.directory ? "" : p.list.name,
      p.list.country,
      state,
      city,
      summary,
      website,
      initials(p.list.name),
      s?.admissionRate != null ? percent(s.admissionRate) : "",
      s?.undergrads != null ? s.undergrads.toLocaleString("en-US") : "",
      s?.tuitionOut != null ? `${money(s.tuitionOut, "$")} (${SCORECARD_YEAR})` : (publishedFee?.value ?? ""),
      Object.keys(requirementJson).length ? JSON.stringify(requirementJson) : "",
      SCORECARD.taken,
      rankRow ? rankNumber(rankRow.rank) : null,
    ].map(sqlLiteral);
    collegeRows.push(`(${values.join(", ")})`);
  }

  const factRows = facts.map(
    (f) =>
      `(${[f.slug, f.level, f.kind, f.value, f.scope, f.sourceName, f.sourceUrl, f.edition, f.readOn].map(sqlLiteral).join(", ")})`,
  );
  const chunks = <T>(list: T[], n: number) =>
    Array.from({ length: Math.ceil(list.length / n) }, (_, i) => list.slice(i * n, i * n + n));
  const sql = [
    "-- Universities abroad for the course finder and their sourced figures, generated by `npm run data:build` from",
    "-- data/abroad/ (data/SOURCES.md). Loaded after colleges.sql. Do not edit by hand.",
    "DELETE FROM abroad_facts;",
    ...chunks(collegeRows, 100).map(
      (rows) =>
        `INSERT INTO colleges (slug, name, country, state, city, summary, website, logo, acceptance, students, tuition, requirements, data_updated, world_rank) SELECT column1, column2, column3, column4, column5, column6, column7, column8, column9, column10, column11, column12, column13, column14 FROM (VALUES ${rows.join(", ")}) WHERE true ON CONFLICT(slug) DO UPDATE SET summary = excluded.summary, website = excluded.website, acceptance = excluded.acceptance, students = excluded.students, tuition = excluded.tuition, requirements = excluded.requirements, data_updated = excluded.data_updated, world_rank = excluded.world_rank;`,
    ),
    `UPDATE colleges SET category = 'moderate', ownership = '', source = 'official', is_sample = 0 WHERE slug IN (${picks.map((p) => sqlLiteral(p.slug)).join(", ")}) AND category = '';`,
    ...chunks(factRows, 200).map(
      (rows) =>
        `INSERT INTO abroad_facts (college_slug, level, kind, value, scope, source_name, source_url, edition, read_on) VALUES ${rows.join(", ")};`,
    ),
    "-- The directory's sort positions and stored counts, as after any import.",
    ...RECOMPUTE_STATEMENTS.map((q) => `${q};`),
    "",
  ].join("\n");

  // Cross-checks: every directory college matched; the Scorecard copy agrees with figures the universities publish.
  const mit = scorecard.find((s) => s.unitid === "166683");
  const checks = [
    `- MIT (UNITID 166683) in the Scorecard copy: ${mit ? `admission rate ${percent(mit.admissionRate ?? 0)}, ${mit.undergrads} undergraduates` : "MISSING"}`,
    `- University of Toronto graduate TOEFL iBT minimum 93 stated by two utoronto.ca pages (ece.utoronto.ca, dlsph.utoronto.ca): ${requirements.some((r) => r.domain === "utoronto.ca" && r.kind === "toefl" && r.value === "93") ? "yes" : "NO"}`,
  ];
  const rankedSlugs = new Set(facts.filter((f) => f.kind === "world_rank").map((f) => f.slug));
  const rankFact = (slug: string) => facts.find((f) => f.slug === slug && f.kind === "world_rank")?.value ?? "none";
  checks.push(
    `- ${WORLD_RANKING.name} (${ranking.length} rows in the five countries): MIT ${rankFact("massachusetts-institute-of-technology")} (published: 1), Imperial ${rankFact("imperial-college-london")} (published: 2), Stanford ${rankFact("stanford-university")} (published: 3), Oxford ${rankFact("university-of-oxford")} (published: 4), Toronto ${rankFact("university-of-toronto")} (published: 29)`,
  );
  const fx = fxRates();
  checks.push(
    `- ECB reference rates of ${fx.date}: 1 USD = ₹${fx.inr.USD}, 1 GBP = ₹${fx.inr.GBP}, 1 EUR = ₹${fx.inr.EUR}, 1 CAD = ₹${fx.inr.CAD}, 1 AUD = ₹${fx.inr.AUD} (rupees per euro ÷ currency per euro)`,
  );
  const unranked = picks.filter((p) => !rankedSlugs.has(p.slug)).length;
  const domainsWith = (kind: string) => [...new Set(requirements.filter((r) => r.kind === kind).map((r) => r.domain))];
  const countryCount = (c: string) => picks.filter((p) => p.list.country === c).length;
  const report = [
    "# Study-abroad build report",
    "",
    "Generated by `npm run data:build` from data/abroad/ (data/SOURCES.md). Do not edit by hand.",
    "",
    `- Open list: ${openList.length} universities in the five finder countries (${["usa", "canada", "uk", "australia", "germany"].map((c) => `${c} ${openList.filter((u) => u.country === c).length}`).join(", ")})`,
    `- Scorecard rows (${SCORECARD.edition}): ${scorecard.length}; US universities of the open list matched by web domain: ${scorecardOf.size}`,
    `- Finder universities: ${picks.length} (${["usa", "canada", "uk", "australia", "germany"].map((c) => `${c} ${countryCount(c)}`).join(", ")}): the directory's ${Object.keys(DIRECTORY_DOMAINS).length}, every university with a published requirement, and US universities with at least ${FINDER_MIN_UNDERGRADS.toLocaleString("en-US")} undergraduates in the Scorecard`,
    `- Universities with published requirements (university pages): ${withRequirements}; requirement rows: ${requirements.length}`,
    `- Finder universities with both a published entry requirement (test minimum, grade or language rule) and a cost figure (Scorecard tuition or a fee a university page publishes): ${withRequirementAndCost}`,
    `- Facts written (each with source, edition and date read): ${facts.length}`,
    `- World rank (${WORLD_RANKING.name}): ${rankedSlugs.size} finder universities matched by name; ${unranked} not in the ranking's rows for their country ("Not published yet")`,
    `- Deadlines held: ${new Set(requirements.filter((r) => r.kind === "deadline").map((r) => r.domain)).size} universities; application pages held: ${new Set(requirements.filter((r) => r.kind === "apply").map((r) => r.domain)).size}`,
    `- Tuition from university pages (amount, currency and academic year where published): ${domainsWith("tuition").length} universities (${domainsWith("tuition").join(", ")})`,
    `- Programmes by their published names: ${requirements.filter((r) => r.kind === "programme").length} at ${domainsWith("programme").length} universities; the directory's universities without one (their pages say the list is not published here): ${
      Object.values(DIRECTORY_DOMAINS)
        .filter((d) => !domainsWith("programme").includes(d))
        .join(", ") || "none"
    }`,
    "",
    "## Cross-checks",
    "",
    ...checks,
    "",
    "## Rows not used",
    "",
    ...(problems.length ? problems.map((p) => `- ${p}`) : ["- none"]),
    "",
  ].join("\n");
  return {
    sql,
    report,
    fxTs: fxModule(fx),
    counts: {
      openList: openList.length,
      scorecard: scorecard.length,
      matched: scorecardOf.size,
      finder: picks.length,
      withRequirements,
      withRequirementAndCost,
      facts: facts.length,
    },
  };
}

/** The rupee value of one unit of each tuition currency on the file's day: INR per euro ÷ currency per euro. */
export function fxRates(): { date: string; inr: Record<"USD" | "GBP" | "EUR" | "CAD" | "AUD", number> } {
  const rows = readCsv(FX_SOURCE.file);
  const perEuro = (code: string) => {
    const row = rows.find((r) => r.currency === code);
    if (!row) throw new Error(`${FX_SOURCE.file}: no ${code} rate`);
    return Number(row.per_euro);
  };
  const inrPerEuro = perEuro("INR");
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    date: rows[0].date,
    inr: {
      USD: round(inrPerEuro / perEuro("USD")),
      GBP: round(inrPerEuro / perEuro("GBP")),
      EUR: round(inrPerEuro),
      CAD: round(inrPerEuro / perEuro("CAD")),
      AUD: round(inrPerEuro / perEuro("AUD")),
    },
  };
}

function fxModule(fx: ReturnType<typeof fxRates>): string {
  return [
    "/**",
    " * The rupee reference rates tuition abroad is converted with, generated by `npm run data:build` from",
    ` * data/abroad/${FX_SOURCE.file} (${FX_SOURCE.name},`,
    ` * public copy ${FX_SOURCE.copy}). Do not edit by hand.`,
    " */",
    "export const FX_REFERENCE = {",
    `  name: ${JSON.stringify(FX_SOURCE.name)},`,
    `  url: ${JSON.stringify(FX_SOURCE.url)},`,
    `  date: ${JSON.stringify(fx.date)},`,
    "} as const;",
    "",
    "/** Rupees per unit of each currency on that day (rupees per euro divided by the currency per euro). */",
    "export const INR_PER_UNIT = {",
    ...Object.entries(fx.inr).map(([k, v]) => `  ${k}: ${v},`),
    "} as const;",
    "",
  ].join("\n");
}
