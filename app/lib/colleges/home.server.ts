/**
 * The home page's college sections from the directory: the two carousels and
 * the ranking table, through the cached data layer. D1 unavailable → empty lists.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { CollegeCard, RankingRow } from "~/content/home";
import { CAMPUS_IMAGES } from "~/content/home-lists";
import { derivedFrom } from "~/lib/content/derived";
import { agencyLabel, formatMoney } from "./model";
import { featuredColleges, rankingTable } from "./queries.server";

export interface HomeColleges {
  universities: CollegeCard[];
  colleges: CollegeCard[];
  /** Only what the table shows (loader data is serialised into the page). */
  ranking: Array<Pick<RankingRow, "slug" | "name" | "rank" | "stream">>;
}

export async function homeColleges(
  context: AppLoadContext,
  table: { year: number; agency: string; state: string },
): Promise<HomeColleges> {
  const [featured, ranking] = await Promise.all([
    featuredColleges(context).catch(() => []),
    rankingTable(context, table.year, table.agency, table.state).catch(() => []),
  ]);
  return { ...collegeCards(featured), ranking: rankingRows(ranking) };
}

type FeaturedRow = Awaited<ReturnType<typeof featuredColleges>>[number];
type RankingTableRow = Awaited<ReturnType<typeof rankingTable>>[number];

// Derived once per cached list.
const collegeCards = derivedFrom((featured: readonly FeaturedRow[]) => {
  const cards = featured.map((c, i) => ({
    group: c.featured,
    card: {
      slug: c.slug,
      image: CAMPUS_IMAGES[i % CAMPUS_IMAGES.length],
      name: c.name,
      location: [c.city, c.state].filter(Boolean).join(", "),
      course: c.course ?? "",
      fees: c.fees ? formatMoney(c.fees, c.currency ?? "INR") : "Not published yet",
      rating: c.rating,
      reviews: c.rating_count,
      // A rank always with its agency, year and category.
      rank: c.rank ? `#${c.rank} ${agencyLabel(c.agency)}${c.year ? ` ${c.year}` : ""} ${c.category || "Overall"}` : "",
    },
  }));
  return {
    universities: cards.filter((c) => c.group === "universities").map((c) => c.card),
    colleges: cards.filter((c) => c.group === "colleges").map((c) => c.card),
  };
});

const rankingRows = derivedFrom((ranking: readonly RankingTableRow[]) =>
  ranking.map(({ slug, name, rank, stream }) => ({ slug, name, rank, stream })),
);
