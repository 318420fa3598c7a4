/**
 * The TypeScript modules the directory's build writes into app/content/ (data only, checked like any other source):
 * the NIRF tables held, the reviewed name mapping, the JoSAA rounds held with their dates, and the merged colleges'
 * old slugs.
 */
import type { NameMapping } from "../../lib/official/directory";

/** app/content/nirf-editions.ts: the NIRF tables held (category and year), newest year first within a category. */
export function nirfEditionsModule(rows: ReadonlyArray<{ category: string; year: number }>): string {
  const editions = [...new Set(rows.map((r) => `${r.category}|${r.year}`))]
    .map((k) => k.split("|"))
    .sort((a, b) => a[0].localeCompare(b[0]) || Number(b[1]) - Number(a[1]));
  return [
    "/** NIRF tables held (category and year), written by `npm run data:build`: the site search's ranking pages. */",
    "export const NIRF_EDITIONS: ReadonlyArray<{ category: string; year: number }> = [",
    ...editions.map(([category, year]) => `  { category: ${JSON.stringify(category)}, year: ${year} },`),
    "];",
    "",
  ].join("\n");
}

/** app/content/institute-names.ts: the reviewed name mapping (data/institute-names.csv). */
export function instituteNamesModule(mapping: readonly NameMapping[]): string {
  return [
    "/**",
    " * The reviewed name mapping (data/institute-names.csv), written by `npm run data:build`: the console's",
    " * imports match institutes with it as the build does. Edit the CSV, then rebuild.",
    " */",
    'import type { NameMapping } from "~/lib/official/directory";',
    "",
    "export const INSTITUTE_NAMES: readonly NameMapping[] = [",
    ...mapping.map(
      (m) =>
        `  { source: ${JSON.stringify(m.source)}, name: ${JSON.stringify(m.name)}, key: ${JSON.stringify(m.key)} },`,
    ),
    "];",
    "",
  ].join("\n");
}

/** The JoSAA rounds held and the date each copy was taken. */
export function josaaTakenModule(taken: ReadonlyArray<{ year: number; round: number; taken: string }>): string {
  return [
    "/** JoSAA rounds held and the date each copy was taken, written by `npm run data:build` (data/SOURCES.md). */",
    "export const JOSAA_TAKEN: Readonly<Record<string, string>> = {",
    ...taken.map((e) => `  "${e.year} ${e.round}": "${e.taken}",`),
    "};",
    "",
  ].join("\n");
}

/** The slugs of colleges merged into another: old slug → the kept college's. */
export function collegeRedirectsModule(redirects: ReadonlyArray<readonly [string, string]>): string {
  return [
    "/**",
    " * Slugs of colleges merged into another (the same institution NIRF lists under two ids), written by",
    " * `npm run data:build` from data/institute-names.csv and data/college-slugs.csv: old slug → the kept college's.",
    " */",
    "export const COLLEGE_REDIRECTS: Readonly<Record<string, string>> = {",
    // As prettier prints it (the file is checked like any other): a long entry breaks after its key.
    ...redirects.map(([from, to]) => {
      const line = `  ${JSON.stringify(from)}: ${JSON.stringify(to)},`;
      return line.length > 120 ? `  ${JSON.stringify(from)}:\n    ${JSON.stringify(to)},` : line;
    }),
    "};",
    "",
  ].join("\n");
}
