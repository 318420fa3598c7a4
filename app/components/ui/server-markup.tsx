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
import { useEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from "react";

type MarkupTag = "article" | "div" | "figure" | "footer" | "li" | "table" | "tbody" | "ul";

/** What `keep` elements hydrated with, by key. */
const kept = new Map<string, string>();

/**
 * What <Link> does, for links React did not render as <Link> (server markup, plain `<a>`s in a long
 * list): the click handler of their container makes a plain click on a same-site link a client
 * navigation. It runs after the links' own handlers (React's bubbling), so a link that handles its
 * click (the compare toggle) keeps it; a link to an anchor of the page itself is left to the browser.
 */
export function useSiteLinkClick(): (event: ReactMouseEvent) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey || !(event.target instanceof Element)) return;
    const link = event.target.closest("a");
    if (!link || link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
    if (link.pathname === window.location.pathname && link.search === window.location.search && link.hash) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
}

/** A container (a long list of cards) whose plain same-site links navigate on the client. */
export function SiteLinks({ className, children }: { className?: string; children: ReactNode }) {
  const onClick = useSiteLinkClick();
  return (
    // Not a control: the links inside are (Enter on a link is a click, which bubbles here).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={className} onClick={onClick}>
      {children}
    </div>
  );
}

/** The props of an element whose inner HTML the server rendered (`html`; absent when hydrating: kept as it is). */
export const serverHtml = (html: string | undefined) => ({
  suppressHydrationWarning: true,
  dangerouslySetInnerHTML: { __html: html ?? "" },
});

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
  const onClick = useSiteLinkClick();
  // Hydrating: nothing kept yet (""), and the same on every render after, so React never rewrites it.
  const [again] = useState(() => (keep && kept.get(keep)) || "");
  useEffect(() => {
    if (keep && !kept.has(keep) && ref.current?.innerHTML) kept.set(keep, ref.current.innerHTML);
  }, [keep]);

  return <Tag ref={ref as never} id={id} className={className} onClick={onClick} {...serverHtml(html ?? again)} />;
}

/** A server-rendered list's items, or (hydrating without them) as many placeholders as it had. */
export function itemsOrPlaceholders<T>(items: readonly T[] | undefined, count: number): ReadonlyArray<T | undefined> {
  return items ?? Array.from({ length: count }, () => undefined);
}
