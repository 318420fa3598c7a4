import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, useLocation, useNavigationType } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SiteShell } from "~/components/shell/site-shell";
import { pageHeaders } from "~/lib/cache";
import { getSettings } from "~/lib/config";
import { useNonce } from "~/lib/nonce";
import stylesheet from "~/tailwind.css";
import "~/lib/context";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Site settings and origin only: no database query here. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({ settings: getSettings(context.env), origin: new URL(request.url).origin });
}

export const headers = pageHeaders;

/** Settings only change with a deploy: never re-run this loader on client navigations. */
export const shouldRevalidate = () => false;

export { useSettings } from "~/lib/use-settings";

/** Every route change scrolls the window smoothly to the top (part 1 §2). */
function useSmoothScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const last = useRef(pathname);
  useEffect(() => {
    // Only a new page scrolls: same-path navigations (filters, chips, ?page=) keep their place.
    if (last.current === pathname) return;
    last.current = pathname;
    if (navigationType !== "POP") window.scrollTo({ top: 0, behavior: "smooth" });
  }, [pathname, navigationType]);
}

/** Marks the document once React has hydrated (tests wait for it). */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
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
        <Links />
      </head>
      <body className="min-h-screen">
        <SiteShell>{children}</SiteShell>
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
