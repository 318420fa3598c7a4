/**
 * An element whose content the server rendered from data the client was not sent
 * (`withRenderOnly`, app/lib/render-only.server.ts): with `data` (the server render, or a client
 * navigation that brought it) it renders `children(data)`; without (hydrating a server-rendered
 * page) it renders the same element with an empty inner HTML, which React hydrates without
 * touching what is inside. The server's markup stays, at no hydration data and no hydration work.
 * The content must be static; its same-site links still navigate on the client (one listener).
 */
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

type MarkupTag = "article" | "div" | "figure" | "li" | "tbody" | "ul";

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
  const navigate = useNavigate();
  useEffect(() => {
    const el = ref.current;
    if (!el || !kept) return;
    // What <Link> does for the links React rendered: a plain click on a same-site link is a client navigation.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (event.altKey || !(event.target instanceof Element)) return;
      const link = event.target.closest("a");
      if (!link || link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    };
    el.addEventListener("click", onClick);
    return () => el.removeEventListener("click", onClick);
  }, [kept, navigate]);

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
