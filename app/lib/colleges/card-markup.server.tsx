/**
 * The directory's card bodies (/colleges) as HTML strings, for `ServerMarkup`: rendered once per
 * result list the data layer hands out (`derivedFrom`), never serialised for hydration on a document
 * request (`withRenderOnly`); the browser loads neither their component nor their figures.
 */
import { DirectoryCardBody } from "~/components/colleges/directory-card-body";
import type { CollegeCardRow } from "~/lib/colleges/types";
import { derivedFrom, staticHtml } from "~/lib/render-only.server";

export const directoryCardsHtml = derivedFrom((rows: readonly CollegeCardRow[]) =>
  rows.map((c) => staticHtml(<DirectoryCardBody c={c} />)),
);
