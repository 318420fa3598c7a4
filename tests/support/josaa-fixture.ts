/**
 * TEST FIXTURE — not JoSAA's published tables. A few real IIT, NIT and IIIT programmes with plausible
 * opening and closing ranks, shaped like JoSAA's (year, round, quota, seat type, gender), for the cut-off
 * page, the predictor and the exam pages' tests. OPEN Gender-Neutral closing ranks in the final round are
 * written out (2022, 2023, 2024); the other seats are derived from them. The colleges are inserted only
 * where the directory has no row with their slug.
 */

interface FixtureProgram {
  institute: string;
  slug: string | null;
  type: "IIT" | "NIT" | "IIIT";
  state: string;
  program: string;
  branch: string;
  /** Final-round OPEN Gender-Neutral closing ranks 2022, 2023, 2024 (per quota). */
  closing: Partial<Record<"AI" | "HS" | "OS", [number, number, number]>>;
}

const BTECH = "(4 Years, Bachelor of Technology)";
const IITB = "Indian Institute of Technology Bombay";
const IITD = "Indian Institute of Technology Delhi";
const IITM = "Indian Institute of Technology Madras";
const NITT = "National Institute of Technology, Tiruchirappalli";
const NITW = "National Institute of Technology, Warangal";
const NITK = "National Institute of Technology Karnataka, Surathkal";
const IIITA = "Indian Institute of Information Technology, Allahabad";

export const FIXTURE_SLUGS = {
  iitBombay: "indian-institute-of-technology-bombay",
  iitDelhi: "indian-institute-of-technology-delhi",
  iitMadras: "indian-institute-of-technology-madras",
  nitTrichy: "national-institute-of-technology-tiruchirappalli",
  nitWarangal: "national-institute-of-technology-warangal",
  nitKarnataka: "national-institute-of-technology-karnataka",
  /** A college JoSAA does not list. */
  notJosaa: "st-xaviers-college-mumbai",
} as const;

const p = (
  institute: string,
  slug: string | null,
  type: FixtureProgram["type"],
  state: string,
  branch: string,
  closing: FixtureProgram["closing"],
): FixtureProgram => ({ institute, slug, type, state, program: `${branch} ${BTECH}`, branch, closing });

export const FIXTURE_PROGRAMS: FixtureProgram[] = [
  p(IITB, FIXTURE_SLUGS.iitBombay, "IIT", "Maharashtra", "Computer Science and Engineering", { AI: [66, 67, 68] }),
  p(IITB, FIXTURE_SLUGS.iitBombay, "IIT", "Maharashtra", "Electrical Engineering", { AI: [484, 479, 435] }),
  p(IITB, FIXTURE_SLUGS.iitBombay, "IIT", "Maharashtra", "Mechanical Engineering", { AI: [1729, 1711, 1676] }),
  p(IITB, FIXTURE_SLUGS.iitBombay, "IIT", "Maharashtra", "Civil Engineering", { AI: [3971, 4014, 3800] }),
  p(IITD, FIXTURE_SLUGS.iitDelhi, "IIT", "Delhi", "Computer Science and Engineering", { AI: [102, 118, 116] }),
  p(IITD, FIXTURE_SLUGS.iitDelhi, "IIT", "Delhi", "Electrical Engineering", { AI: [590, 622, 600] }),
  p(IITD, FIXTURE_SLUGS.iitDelhi, "IIT", "Delhi", "Mechanical Engineering", { AI: [2206, 2238, 2320] }),
  p(IITM, FIXTURE_SLUGS.iitMadras, "IIT", "Tamil Nadu", "Computer Science and Engineering", { AI: [145, 148, 159] }),
  p(IITM, FIXTURE_SLUGS.iitMadras, "IIT", "Tamil Nadu", "Civil Engineering", { AI: [4600, 4850, 4920] }),
  p(NITT, FIXTURE_SLUGS.nitTrichy, "NIT", "Tamil Nadu", "Computer Science and Engineering", {
    OS: [1874, 1761, 1534],
    HS: [6011, 5882, 5700],
  }),
  p(NITT, FIXTURE_SLUGS.nitTrichy, "NIT", "Tamil Nadu", "Electronics and Communication Engineering", {
    OS: [3500, 3400, 3300],
    HS: [9500, 9800, 9200],
  }),
  p(NITT, FIXTURE_SLUGS.nitTrichy, "NIT", "Tamil Nadu", "Mechanical Engineering", {
    OS: [8100, 8400, 8200],
    HS: [17000, 18500, 17900],
  }),
  p(NITT, FIXTURE_SLUGS.nitTrichy, "NIT", "Tamil Nadu", "Civil Engineering", {
    OS: [14000, 15200, 14800],
    HS: [28000, 30100, 29500],
  }),
  p(NITT, FIXTURE_SLUGS.nitTrichy, "NIT", "Tamil Nadu", "Chemical Engineering", {
    OS: [11500, 12100, 11800],
    HS: [23500, 24000, 24400],
  }),
  p(NITW, FIXTURE_SLUGS.nitWarangal, "NIT", "Telangana", "Computer Science and Engineering", {
    OS: [2675, 2800, 2680],
    HS: [7000, 7500, 7300],
  }),
  p(NITW, FIXTURE_SLUGS.nitWarangal, "NIT", "Telangana", "Electronics and Communication Engineering", {
    OS: [4800, 5100, 4900],
    HS: [11000, 11800, 11200],
  }),
  p(NITW, FIXTURE_SLUGS.nitWarangal, "NIT", "Telangana", "Mechanical Engineering", {
    OS: [10500, 10800, 11000],
    HS: [21000, 22800, 22100],
  }),
  p(NITW, FIXTURE_SLUGS.nitWarangal, "NIT", "Telangana", "Civil Engineering", {
    OS: [17000, 18100, 17700],
    HS: [33000, 36000, 35500],
  }),
  p(NITW, FIXTURE_SLUGS.nitWarangal, "NIT", "Telangana", "Electrical and Electronics Engineering", {
    OS: [7200, 7400, 7100],
    HS: [15500, 16800, 16100],
  }),
  p(NITK, FIXTURE_SLUGS.nitKarnataka, "NIT", "Karnataka", "Computer Science and Engineering", {
    OS: [2500, 2600, 2450],
    HS: [6200, 6900, 6500],
  }),
  p(NITK, FIXTURE_SLUGS.nitKarnataka, "NIT", "Karnataka", "Electronics and Communication Engineering", {
    OS: [4300, 4500, 4400],
    HS: [9800, 10600, 10100],
  }),
  p(NITK, FIXTURE_SLUGS.nitKarnataka, "NIT", "Karnataka", "Mechanical Engineering", {
    OS: [9900, 10200, 10400],
    HS: [19000, 20500, 19800],
  }),
  p(NITK, FIXTURE_SLUGS.nitKarnataka, "NIT", "Karnataka", "Civil Engineering", {
    OS: [16000, 17500, 17000],
    HS: [30000, 33000, 32000],
  }),
  p(NITK, FIXTURE_SLUGS.nitKarnataka, "NIT", "Karnataka", "Information Technology", {
    OS: [3400, 3600, 3500],
    HS: [8000, 8600, 8300],
  }),
  p(IIITA, null, "IIIT", "Uttar Pradesh", "Information Technology", { AI: [5200, 5700, 5400] }),
  p(IIITA, null, "IIIT", "Uttar Pradesh", "Electronics and Communication Engineering", { AI: [9000, 9800, 9300] }),
];

/** Rounds held: 2021 (one programme's final round only, outside the predictor's three years), 2022–2024. */
export const FIXTURE_ROUNDS: Array<[number, number]> = [
  [2021, 6],
  ...[1, 2, 3, 4, 5, 6].flatMap((r) => [[2022, r] as [number, number], [2023, r] as [number, number]]),
  ...[1, 2, 3, 4, 5].map((r) => [2024, r] as [number, number]),
];
const FINAL: Record<number, number> = { 2022: 6, 2023: 6, 2024: 5 };

const q = (v: string | number | null) =>
  v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`;

/** The fixture as SQL statements (programmes keyed by institute and programme, so they attach to any id). */
export function josaaFixtureStatements(options: { colleges?: boolean } = {}): string[] {
  const out: string[] = [];
  const colleges = [
    [FIXTURE_SLUGS.iitBombay, IITB, "IIT Bombay", "Maharashtra", "Mumbai"],
    [FIXTURE_SLUGS.iitDelhi, IITD, "IIT Delhi", "Delhi", "New Delhi"],
    [FIXTURE_SLUGS.iitMadras, IITM, "IIT Madras", "Tamil Nadu", "Chennai"],
    [FIXTURE_SLUGS.nitTrichy, NITT, "NIT Trichy", "Tamil Nadu", "Tiruchirappalli"],
    [FIXTURE_SLUGS.nitWarangal, NITW, "NIT Warangal", "Telangana", "Warangal"],
    [FIXTURE_SLUGS.nitKarnataka, NITK, "NITK Surathkal", "Karnataka", "Surathkal"],
    [FIXTURE_SLUGS.notJosaa, "St. Xavier's College, Mumbai", "St. Xavier's", "Maharashtra", "Mumbai"],
  ];
  if (options.colleges !== false)
    out.push(
      `INSERT OR IGNORE INTO colleges (slug, name, short_name, state, city, country, ownership) VALUES ${colleges
        .map((c) => `(${c.map(q).join(", ")}, 'india', 'public')`)
        .join(", ")}`,
    );
  out.push(
    `INSERT OR IGNORE INTO josaa_programs (college_id, institute, institute_type, state, program, branch, degree, duration_years) VALUES ${FIXTURE_PROGRAMS.map(
      (f) =>
        `(${f.slug ? `(SELECT id FROM colleges WHERE slug = ${q(f.slug)})` : "NULL"}, ${q(f.institute)}, ${q(f.type)}, ${q(f.state)}, ${q(f.program)}, ${q(f.branch)}, 'B.Tech', 4)`,
    ).join(", ")}`,
  );
  out.push(
    `INSERT OR IGNORE INTO josaa_rounds (year, round) VALUES ${FIXTURE_ROUNDS.map(([y, r]) => `(${y}, ${r})`).join(", ")}`,
  );
  const rows: string[] = [];
  const add = (
    f: FixtureProgram,
    year: number,
    round: number,
    quota: string,
    seat: string,
    gender: string,
    closing: number,
    prep = 0,
  ) => {
    const opening = Math.max(1, Math.round(closing * 0.35));
    rows.push(
      `(${q(f.institute)}, ${q(f.program)}, ${year}, ${round}, ${q(quota)}, ${q(seat)}, ${q(gender)}, ${opening}, ${closing}, ${prep}, ${prep})`,
    );
  };
  for (const f of FIXTURE_PROGRAMS) {
    for (const [quota, ranks] of Object.entries(f.closing)) {
      ranks.forEach((closing, i) => {
        const year = 2022 + i;
        const female = Math.round(closing * (f.type === "IIT" ? 4 : 2.2));
        const obc = Math.max(1, Math.round(closing * 0.4));
        for (const round of year === 2024 ? [1, FINAL[year]] : [FINAL[year]]) {
          const k = round === FINAL[year] ? 1 : 0.9;
          add(f, year, round, quota, "OPEN", "Gender-Neutral", Math.round(closing * k));
          add(f, year, round, quota, "OPEN", "Female-only (including Supernumerary)", Math.round(female * k));
          add(f, year, round, quota, "OBC-NCL", "Gender-Neutral", Math.round(obc * k));
        }
      });
    }
  }
  // Outside the predictor's three years: 2021, one programme.
  add(FIXTURE_PROGRAMS[2], 2021, 6, "AI", "OPEN", "Gender-Neutral", 1600);
  // A preparatory-course rank (PwD seats): printed with a P, left out of the predictor.
  add(FIXTURE_PROGRAMS[0], 2024, 5, "AI", "OPEN (PwD)", "Gender-Neutral", 12, 1);
  for (let i = 0; i < rows.length; i += 100) {
    out.push(
      `INSERT OR IGNORE INTO josaa_cutoffs (program_id, year, round, quota, seat_type, gender, opening_rank, closing_rank, opening_prep, closing_prep) SELECT p.id, v.column3, v.column4, v.column5, v.column6, v.column7, v.column8, v.column9, v.column10, v.column11 FROM (VALUES ${rows
        .slice(i, i + 100)
        .join(", ")}) AS v JOIN josaa_programs p ON p.institute = v.column1 AND p.program = v.column2`,
    );
  }
  return out;
}

/** For the integration tests (their own D1): only the fixture's JoSAA rows, nothing else JoSAA. */
export async function seedJosaa(db: D1Database) {
  const statements = [
    "DELETE FROM josaa_cutoffs",
    "DELETE FROM josaa_programs",
    "DELETE FROM josaa_rounds",
    ...josaaFixtureStatements(),
  ];
  await db.batch(statements.map((s) => db.prepare(s)));
}
