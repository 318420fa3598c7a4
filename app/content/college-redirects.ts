/**
 * Slugs of colleges merged into another (the same institution NIRF lists under two ids), written by
 * `npm run data:build` from data/institute-names.csv and data/college-slugs.csv: old slug → the kept college's.
 */
export const COLLEGE_REDIRECTS: Readonly<Record<string, string>> = {
  "bansilal-ramnath-agarwal-charitable-trusts-vishwakarama-institute-of-technology":
    "vishwakarma-institute-of-technology",
  "bharati-vidyapeeth-deemed-university-college-of-engineering-pune":
    "bharati-vidyapeeth-deemed-university-college-of-engineering",
  "kjsomaiya-institute-of-management": "k-j-somaiya-institute-of-management-studies-and-research",
};
