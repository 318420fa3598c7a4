/**
 * The page's scripts, loaded after its first paint (README "Speed" → "What keeps pages below 100").
 *
 * Remix's `<Scripts>` writes a `modulepreload` link per chunk (13–20 on a page, ~100 KB) and a module script
 * whose static imports fetch them at once, while the page still waits for its stylesheet: the scripts share the
 * connection with what paints (the stylesheet, the LCP image), and Lighthouse's estimate of the first paint
 * counts every request that starts before it. This writes the same hand-off — Remix's context, the page's routes
 * of the manifest (`v3_lazyRouteDiscovery`, compact, without `false` flags), the route modules, the entry — but
 * the module script asks for the chunks only once the browser reports the page's first contentful paint: then
 * it adds the `modulepreload` links, imports the route modules and the entry, which hydrates as before. The server
 * HTML is the whole page (every widget has its no-JS path), so nothing waits for it; hydration starts
 * a frame later. In development (`remix dev`, HMR) and for any other setup it renders Remix's own `<Scripts>`.
 */
import { Scripts as RemixScripts, UNSAFE_RemixContext, useLocation, useMatches } from "@remix-run/react";
import { useContext, useEffect } from "react";
import type { pageScripts } from "~/lib/scripts.server";

/** Remix's own rule: after hydration the scripts are gone from the tree (they ran). */
let hydrated = false;

/**
 * `build` is `pageScripts` from app/lib/scripts.server.ts, passed by root.tsx: on the server it writes the
 * scripts; in the browser (where `.server` modules are empty) the scripts hydrate as they are.
 */
export function Scripts({ nonce, build }: { nonce: string; build: typeof pageScripts | undefined }) {
  const context = useContext(UNSAFE_RemixContext)!;
  const matches = useMatches();
  const { pathname } = useLocation();
  useEffect(() => {
    hydrated = true;
  }, []);
  const { manifest, future, isSpaMode } = context;
  if (manifest.hmr || isSpaMode || !future.v3_lazyRouteDiscovery || !future.v3_singleFetch) {
    return <RemixScripts nonce={nonce} />;
  }
  if (hydrated) return null;
  // Tells <RemixServer> the scripts are on the page, so it streams the loader data after them (Single Fetch).
  if (context.renderMeta) context.renderMeta.didRenderScripts = true;
  const { handoff, loader } =
    typeof document === "undefined" && build
      ? build(
          context,
          matches.map((m) => m.id),
          pathname,
        )
      : { handoff: " ", loader: " " };
  // On the client these hydrate as they are (React keeps a script's server content: suppressHydrationWarning).
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: handoff }} />
      <script nonce={nonce} type="module" async suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loader }} />
    </>
  );
}
