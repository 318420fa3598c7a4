/**
 * The directory's card bodies (/colleges) as HTML strings, for `ServerMarkup`: rendered once per
 * result list the data layer hands out (`derivedFrom`), never serialised for hydration on a document
 * request (`withRenderOnly`); the browser loads neither their component nor their figures.
 */
import { CollegeSections } from "~/components/colleges/college-sections";
import { DirectoryCardBody } from "~/components/colleges/directory-card-body";
import { FinderCardBody } from "~/components/finder/college-card-body";
import { SelectOptions } from "~/components/ui/inline-select";
import type { College } from "~/content/colleges";
import type { CollegeCardRow, CollegeDetail, FilterOptions } from "~/lib/colleges/types";
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

type CountedOption = { value: string; n: number };
export type OptionLists = Record<"course" | "state" | "city" | "exam", string>;

const optionsHtml = (list: readonly CountedOption[]) =>
  staticHtml(
    <>
      <option value="">Any</option>
      <SelectOptions options={list.map((o) => ({ value: o.value, label: `${o.value} (${o.n})` }))} />
    </>,
  );

/** The directory's filter options (/colleges, `OptionsSelect`) as HTML, once per cached option list. */
const optionListsHtml = derivedFrom((o: FilterOptions): OptionLists => ({
  course: optionsHtml(o.courses),
  state: optionsHtml(o.states),
  city: optionsHtml(o.cities),
  exam: optionsHtml(o.exams),
}));

/** A select's options HTML with `value` selected, as React marks `defaultValue` (no JavaScript needs it). */
function markSelected(html: string, value: string): string {
  const open = staticHtml(<option value={value} />).replace("></option>", "");
  return html.replace(`${open}>`, `${open} selected="">`);
}

/** The four option lists for one request's filter values. */
export function filterOptionsHtml(options: FilterOptions, values: Record<keyof OptionLists, string>): OptionLists {
  const lists = optionListsHtml(options);
  return {
    course: markSelected(lists.course, values.course),
    state: markSelected(lists.state, values.state),
    city: markSelected(lists.city, values.city),
    exam: markSelected(lists.exam, values.exam),
  };
}
