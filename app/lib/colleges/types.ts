/** Row shapes of the college directory (shared by loaders and components). */
export interface CollegeCardRow {
  id: number;
  slug: string;
  name: string;
  short_name: string;
  country: string;
  state: string;
  city: string;
  /** public, private, deemed, autonomous; '' when no source publishes it ("Not published yet"). */
  ownership: string;
  established: number | null;
  streams: string;
  logo: string;
  image: string;
  rating: number;
  rating_count: number;
  rank_best: number;
  /** The agency, year and category of rank_best ("NIRF 2025 Overall"): shown with every rank. */
  rank_label: string;
  fees_min: number;
  approvals: string;
}

/** The fields a directory card shows: the list reads these (and the id), the loader sends them as read. */
export const DIRECTORY_CARD_FIELDS = [
  "slug",
  "name",
  "logo",
  "city",
  "state",
  "country",
  "ownership",
  "rating",
  "rating_count",
  "rank_best",
  "rank_label",
  "fees_min",
  "streams",
] as const satisfies ReadonlyArray<keyof CollegeCardRow>;

/** What a directory card shows. */
export type DirectoryCardView = Pick<CollegeCardRow, (typeof DIRECTORY_CARD_FIELDS)[number]>;

/** A row of a directory page: the card's fields and the college's id (for its rank and stream fee). */
export type DirectoryRow = DirectoryCardView & { id: number };

export interface CollegeRecord extends CollegeCardRow {
  aliases: string;
  summary: string;
  website: string;
  category: string;
  world_rank: number | null;
  acceptance: string;
  students: string;
  tuition: string;
  tags: string;
  requirements: string;
  is_sample: number;
  /** 'official': built from the published tables (data/SOURCES.md). */
  source: string;
  /** The date the source tables were taken (YYYY-MM-DD), or ''. */
  data_updated: string;
  updated_at: string;
  /** Edited in the console (/admin/colleges): how to reach the college, its logo, photo credit and brochure text. */
  address: string;
  phone: string;
  email: string;
  logo_image: string;
  image_credit: string;
  brochure_text: string;
}

export interface CourseRow {
  name: string;
  degree: string;
  stream: string;
  level: string;
  duration_years: number;
  fees: number;
  currency: string;
  fees_inr: number;
  seats: number | null;
  exams: string;
}

export interface RankingRow {
  agency: string;
  year: number;
  category: string;
  rank: number;
}

export interface CollegeDetail {
  college: CollegeRecord;
  courses: CourseRow[];
  rankings: RankingRow[];
  ratings: Array<{ aspect: string; score: number }>;
  /** The institution's own submission to NIRF (one sheet, lib/official/placements.ts `chooseSubmission`). */
  placements?: PlacementDbRow[];
}

/** A row of nirf_placements (migration 0024): what the institution submitted to NIRF for one programme level. */
export interface PlacementDbRow {
  nirf_id: string;
  category: string;
  year: number;
  level: string;
  intake: number | null;
  intake_year: string;
  graduation_year: string;
  graduating: number | null;
  placed: number | null;
  median_salary: number | null;
  higher_studies: number | null;
  /** The date the copy of the submissions was taken (data_sources `nirf-submissions`), or null. */
  taken: string | null;
}

export interface ListResult {
  /** The exact count; with `scan`, the matches this request's bounded walk found. */
  total: number;
  rows: DirectoryRow[];
  fuzzy: boolean;
  /** A bounded scan (scan.ts `needsScan`): `done` = the count is exact; `next` = the `?after=` of more results. */
  scan?: { done: boolean; next: number | null };
}

export interface FilterOptions {
  states: Array<{ value: string; n: number }>;
  cities: Array<{ value: string; n: number }>;
  courses: Array<{ value: string; n: number }>;
  exams: Array<{ value: string; n: number }>;
  /** NIRF facets: a category ("Engineering") or a category's rank range ("Engineering|50"), with their counts. */
  nirf: Array<{ value: string; n: number }>;
  /** Each NIRF category's latest year held. */
  nirfYears: Record<string, number>;
  total: number;
}

export interface SearchHit {
  slug: string;
  name: string;
  city: string;
  state: string;
  country: string;
}

export interface FeaturedCard {
  slug: string;
  name: string;
  city: string;
  state: string;
  featured: string;
  rating: number;
  rating_count: number;
  course: string;
  fees: number;
  currency: string;
  agency: string;
  year: number | null;
  category: string;
  rank: number | null;
}

export interface RankingTableRow {
  slug: string;
  name: string;
  rank: number;
  stream: string;
  state: string;
}

export interface FinderRow {
  slug: string;
  name: string;
  city: string;
  state: string;
  country: string;
  logo: string;
  world_rank: number;
  /** The world rank as the named edition states it ("29", "711-720"); '' when none is held. */
  world_rank_text: string;
  acceptance: string;
  tuition: string;
  students: string;
  rating: number;
  category: string;
  tags: string;
  requirements: string;
  programs: string;
}
