/** /rankings' vocabulary (shared by the loader and the page): page size, sorts and NIRF's five parameters. */
/** 25 rows a page: the table a document renders (and the browser lays out and hydrates) stays small. */
export const RANKINGS_PAGE_SIZE = 25;

export const RANKING_SORTS = [
  { value: "rank", label: "Rank", column: "n.rank IS NULL, n.rank, n.name" },
  { value: "score", label: "Score", column: "n.score IS NULL, n.score DESC, n.rank" },
  { value: "tlr", label: "TLR", column: "n.tlr IS NULL, n.tlr DESC, n.rank" },
  { value: "rpc", label: "RPC", column: "n.rpc IS NULL, n.rpc DESC, n.rank" },
  { value: "go", label: "GO", column: "n.go IS NULL, n.go DESC, n.rank" },
  { value: "oi", label: "OI", column: "n.oi IS NULL, n.oi DESC, n.rank" },
  { value: "perception", label: "Perception", column: "n.perception IS NULL, n.perception DESC, n.rank" },
  { value: "name", label: "Name", column: "n.name, n.rank" },
] as const;
export type RankingSort = (typeof RANKING_SORTS)[number]["value"];

/** What NIRF's five parameters stand for (the table's header abbreviations). */
export const PARAMETERS = [
  ["tlr", "TLR", "Teaching, Learning and Resources"],
  ["rpc", "RPC", "Research and Professional Practice"],
  ["go", "GO", "Graduation Outcomes"],
  ["oi", "OI", "Outreach and Inclusivity"],
  ["perception", "Perception", "Perception"],
] as const;

/** The /rankings URL of a category, year, sort and page (the defaults left out: one canonical URL each). */
export function rankingsHref(q: { category: string; year: number; sort: string; page: number }): string {
  const s = new URLSearchParams({ category: q.category, year: String(q.year) });
  if (q.sort !== "rank") s.set("sort", q.sort);
  if (q.page > 1) s.set("page", String(q.page));
  return `/rankings?${s.toString()}`;
}
