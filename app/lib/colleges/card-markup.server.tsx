/**
 * The directory's card bodies (/colleges) as HTML strings, for `ServerMarkup`: rendered once per
 * result list the data layer hands out (`derivedFrom`), never serialised for hydration on a document
 * request (`withRenderOnly`); the browser loads neither their component nor their figures.
 */
import { CollegeSections } from "~/components/colleges/college-sections";
import { DirectoryCardBody } from "~/components/colleges/directory-card-body";
import { FinderCardBody } from "~/components/finder/college-card-body";
import type { College } from "~/content/colleges";
import type { CollegeCardRow, CollegeDetail } from "~/lib/colleges/types";
import { derivedFrom, staticHtml } from "~/lib/render-only.server";

export const directoryCardsHtml = derivedFrom((rows: readonly CollegeCardRow[]) =>
  rows.map((c) => staticHtml(<DirectoryCardBody c={c} />)),
);

/** The course finder's card bodies (/cource-finder) by slug, once per cached list (`finderCollegeList`). */
export const finderCardsHtml = derivedFrom((colleges: readonly College[]): Record<string, string> =>
  Object.fromEntries(colleges.map((c) => [c.slug, staticHtml(<FinderCardBody college={c} />)])),
);

/** A college page's overview, courses, rankings and ratings (/colleges/{slug}), once per cached detail. */
export const collegeSectionsHtml = derivedFrom((detail: CollegeDetail) =>
  staticHtml(<CollegeSections detail={detail} />),
);
