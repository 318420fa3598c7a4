/**
 * /blog/{id} (blog detail): hero, sanitised body, tags, related articles and
 * the author blurb. Unknown, non-numeric or inactive ids and a failing source are a real
 * 404 'Blog not found', never cached.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BlogByline, BlogImage } from "~/components/blogs/blog-card";
import { NotFoundBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import type { BlogPost } from "~/lib/blog/blog.server";
import { defaults } from "~/lib/platform/config";
import { useSettings } from "~/lib/platform/hooks";
import { getMeta, jsonLd } from "~/lib/platform/meta";
import type { loader } from "./blog.$id.server";

export { headers, loader } from "./blog.$id.server";

function blogPostingLd(post: BlogPost, origin: string, siteName: string) {
  const url = `${origin}/blog/${post.id}`;
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: `${origin}${post.image}`,
    datePublished: post.dateTime,
    articleSection: post.category,
    keywords: post.tags.join(", "),
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: siteName },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  });
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const post = args.data?.post;
  if (!post) {
    return getMeta({ title: "Blog not found", description: "This blog post does not exist.", noIndex: true }, args);
  }
  const root = args.matches.find((m) => m?.id === "root")?.data as
    { origin?: string; settings?: { siteName?: string } } | undefined;
  return getMeta(
    {
      title: post.title,
      description: post.excerpt,
      image: post.image,
      type: "article",
      path: `/blog/${post.id}`,
      extra: [blogPostingLd(post, root?.origin ?? "", root?.settings?.siteName ?? defaults.siteName)],
    },
    args,
  );
};

export default function BlogDetailPage() {
  const { post, related } = useLoaderData<typeof loader>();
  const { siteName } = useSettings();

  return (
    <article className="bg-slate-50 pb-16" aria-labelledby="blog-title">
      <header className="bg-gradient-to-br from-indigo-800 via-indigo-900 to-slate-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_28rem] lg:px-8 lg:py-14">
          <div>
            <p>
              <span className="inline-block rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-indigo-800">
                {post.category}
              </span>
            </p>
            <h1 id="blog-title" className="mt-4 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
              {post.title}
            </h1>
            <BlogByline post={post} className="mt-4 text-indigo-100" />
          </div>
          <BlogImage
            src={post.image}
            priority
            className="w-full rounded-2xl bg-indigo-950 shadow-xl ring-1 ring-white/10"
          />
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-8 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <div className="min-w-0">
          <BackLink />
          <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            {/* Sanitised by the data layer (app/lib/platform/sanitize.server.ts) when it left D1. */}
            <div className="prose-content text-slate-800" dangerouslySetInnerHTML={{ __html: post.content }} />
            {post.tags.length > 0 ? (
              <section aria-labelledby="blog-tags" className="mt-8 border-t border-slate-200 pt-6">
                <h2 id="blog-tags" className="text-sm font-semibold text-slate-900">
                  Tags
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                      {tag}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <BackLink className="mt-6" />
        </div>

        <aside className="space-y-6" aria-label="More from the blog">
          {related.length > 0 ? (
            <section
              aria-labelledby="related-articles"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id="related-articles" className="text-lg font-bold text-slate-900">
                Related Articles
              </h2>
              <ul className="mt-4 space-y-4">
                {related.map((item) => (
                  <li key={item.id}>
                    <Link to={`/blog/${item.id}`} prefetch="intent" className="group flex items-start gap-3 rounded-lg">
                      <BlogImage src={item.image} lazy className="w-24 shrink-0 rounded-md bg-slate-100" />
                      <span className="text-sm leading-snug font-semibold text-slate-800 group-hover:text-indigo-700 group-hover:underline">
                        {item.title}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section
            aria-labelledby="about-author"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="about-author" className="text-lg font-bold text-slate-900">
              About the Author
            </h2>
            <div className="mt-4 flex items-center gap-3">
              <Badge className="h-12 w-12 rounded-full bg-indigo-700 text-lg font-bold text-white">
                {post.author.charAt(0)}
              </Badge>
              <p className="font-semibold text-slate-900">{post.author}</p>
            </div>
            <p className="mt-3 text-sm leading-6 text-slate-700">
              {post.author} is the {siteName} editorial desk: counsellors and former students who write practical guides
              on careers, universities, entrance exams and online education for students across India.
            </p>
          </section>
        </aside>
      </div>
    </article>
  );
}

function BackLink({ className = "" }: { className?: string }) {
  return (
    <Link
      to="/blogs"
      className={`inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 hover:underline ${className}`}
    >
      <span aria-hidden="true">←</span> Back to Blogs
    </Link>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="Blog not found"
      message="This post may have been removed, or the link may be mistyped."
      backTo="/blogs"
      backLabel="Back to Blogs"
    />
  );
}
