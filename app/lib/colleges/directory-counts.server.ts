/**
 * Counts about the directory as D1 holds them (colleges, courses, countries abroad), for the pages that state
 * them: a few rows of directory_counts, which triggers keep equal to the COUNTs over colleges and college_courses.
 * Read through the cached data layer; a failing read gives `undefined` and the page leaves the figure out.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCached } from "~/lib/content/content.server";

export interface DirectoryCounts {
  /** Colleges and universities listed. */
  colleges: number;
  /** Courses listed across them. */
  courses: number;
  /** Countries other than India with at least one university listed. */
  countries: number;
}

export async function directoryCounts(context: AppLoadContext): Promise<DirectoryCounts | undefined> {
  try {
    return await readCached(context, "directory-counts", "all", async () => {
      const row = await context.env.DB.prepare(
        `SELECT (SELECT n FROM directory_counts WHERE kind = 'colleges' AND value = '') AS colleges,
                (SELECT n FROM directory_counts WHERE kind = 'courses' AND value = '') AS courses,
                (SELECT count(*) FROM directory_counts WHERE kind = 'country' AND value <> 'india' AND n > 0) AS countries`,
      ).first<DirectoryCounts>();
      return { colleges: row?.colleges ?? 0, courses: row?.courses ?? 0, countries: row?.countries ?? 0 };
    });
  } catch (error) {
    console.error("directory counts not read", error instanceof Error ? error.message : error);
    return undefined;
  }
}

/** "713 colleges", "1 college": a count as it is, in Indian digit grouping. */
export function countText(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;
}
