/** A five-college fixture with known filters and sort orders (directory integration tests). */
import { parseCollegeCsv } from "../../app/lib/colleges/college-csv";
import { seedStatements } from "../../app/lib/colleges/import";

const HEADER = "slug,name,short_name,country,state,city,ownership,streams,rating,rating_count,courses,rankings,sample";
const ROWS = [
  'alpha-institute-of-technology,Alpha Institute of Technology,AIT,india,Maharashtra,Pune,public,Engineering,4.6,100,"B.Tech CSE;B.Tech;Engineering;UG;4;400000;INR;120;JEE Main",nirf:2025:Engineering:5,yes',
  'beta-business-school,Beta Business School,BBS,india,Maharashtra,Mumbai,private,Management,3.8,50,"MBA;MBA;Management;PG;2;2000000;INR;60;CAT",indiatoday:2025:Management:3,yes',
  'gamma-medical-college,Gamma Medical College,GMC,india,Tamil Nadu,Chennai,public,Medical,4.2,70,"MBBS;MBBS;Medical;UG;5.5;90000;INR;100;NEET",nirf:2025:Medical:10,yes',
  'delta-law-university,Delta Law University,DLU,india,Karnataka,Bangalore,deemed,Law,3.2,10,"BA LLB;BA LLB;Law;UG;5;1200000;INR;60;CLAT",,yes',
  'epsilon-arts-college,Epsilon Arts College,EAC,india,Maharashtra,Pune,autonomous,Arts;Commerce,4.0,30,"BA;BA;Arts;UG;3;50000;INR;80;CUET|B.Com;B.Com;Commerce;UG;3;60000;INR;80;CUET",the-week:2025:Arts:20,yes',
];

export const FIXTURE_CSV = `${[HEADER, ...ROWS].join("\n")}\n`;

export const A = "alpha-institute-of-technology";
export const B = "beta-business-school";
export const C = "gamma-medical-college";
export const D = "delta-law-university";
export const E = "epsilon-arts-college";

/** Replaces the sample directory with the fixture. */
export async function seedFixture(db: D1Database) {
  const { rows, errors } = parseCollegeCsv(FIXTURE_CSV);
  if (errors.length) throw new Error(JSON.stringify(errors));
  await db.batch(seedStatements(rows.map((r) => r.row)).map((s) => db.prepare(s)));
}
