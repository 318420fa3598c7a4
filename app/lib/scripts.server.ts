/**
 * The HTML of the shell's `<Scripts>` (app/components/shell/scripts.tsx), built on the server only, so none of
 * this code ships to the browser: Remix's context hand-off, and the module script that inlines the page's routes
 * of the manifest and asks for the chunks after the first paint (README "Speed" → "What keeps pages below 100").
 */
import { matchRoutes, type UNSAFE_RemixContext } from "@remix-run/react";

type RemixContextObject = NonNullable<React.ContextType<typeof UNSAFE_RemixContext>>;
type Manifest = RemixContextObject["manifest"];
type RouteObjects = Parameters<typeof matchRoutes>[0];
interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

const trees = new WeakMap<Manifest["routes"], RouteNode[]>();
/** The manifest's routes as a tree for `matchRoutes`, built once per build (isolate). */
function routeTree(routes: Manifest["routes"]): RouteNode[] {
  let tree = trees.get(routes);
  if (!tree) {
    const nodes = new Map<string, RouteNode>();
    for (const r of Object.values(routes)) {
      nodes.set(r.id, { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: [] });
    }
    tree = [];
    for (const r of Object.values(routes)) (r.parentId ? nodes.get(r.parentId)!.children : tree).push(nodes.get(r.id)!);
    trees.set(routes, tree);
  }
  return tree;
}

/** The paths whose routes a page inlines besides its matches: `/` and each parent path of `pathname`. */
function parentPaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  const paths = ["/"];
  for (; segments.length; segments.pop()) paths.push(`/${segments.join("/")}`);
  return paths;
}

/**
 * The routes a page inlines (as Remix's `getPartialManifest`): its matches, and the routes of `/` and of each
 * parent path, so links to them need no discovery.
 */
function partialManifest(manifest: Manifest, matched: string[], paths: string[]): Manifest {
  const ids = new Set(matched);
  for (const path of paths) {
    for (const m of matchRoutes(routeTree(manifest.routes) as RouteObjects, path) ?? []) ids.add(m.route.id!);
  }
  return { ...manifest, routes: Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]])) };
}

/** Compact JSON without `false` flags (the client only tests the route flags for truth). */
const compact = (value: unknown) => JSON.stringify(value, (_, v) => (v === false ? undefined : v));

/**
 * Preload links the module script adds per task. Each link starts its fetch while the script runs (0.3–2 ms a
 * link on the bench host), so the 13–20 of a page in one go made a 15–47 ms task right after the first paint,
 * which a 4× slower phone turns into 60–190 ms of blocking time; six at a time, each task stays short. The loader
 * yields with a message (as React's scheduler does), not a timer: nothing waits on a clock.
 */
const PRELOADS_PER_TASK = 6;

/**
 * The module script: the manifest, then — once the browser reports the first contentful paint (Paint Timing,
 * reported after the frame is on screen; `buffered` when it came before this script), or at `load` where there
 * is no such report (a background tab, a browser without Paint Timing) — the preload links, the route modules
 * and the entry. Events, not timers: nothing waits on a clock (tests with a fake clock hydrate too).
 */
function loaderScript(manifest: Manifest, partial: Manifest, ids: string[]): string {
  const routes = ids.map((id) => manifest.routes[id]);
  const preloads = [
    ...new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      ...routes.flatMap((r) => [...(r.imports ?? []), r.module]),
    ]),
  ];
  return (
    `window.__remixManifest = ${compact(partial)};` +
    `{let d=0;const go=async()=>{if(d++)return;const p=${compact(preloads)};` +
    `for(let i=0;i<p.length;i++){if(i&&i%${PRELOADS_PER_TASK}===0)await new Promise((r)=>{const c=new MessageChannel();c.port1.onmessage=r;c.port2.postMessage(0)});` +
    `const l=document.createElement("link");l.rel="modulepreload";l.href=p[i];document.head.append(l)}` +
    `Promise.all(${compact(routes.map((r) => r.module))}.map((m)=>import(m))).then((m)=>{` +
    `window.__remixRouteModules=Object.fromEntries(${compact(ids)}.map((id,i)=>[id,m[i]]));` +
    `import(${compact(manifest.entry.module)})})};` +
    `try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})` +
    `.observe({type:"paint",buffered:true})}catch{}` +
    `document.readyState==="complete"?go():addEventListener("load",go)}`
  );
}

/**
 * The module script depends only on the build, the matched routes and the parent paths: built once per
 * combination (bounded), not on every request.
 */
const MAX_LOADERS = 500;
const loaders = new Map<string, string>();

/** The two scripts' contents for the page whose route matches are `ids` (root first). */
export function pageScripts(context: RemixContextObject, ids: string[], pathname: string) {
  const { manifest } = context;
  const paths = parentPaths(pathname);
  const key = `${manifest.version}|${ids.join(",")}|${paths.join(",")}`;
  let loader = loaders.get(key);
  if (loader === undefined) {
    loader = loaderScript(manifest, partialManifest(manifest, ids, paths), ids);
    if (loaders.size >= MAX_LOADERS) loaders.delete(loaders.keys().next().value!);
    loaders.set(key, loader);
  }
  return {
    handoff:
      `window.__remixContext = ${context.serverHandoffString};` +
      "window.__remixContext.stream = new ReadableStream({start(controller){" +
      "window.__remixContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());",
    loader,
  };
}
