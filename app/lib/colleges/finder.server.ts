/**
 * The course finder's colleges from the directory: the colleges abroad
 * with a finder category, in the finder's shape. D1 unavailable → an empty list (the
 * finder shows its empty state).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { COUNTRIES, type College, type CollegeCategory, type Country } from "~/content/colleges";
import { derivedFrom } from "~/lib/content/derived";
import { finderColleges } from "./queries.server";
import type { FinderRow } from "./types";

export async function finderCollegeList(context: AppLoadContext): Promise<College[]> {
  let rows;
  try {
    rows = await finderColleges(context);
  } catch (error) {
    console.error("finder colleges unavailable", error instanceof Error ? error.message : error);
    return [];
  }
  return toFinderColleges(rows);
}

/** Once per cached row list (the same list object while the data layer caches it). */
const toFinderColleges = derivedFrom((rows: readonly FinderRow[]): College[] =>
  rows
    .filter((r) => (COUNTRIES as readonly string[]).includes(r.country))
    .map((r) => {
      let requirements: College["requirements"] = {};
      try {
        const parsed = JSON.parse(r.requirements || "{}") as Record<string, unknown>;
        for (const level of ["bachelors", "masters"] as const) {
          const value = parsed[level];
          if (value && typeof value === "object") requirements[level] = value as Record<string, string>;
        }
      } catch {
        requirements = {};
      }
      return {
        slug: r.slug,
        name: r.name,
        location: [r.city, r.state].filter(Boolean).join(", "),
        country: r.country as Country,
        logo: r.logo,
        ranking: r.world_rank,
        rankText: r.world_rank_text ?? "",
        acceptance: r.acceptance,
        tuition: r.tuition,
        students: r.students,
        rating: r.rating,
        category: r.category as CollegeCategory,
        programs: (r.programs ?? "").split("|").filter(Boolean),
        tags: r.tags
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean),
        requirements,
      };
    }),
);
