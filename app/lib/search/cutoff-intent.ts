/**
 * A search for a college's cut-offs ("iit bombay cse cutoff", "nit trichy closing rank"): the words that
 * name the college, once the cut-off words and branch abbreviations are taken out; null when the query
 * does not ask for cut-offs.
 */
const CUTOFF = /\b(cut[\s-]?offs?|closing[\s-]+ranks?|opening[\s-]+ranks?|josaa)\b/gi;
const BRANCH_WORDS = new Set([
  "cse",
  "cs",
  "ece",
  "ee",
  "eee",
  "me",
  "mech",
  "mechanical",
  "civil",
  "ce",
  "it",
  "chemical",
  "computer",
  "science",
  "electrical",
  "electronics",
  "engineering",
  "branch",
  "btech",
  "b.tech",
  "rank",
  "ranks",
  "for",
  "of",
  "in",
]);

export function cutoffCollegeWords(query: string): string | null {
  if (!query.match(CUTOFF)) return null;
  const rest = query
    .replace(CUTOFF, " ")
    .split(/\s+/)
    .filter((w) => w && !BRANCH_WORDS.has(w.toLowerCase()))
    .join(" ")
    .trim();
  return rest || null;
}
