import type { LinksFunction } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Links, Meta, Outlet, Scripts, useLocation, useMatches, useNavigationType } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SiteShell } from "~/components/shell/site-shell";
import { useNonce } from "~/lib/platform/nonce";
import stylesheet from "~/tailwind.css";
import "~/lib/platform/context";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Settings, origin and the signed-in name (no database query): server code, so it never reaches the browser. */
export { headers, loader } from "~/lib/platform/root.server";

/**
 * Settings only change with a deploy: never re-run this loader on client navigations — except
 * after a form post (log in, log out), which may have changed the signed-in name.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod }) =>
  !!formMethod && formMethod.toUpperCase() !== "GET";

/**
 * Every route change scrolls the window smoothly to the top: a new pathname
 * reached by a link or form (PUSH/REPLACE). Query-only changes (filters, chips, tabs) and
 * back/forward (POP) keep the position. The navigation type is read, never a trigger: the
 * first same-page REPLACE after a load changes it from POP without changing the page.
 */
function useSmoothScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const last = useRef(pathname);
  useEffect(() => {
    // Only a new page scrolls: same-path navigations (filters, chips, ?page=) keep their place.
    if (last.current === pathname) return;
    last.current = pathname;
    if (navigationType !== "POP") window.scrollTo({ top: 0, behavior: "smooth" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a pathname change scrolls
  }, [pathname]);
}

/** Marks the document once React has hydrated (tests wait for it). */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/**
 * A page whose route (or a parent's) has `handle.shell === "console"` draws its own frame (the
 * operator console): the public header, footer and bottom bar are left out.
 */
function useOwnShell(): boolean {
  return useMatches().some((m) => (m.handle as { shell?: string } | undefined)?.shell === "console");
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const ownShell = useOwnShell();
  useSmoothScrollToTop();
  useHydratedMarker();
  return (
    <html lang="en-IN">
      <head>
        {/* In the document, not in `meta`: a route's meta replaces its parents' in Remix v2. */}
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <Meta />
        {/* Without JavaScript, carousels draw no arrows and show part of the next card: tailwind.css `(scripting: none)`. */}
        <Links />
      </head>
      <body>
        {ownShell ? children : <SiteShell>{children}</SiteShell>}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
