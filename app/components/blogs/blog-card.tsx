import { Link } from "@remix-run/react";
import { Chip } from "~/components/ui/badge";
import { DecorativeImage } from "~/components/ui/decorative-image";
import type { BlogCard as BlogCardView } from "~/lib/blog/blog.server";

/** One post in the /blogs grid; the title link covers the whole card. */
export function BlogCard({ blog, eager = false }: { blog: BlogCardView; eager?: boolean }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-indigo-600">
      <BlogImage src={blog.image} lazy={!eager} className="w-full bg-slate-100" />
      <div className="flex flex-1 flex-col p-5">
        <p>
          <Chip className="bg-indigo-50 text-indigo-800">{blog.category}</Chip>
        </p>
        <h3 className="mt-3 text-lg leading-snug font-bold text-slate-900 group-hover:text-indigo-700">
          <Link
            to={`/blog/${blog.id}`}
            prefetch="intent"
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {blog.title}
          </Link>
        </h3>
        <BlogByline post={blog} className="mt-1 text-sm text-slate-600" />
        <p className="mt-3 text-sm leading-6 text-slate-700">{blog.excerpt}</p>
      </div>
    </article>
  );
}

/** "By Admin · 8 Sep 2025" (cards and the detail hero). */
export function BlogByline({
  post,
  className,
}: {
  post: Pick<BlogCardView, "author" | "date" | "dateTime">;
  className?: string;
}) {
  return (
    <p className={className}>
      By <span className="font-medium">{post.author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={post.dateTime}>{post.date}</time>
    </p>
  );
}

/**
 * A post's picture (uploads are 16:9, 800×450). Decorative: the post title always sits
 * next to it, so it has empty alt text and the link or heading carries the name.
 */
export function BlogImage({
  src,
  lazy = false,
  priority = false,
  className = "",
}: {
  src: string;
  lazy?: boolean;
  priority?: boolean;
  className?: string;
}) {
  return (
    <DecorativeImage
      src={src}
      size={[800, 450]}
      lazy={lazy}
      priority={priority}
      className={`aspect-video object-cover ${className}`}
    />
  );
}
