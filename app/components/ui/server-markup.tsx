/**
 * An element whose content the server rendered from data the client was not sent
 * (`withRenderOnly`, app/lib/render-only.server.ts): with `data` (the server render, or a client
 * navigation that brought it) it renders `children(data)`; without (hydrating a server-rendered
 * page) it renders the same element with an empty inner HTML, which React hydrates without
 * touching what is inside. The server's markup stays, at no hydration data and no hydration work.
 * The content must be static; its same-site links still navigate on the client (one listener).
 */
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";

type MarkupTag = "article" | "div" | "figure" | "li" | "tbody" | "ul";

/**
 * What <Link> does for the links React rendered, for server markup React did not render: a plain
 * click on a same-site link inside `ref` is a client navigation (one listener, while `active`).
 */
export function useSiteLinks(ref: RefObject<HTMLElement>, active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (event.altKey || !(event.target instanceof Element)) return;
      const link = event.target.closest("a");
      if (!link || link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search && link.hash) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    };
    el.addEventListener("click", onClick);
    return () => el.removeEventListener("click", onClick);
  }, [ref, active, navigate]);
}

export function ServerMarkup<T>({
  as: Tag = "div",
  className,
  data,
  children,
}: {
  as?: MarkupTag;
  className?: string;
  data: T | undefined;
  children: (data: T) => ReactNode;
}) {
  const kept = data === undefined;
  const ref = useRef<HTMLElement>(null);
  useSiteLinks(ref, kept);

  return kept ? (
    <Tag
      key="kept"
      ref={ref as never}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  ) : (
    <Tag key="live" className={className}>
      {children(data)}
    </Tag>
  );
}

/** A server-rendered list's items, or (hydrating without its data) as many placeholders as it had. */
export function itemsOrPlaceholders<T>(items: readonly T[] | undefined, count: number): ReadonlyArray<T | undefined> {
  return items ?? Array.from({ length: count }, () => undefined);
}

/**
 * Static markup the server rendered to a string (`staticHtml`, app/lib/server-html.server.ts) from
 * components the client never loads: hydrating a document (`html` absent: withRenderOnly) the
 * server's markup stays untouched; a client navigation brings `html` with the loader data. Same-site
 * links inside navigate on the client (`useSiteLinks`).
 */
export function ServerHtml({ html, className }: { html: string | undefined; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useSiteLinks(ref, true);
  return (
    <div ref={ref} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />
  );
}
