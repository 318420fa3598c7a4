/**
 * An element whose inner HTML the server rendered (app/lib/render-only.server.ts `staticHtml`):
 * with `html` (the server render, or a client navigation that brought the string) it emits it;
 * without (hydrating a server-rendered page, whose data left the string out: `withRenderOnly`) it
 * renders the same element with an empty inner HTML, which React hydrates without touching what is
 * inside. Either way the markup costs the browser no component code, no data and no hydration work.
 * The content must be static; its same-site links still navigate on the client (one listener).
 * `keep`: the element may mount again on the client without its string (the shell, when the root's error
 * boundary takes over from the page): it then writes the markup it hydrated under that key.
 */
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type RefObject } from "react";

type MarkupTag = "article" | "div" | "figure" | "footer" | "li" | "table" | "tbody" | "ul";

/** What `keep` elements hydrated with, by key. */
const kept = new Map<string, string>();

/**
 * What <Link> does for the links React rendered, for server markup React did not render: a plain
 * click on a same-site link inside `ref` is a client navigation (one listener); a link to an anchor
 * of the page itself is left to the browser.
 */
function useSiteLinks(ref: RefObject<HTMLElement>) {
  const navigate = useNavigate();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
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
  }, [ref, navigate]);
}

export function ServerMarkup({
  as: Tag = "div",
  className,
  id,
  html,
  keep,
}: {
  as?: MarkupTag;
  className?: string;
  id?: string;
  html: string | undefined;
  keep?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  useSiteLinks(ref);
  // Hydrating: nothing kept yet (""), and the same on every render after, so React never rewrites it.
  const [again] = useState(() => (keep && kept.get(keep)) || "");
  useEffect(() => {
    if (keep && !kept.has(keep) && ref.current?.innerHTML) kept.set(keep, ref.current.innerHTML);
  }, [keep]);

  return (
    <Tag
      ref={ref as never}
      id={id}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html ?? again }}
    />
  );
}

/** A server-rendered list's items, or (hydrating without them) as many placeholders as it had. */
export function itemsOrPlaceholders<T>(items: readonly T[] | undefined, count: number): ReadonlyArray<T | undefined> {
  return items ?? Array.from({ length: count }, () => undefined);
}
