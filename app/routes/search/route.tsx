import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { SearchBox } from "~/components/search-box";
import { countOf } from "~/lib/format/plural";
import { getMeta } from "~/lib/platform/meta";
import { TYPE_LABELS } from "~/lib/search/engine";
import type { loader } from "./search.server";

export { headers, loader } from "./search.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  getMeta(
    {
      title: args.data?.query ? `Search results for “${args.data.query}”` : "Search colleges, exams and courses",
      description:
        "Search StudySaathi for colleges, entrance and language exams, courses, study-abroad services and articles.",
      noIndex: Boolean(args.data?.query),
    },
    args,
  );

export default function SearchPage() {
  const { query, total, groups, popular } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{query ? `Results for “${query}”` : "Search"}</h1>
      <SearchBox id="search-page-input" className="mt-6" defaultValue={query} autoFocus={!query} />
      {query ? (
        <p className="mt-4 text-slate-700" role="status">
          {total === 0 ? "No results found." : countOf(total, "result")}
        </p>
      ) : null}

      {groups.map((g) => (
        <section key={g.type} aria-labelledby={`results-${g.type}`} className="mt-8">
          <h2 id={`results-${g.type}`} className="text-lg font-semibold text-slate-900">
            {g.label}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {g.hits.map((h) => (
              <li key={h.id}>
                <Link to={h.url} className="block px-4 py-3 hover:bg-indigo-50">
                  <span className="font-medium text-indigo-800">{h.title}</span>
                  {h.subtitle ? <span className="mt-0.5 block text-sm text-slate-600">{h.subtitle}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}

      {popular.length ? (
        <section aria-labelledby="popular" className="mt-10">
          <h2 id="popular" className="text-lg font-semibold text-slate-900">
            {query ? "Try one of these popular searches" : "Popular right now"}
          </h2>
          {query ? (
            <p className="mt-1 text-sm text-slate-700">
              Check the spelling, use fewer words, or try a course, exam or college name.
            </p>
          ) : null}
          <ul className="mt-4 flex flex-wrap gap-2">
            {popular.map((p) => (
              <li key={p.url + p.title}>
                <Link
                  to={p.url}
                  className="inline-block rounded-full border border-slate-300 px-4 py-1.5 text-sm text-slate-800 hover:border-indigo-600 hover:text-indigo-700"
                >
                  {p.title} <span className="text-slate-600">· {TYPE_LABELS[p.type]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
