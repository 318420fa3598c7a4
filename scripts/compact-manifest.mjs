/**
 * Build step after `remix build` (README "Speed: page weight" → "Shell bytes"): every page inlines its
 * routes of the manifest (`v3_lazyRouteDiscovery`), which Remix 2's `<Scripts>` writes with
 * `JSON.stringify(getPartialManifest(…), null, 2)` — two-space indentation and every `false` flag
 * (`"hasClientAction": false`, …), ~1 KB of each page's HTML. This rewrites that one call in the server
 * build to compact JSON without the `false` flags (the client only tests them for truth: `!route.hasLoader`,
 * `route.hasLoader !== true`). At build time, so no request pays for it (a transform of the streamed HTML
 * was measured and rejected for its throughput cost). Fails the build when the call is not found exactly
 * once (a Remix upgrade changed it): look at `Scripts` in @remix-run/react's components.js again.
 */
import { readFileSync, writeFileSync } from "node:fs";

const file = process.argv[2] ?? "build/index.js";
const source = readFileSync(file, "utf8");
// Minified (`JSON.stringify(jD(t,l),null,2)`) or not (`JSON.stringify(getPartialManifest(manifest, router), null, 2)`).
const call =
  /(window\.__remixManifest = \$\{JSON\.stringify\(\s*[\w$]+\(\s*[\w$]+\s*,\s*[\w$]+\s*\))\s*,\s*null\s*,\s*2\s*\)/g;
const found = source.match(call)?.length ?? 0;
if (found !== 1) {
  console.error(`compact-manifest: expected Remix's inline manifest call once in ${file}, found it ${found} times`);
  process.exit(1);
}
writeFileSync(file, source.replace(call, "$1,(k,v)=>v===false?void 0:v)"));
