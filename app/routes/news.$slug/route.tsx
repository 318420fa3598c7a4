/**
 * /news/{slug}: one item of the home page's Latest News & Stories (its "Read more"), with the other
 * items of its category, as the console last published them. Unknown slug → 404.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { NotFoundBoundary } from "~/components/error-boundary";
import { formatIstDate } from "~/lib/format/dates";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./news.$slug.server";

export { headers, loader } from "./news.$slug.server";

export const meta: MetaFunction<typeof loader> = (args) => {
  const item = args.data?.item;
  return getMeta(
    item
      ? { title: item.title, description: item.description, path: `/news/${item.slug}` }
      : { title: "News not found", description: "This news item does not exist.", noIndex: true },
    args,
  );
};

/** '2025-09-12' → '12 Sep 2025'. */
const formatNewsDate = (iso: string) => formatIstDate(`${iso}T12:00:00+05:30`);

export default function NewsPage() {
  const { item, more } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="news-title" className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm">
        <Link to="/" className="font-semibold text-indigo-800 underline">
          ← Home
        </Link>
      </p>
      <p className="mt-4 text-sm font-semibold text-slate-600">{item.category}</p>
      <h1 id="news-title" className="mt-1 text-3xl font-bold text-slate-900">
        {item.title}
      </h1>
      <time dateTime={item.date} className="mt-1 block text-sm text-slate-700">
        {formatNewsDate(item.date)}
      </time>
      <p className="mt-4 text-lg leading-8 text-slate-800">{item.description}</p>
      {item.body
        .split(/\n\s*\n/)
        .filter(Boolean)
        .map((paragraph, i) => (
          <p key={i} className="mt-4 leading-7 whitespace-pre-line text-slate-800">
            {paragraph}
          </p>
        ))}
      {item.link ? (
        <p className="mt-4">
          <a href={item.link} rel="noopener noreferrer" className="font-semibold text-indigo-800 underline">
            Read at the source
          </a>
        </p>
      ) : null}
      {more.length ? (
        <section aria-labelledby="more-news" className="mt-10 border-t border-slate-200 pt-6">
          <h2 id="more-news" className="text-xl font-semibold text-slate-900">
            More {item.category}
          </h2>
          <ul className="mt-3 space-y-2">
            {more.map((n) => (
              <li key={n.slug}>
                <Link to={`/news/${n.slug}`} className="text-indigo-800 underline">
                  {n.title}
                </Link>{" "}
                <span className="text-sm text-slate-700">· {formatNewsDate(n.date)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-8">
        <Link to="/blogs" className="font-semibold text-indigo-800 underline">
          Read our blog
        </Link>
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary title="News not found" message="This news item does not exist." backTo="/" backLabel="Home" />
  );
}
