/**
 * /blogs (blog list): search, category buttons and 'Show All Blogs'.
 * Without JS they are a GET form and a link (?q=&category=&all=1), filtered on the server.
 * The loader reads one page (BLOG_PAGE_SIZE posts, list columns only); 'Show All
 * Blogs' shows all of that page, with links to older and newer pages after it (keyset
 * cursors, ?page=&after= / &before=). With JS the same filter runs instantly on the page
 * the loader sent while the URL follows (replace while typing, push for buttons) and the
 * loader answers for the new query, so it stays shareable and back works.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigationType,
  useSearchParams,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { BlogCard } from "~/components/blogs/blog-card";
import {
  BLOG_CATEGORIES,
  BLOG_PREVIEW_COUNT,
  blogQueryParams,
  blogQueryString,
  filterBlogs,
  parseBlogQuery,
  visibleBlogs,
  type BlogQuery,
} from "~/lib/blog/filter";
import { countOf } from "~/lib/format/plural";
import { useSettings } from "~/lib/platform/hooks";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./blogs.server";

export { headers, loader } from "./blogs.server";

const SUBTITLE = "Updates on Careers, Universities, Online Education & more";

export const meta: MetaFunction<typeof loader> = (args) => {
  const first = args.data?.blogs[0];
  return getMeta(
    {
      title: "StudySaathi Blog",
      description: SUBTITLE,
      path: "/blogs",
      // The first post's picture (800×450, drawn with its size) is the page's LCP element on phones:
      // fetched with the stylesheet, not after it.
      extra: first?.image
        ? [{ tagName: "link", rel: "preload", as: "image", href: first.image, fetchPriority: "high" }]
        : undefined,
    },
    args,
  );
};

/** The list the loader answers for: everything but 'all' (which only shows more of the same page). */
const listKey = (url: URL) => {
  const params = new URLSearchParams(url.search);
  params.delete("all");
  params.sort();
  return params.toString();
};

/** Changing only 'Show All Blogs' shows more of the page already loaded: no need to reload it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && listKey(currentUrl) === listKey(nextUrl)
    ? false
    : defaultShouldRevalidate;

/** Marks the history entries the page's own controls make (history state, not the URL). */
const OWN_UPDATE = { blogQuery: true } as const;

const isOwnUpdate = (state: unknown) =>
  typeof state === "object" && state !== null && (state as { blogQuery?: unknown }).blogQuery === true;

export default function BlogsPage() {
  const { blogs, page, older, newer } = useLoaderData<typeof loader>();
  const { siteName } = useSettings();
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState<BlogQuery>(() => parseBlogQuery(searchParams));

  const location = useLocation();
  const navigationType = useNavigationType();

  // Back/forward and links to another query: follow the URL. Not our own updates: the state
  // already holds them, and while typing the URL of an earlier keystroke can land after a later
  // one was typed (each keystroke navigates): following it would take letters out of the field.
  const own = navigationType !== "POP" && isOwnUpdate(location.state);
  useEffect(() => {
    if (!own) setQuery(parseBlogQuery(searchParams));
  }, [own, searchParams]);

  // While a new list loads, the posts of the old one that match show at once: fewer than will come. The list keeps
  // the height it had until the new one is in, so the page never gets shorter than where the visitor has scrolled
  // (the browser would pull the view up, away from the control just pressed).
  const postsRef = useRef<HTMLElement>(null);
  const [heldHeight, setHeldHeight] = useState<number>();
  useEffect(() => setHeldHeight(undefined), [blogs]);

  const update = (next: BlogQuery, replace: boolean) => {
    setHeldHeight(postsRef.current?.offsetHeight);
    setQuery(next);
    setSearchParams(blogQueryParams(next), { replace, preventScrollReset: true, state: OWN_UPDATE });
  };

  const matching = useMemo(() => filterBlogs(blogs, query), [blogs, query]);
  // A page after the first always shows all of its posts.
  const all = query.all || page > 1;
  const shown = visibleBlogs(matching, all);
  const canShowAll = !all && matching.length > BLOG_PREVIEW_COUNT;

  return (
    <div className="bg-slate-50">
      <header className="bg-gradient-to-br from-indigo-700 via-indigo-800 to-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{siteName} Blog</h1>
          <p className="mt-3 max-w-2xl text-lg text-indigo-100">{SUBTITLE}</p>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:px-8">
        <aside aria-label="Find posts" className="lg:sticky lg:top-32 lg:self-start">
          <form
            method="get"
            action="/blogs"
            role="search"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            onSubmit={(e) => e.preventDefault()}
          >
            <label htmlFor="blog-search" className="text-sm font-semibold text-slate-900">
              Search blog
            </label>
            <div className="mt-2 flex gap-2">
              <input
                id="blog-search"
                type="search"
                name="q"
                placeholder="Search blog..."
                autoComplete="off"
                maxLength={200}
                value={query.q}
                onChange={(e) => update({ ...query, q: e.currentTarget.value }, true)}
                className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-600"
              />
              {query.all ? <input type="hidden" name="all" value="1" /> : null}
              {/* First submit button: Enter keeps the current category (no-JS). */}
              <button
                type="submit"
                name="category"
                value={query.category}
                className="rounded-lg bg-indigo-700 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-800"
              >
                Search
              </button>
            </div>

            <h2 id="blog-categories" className="mt-6 text-sm font-semibold text-slate-900">
              Categories
            </h2>
            <div role="group" aria-labelledby="blog-categories" className="mt-2 flex flex-wrap gap-2 lg:flex-col">
              {BLOG_CATEGORIES.map((category) => {
                const active = category === query.category;
                return (
                  <button
                    key={category}
                    type="submit"
                    name="category"
                    value={category}
                    aria-pressed={active}
                    onClick={(e) => {
                      e.preventDefault();
                      update({ ...query, category }, false);
                    }}
                    className={`rounded-lg px-3 py-2 text-left text-sm font-medium transition ${
                      active
                        ? "bg-indigo-700 text-white"
                        : "border border-slate-200 bg-white text-slate-700 hover:border-indigo-300 hover:text-indigo-800"
                    }`}
                  >
                    {category}
                  </button>
                );
              })}
            </div>
          </form>
        </aside>

        <section ref={postsRef} aria-labelledby="blog-posts" style={heldHeight ? { minHeight: heldHeight } : undefined}>
          <h2 id="blog-posts" className="sr-only">
            Posts
          </h2>
          <p className="sr-only" aria-live="polite">
            {`${countOf(matching.length, "post")} ${matching.length === 1 ? "matches" : "match"}`}
          </p>
          {shown.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
              No blogs found.
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2">
              {shown.map((blog, index) => (
                <li key={blog.id} className="flex">
                  <BlogCard blog={blog} eager={index < 2} />
                </li>
              ))}
            </ul>
          )}
          {canShowAll ? (
            <div className="mt-8 text-center">
              <Link
                to={`/blogs${blogQueryString({ ...query, all: true })}`}
                preventScrollReset
                onClick={(e: MouseEvent<HTMLAnchorElement>) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  update({ ...query, all: true }, false);
                }}
                className="inline-block rounded-lg border border-indigo-700 px-6 py-2.5 font-semibold text-indigo-700 hover:bg-indigo-700 hover:text-white"
              >
                Show All Blogs
              </Link>
            </div>
          ) : null}
          {all && (older || newer) ? <BlogPager query={query} page={page} older={older} newer={newer} /> : null}
        </section>
      </div>
    </div>
  );
}

/** Links to the newer and older pages of the same query (plain links: no JS needed). */
function BlogPager({ query, page, older, newer }: { query: BlogQuery; page: number; older?: string; newer?: string }) {
  const href = (to: number, cursor: [string, string]) => {
    const params = blogQueryParams({ ...query, all: true });
    params.set("page", String(to));
    params.set(...cursor);
    return `/blogs?${params.toString()}`;
  };
  const link =
    "inline-block rounded-lg border border-indigo-700 px-4 py-2 font-semibold text-indigo-700 hover:bg-indigo-700 hover:text-white";
  return (
    <nav aria-label="Blog pages" className="mt-8 flex items-center justify-between gap-4">
      {newer ? (
        <Link
          to={page - 1 <= 1 ? `/blogs${blogQueryString({ ...query, all: true })}` : href(page - 1, ["before", newer])}
          className={link}
        >
          <span aria-hidden="true">←</span> Newer posts
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">Page {page}</span>
      {older ? (
        <Link to={href(page + 1, ["after", older])} className={link}>
          Older posts <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
