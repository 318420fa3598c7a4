/**
 * The bench's byte checks over the client build: JS per page (gzip, everything the page loads) against its ceiling,
 * with what the forms' Conform and zod take of it, CSS, and the HTML of the home and the shell.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { services } from "~/content/services";
import { PUBLIC_ROUTES } from "~/lib/platform/site-routes";
import remixConfig from "../../remix.config.js";
import { readManifest as readBuildManifest, closure, IMPORT_RE } from "../../scripts/manifest.mjs";
import { ROOT } from "./options";

/**
 * JS per page, gz, everything the page loads: a page's class sets the goal the bench prints beside it (not a
 * limit). A page that loads Swiper is a carousel page, else one that hydrates a form with the page (Conform in its
 * up-front chunks) is a form page, else content.
 */
const PAGE_BUDGET_KB = { content: 100, form: 110, carousel: 125 } as const;
type PageClass = keyof typeof PAGE_BUDGET_KB;
const BUDGET_KB = { css: 25 };
/**
 * What `--check` enforces: the JavaScript a visitor downloads (up front and after paint), against a ceiling per page.
 * Every page is held at 130 KB but those that hydrate a form with the page, and the home page. Two builds of the same
 * code differ by up to ±0.6 KB gz (esbuild's module order moves bytes between the shared chunks): the ceilings above
 * 130 sit about 1 KB over the largest such page, so they catch growth, not the build's noise.
 */
export const PAGE_CEILING_KB = 130;
/**
 * A form page carries, beside React, Remix and the shell (94 KB), Conform and zod (35 KB): `parseWithZod` from
 * `@conform-to/zod/v4` coerces with classic zod (`lazy`, `optional`, `pipe`, `transform` from `zod/v4`), whose schema
 * class brings its JSON Schema methods and English messages, so about 16 KB of that is the coercion and the classic
 * zod it brings, which the forms' own zod/mini schemas do not use (docs/performance.md). The page's own code (fields,
 * schema, page) adds 5–10 KB.
 */
export const FORM_PAGE_CEILING_KB = 139;
/** The home page: its forms' Conform and zod (hydrated with the page), and Swiper (21 KB) for its carousels. */
export const CEILING_KB_BY_PAGE: Record<string, number> = { "/": 169 };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

export function readManifest(): Manifest {
  return readBuildManifest(join(ROOT, "public")) as Manifest;
}

function fullPattern(m: Manifest, route: ManifestRoute): string[] {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? m.routes[r.parentId] : undefined) {
    if (r.path) parts.unshift(...r.path.split("/").filter(Boolean));
  }
  return parts;
}

/** The leaf route that renders `url` (most static segments wins; layouts never). */
function matchRoute(m: Manifest, url: string): ManifestRoute[] {
  const segments = url
    .split("?")[0]
    .split("/")
    .filter(Boolean)
    .map((s) => s.toLowerCase());
  let best: { route: ManifestRoute; score: number } | undefined;
  const hasChildren = new Set(Object.values(m.routes).map((r) => r.parentId));
  for (const route of Object.values(m.routes)) {
    if (route.id === "root" || (hasChildren.has(route.id) && !route.index)) continue;
    const pattern = fullPattern(m, route);
    const splat = pattern.at(-1) === "*";
    if (!splat && pattern.length !== segments.length) continue;
    let score = 0;
    const ok = pattern.every((p, i) => {
      if (p === "*") return true;
      if (p.startsWith(":")) return i < segments.length;
      score += 2;
      return p.toLowerCase() === segments[i];
    });
    if (!ok) continue;
    score -= splat ? 100 : 0;
    if (!best || score > best.score) best = { route, score };
  }
  const chain: ManifestRoute[] = [];
  for (let r = best?.route; r; r = r.parentId ? m.routes[r.parentId] : undefined) chain.unshift(r);
  return chain;
}

/**
 * The route manifest a page carries: with `v3_lazyRouteDiscovery` only its matches and the routes
 * of its parent paths, inlined in the HTML (Remix's getPartialManifest); without it, the whole
 * manifest module.
 */
function manifestBytes(m: Manifest, url: string, lazyDiscovery: boolean, manifestFile: string): number {
  if (!lazyDiscovery) return gz(manifestFile);
  const ids = new Set(matchRoute(m, url).map((r) => r.id));
  const segments = url.split("?")[0].split("/").filter(Boolean);
  for (let i = segments.length - 1; i >= 0; i--) {
    for (const r of matchRoute(m, "/" + segments.slice(0, i).join("/"))) ids.add(r.id);
  }
  const routes = Object.fromEntries([...ids].map((id) => [id, m.routes[id]]));
  // As Remix's <Scripts> writes the page's partial manifest (lazy route discovery): indented JSON.
  return gzipSync(JSON.stringify({ ...m, routes }, null, 2), { level: 9 }).length;
}

/**
 * Client chunks (as manifest paths) whose code all comes from inputs matching `input` (the build's metafile), or with
 * `some`, any chunk with code from such an input.
 */
function chunksOf(input: RegExp, some = false): Set<string> {
  const meta = JSON.parse(readFileSync(join(ROOT, "build/metafile.js.json"), "utf8")) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const chunks = Object.entries(meta.outputs).filter(([path, output]) => {
    const inputs = Object.keys(output.inputs);
    return (
      path.endsWith(".js") &&
      inputs.length > 0 &&
      (some ? inputs.some((i) => input.test(i)) : inputs.every((i) => input.test(i)))
    );
  });
  return new Set(chunks.map(([path]) => `/${relative(join(ROOT, "public"), join(ROOT, path))}`));
}
/** Conform: a page whose up-front chunks hold it hydrates a form with the page. */
const CONFORM_INPUT = /node_modules\/@conform-to\//;
/** What the forms bring beside their own code: Conform and zod (classic, for @conform-to/zod's coercion, and mini). */
const FORMS_INPUT = /node_modules\/(?:@conform-to|zod)\//;

export function budgets() {
  const m = readManifest();
  const pub = join(ROOT, "public");
  const file = (p: string) => join(pub, p);
  const texts = new Map<string, string>();
  const read = (p: string) => texts.get(p) ?? texts.set(p, readFileSync(file(p), "utf8")).get(p)!;
  const sizes = new Map<string, number>();
  const size = (p: string) => sizes.get(p) ?? sizes.set(p, gz(file(p))).get(p)!;
  const sum = (paths: Iterable<string>) => [...paths].reduce((n, p) => n + size(p), 0);
  const lazyDiscovery = remixConfig.future?.v3_lazyRouteDiscovery === true;
  const manifestFile = join(
    pub,
    "build",
    readdirSync(join(pub, "build")).find((f) => /^manifest-.*\.js$/.test(f))!,
  );

  // React + Remix + the shell: the entry and root with everything they load.
  const shared = closure([m.entry.module, ...(m.entry.imports ?? []), m.routes.root.module], read).all;
  const everything = closure(
    Object.values(m.routes).flatMap((r) => [r.module, ...(r.imports ?? [])]),
    read,
  ).all;
  // Conform and zod, in the chunks esbuild gives the code every form shares (read from the build's metafile).
  const conformChunks = chunksOf(CONFORM_INPUT, true);
  const formsChunks = chunksOf(FORMS_INPUT, true);
  const forms = [...everything].filter((p) => !shared.has(p) && formsChunks.has(p));
  /** A dynamic import's chunk with what it loads, when that includes a form: a dialog's, opened by the visitor. */
  const loadsForm = (p: string) => [...closure([p], read).all].some((c) => formsChunks.has(c));
  const swiper = [...everything].filter((p) => !shared.has(p) && /slidesPerGroupSkip/.test(read(p)));

  const urls = [...PUBLIC_ROUTES, `/services/${services[0].slug}`, "/blog/1", "/search"];
  const rows = urls.map((url) => {
    const chain = matchRoute(m, url).filter((r) => r.id !== "root");
    const page = closure(
      chain.flatMap((r) => [r.module, ...(r.imports ?? [])]),
      read,
    );
    const own = [...page.all].filter((p) => !shared.has(p));
    // What the page imports lazily: a dialog with a form when the visitor opens it; the rest (Swiper) after paint.
    const lazy = own.filter((p) => page.lazy.has(p));
    const eager = own.filter((p) => !page.lazy.has(p));
    const kit = eager.filter((p) => forms.includes(p));
    const lazyRoots = eager.flatMap((p) => [...read(p).matchAll(IMPORT_RE)].filter((i) => i[1]).map((i) => i[2]));
    const inputRoots = lazyRoots.filter((p) => !shared.has(p) && loadsForm(p));
    const onInputSet = inputRoots.length ? closure(inputRoots, read).all : new Set<string>();
    const onInput = lazy.filter((p) => onInputSet.has(p));
    const afterPaint = lazy.filter((p) => !onInputSet.has(p));
    const route = eager.filter((p) => !kit.includes(p));
    const formPage = eager.some((p) => conformChunks.has(p));
    const pageClass: PageClass = own.some((p) => swiper.includes(p)) ? "carousel" : formPage ? "form" : "content";
    const manifest = manifestBytes(m, url, lazyDiscovery, manifestFile);
    // Everything the page loads without the visitor opening a dialog.
    const total = sum(shared) + sum(eager) + sum(afterPaint) + manifest;
    const budget = PAGE_BUDGET_KB[pageClass];
    const ceiling = CEILING_KB_BY_PAGE[url] ?? (formPage ? FORM_PAGE_CEILING_KB : PAGE_CEILING_KB);
    return {
      url,
      route: chain.at(-1)?.id ?? "(none)",
      pageClass,
      sharedGzKb: kb(sum(shared)),
      routeGzKb: kb(sum(route)),
      // Conform and zod, when the page hydrates a form with the page.
      formsGzKb: kb(sum(kit)),
      lazyGzKb: kb(sum(afterPaint)),
      onInputGzKb: kb(sum(onInput)),
      manifestGzKb: kb(manifest),
      totalGzKb: kb(total),
      withInputGzKb: kb(total + sum(onInput)),
      budgetKb: budget,
      met: kb(total) <= budget,
      checkCeilingKb: ceiling,
      ok: kb(total) <= ceiling,
      kit,
    };
  });
  // Conform and zod as a form page loads them (admin routes' own zod chunks aside).
  const formPages = rows.filter((r) => r.kit.length);
  const cssFiles: string[] = [];
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (f.endsWith(".css")) cssFiles.push(p);
    }
  };
  walk(join(pub, "build"));
  const css = cssFiles.map((p) => ({ file: relative(pub, p), gzKb: kb(gz(p)) }));
  const cssTotal = Math.round(css.reduce((n, c) => n + c.gzKb, 0) * 10) / 10;
  return {
    lazyRouteDiscovery: lazyDiscovery,
    fullManifestGzKb: kb(gz(manifestFile)),
    sharedJsGzKb: kb(sum(shared)),
    formsGzKb: kb(sum(new Set(formPages.flatMap((r) => r.kit)))),
    swiperGzKb: kb(sum(swiper)),
    pageBudgetsKb: PAGE_BUDGET_KB,
    pages: rows,
    css,
    cssTotalGzKb: cssTotal,
    cssBudgetKb: BUDGET_KB.css,
    cssOk: cssTotal <= BUDGET_KB.css,
  };
}

// ---------------------------------------------------------------- HTML bytes
/**
 * The HTML goals, in raw (uncompressed) KB: the home page, and the shell — everything
 * root renders (head, header with its menus, footer, bottom bar, scripts and root data),
 * measured as a 404 page's HTML outside its <main>. The BUILT worker in Miniflare (seeded D1),
 * asked as a browser navigation asks; cheap enough for `--check`.
 */
const HTML_GOAL_KB = { home: 60, shell: 12 };
/**
 * What `--check` enforces: the home page's HTML a visitor downloads. The goals above are reported; every page's HTML
 * includes the shell, so the home page's ceiling bounds it too. Its sections and the shell are Tailwind utilities in
 * their components; a look repeated on every item of a list is given once by the list (`*:`, `[&_…]:` variants), not
 * written on each item.
 */
const HTML_CEILING_KB = { home: 80 };

export async function htmlBytes() {
  const { startWorker } = await import("../support/worker");
  const worker = await startWorker();
  const get = async (path: string) => {
    const res = await worker.fetch(path, { headers: { Accept: "text/html", "Sec-Fetch-Dest": "document" } });
    return res.text();
  };
  try {
    const home = await get("/");
    const notFound = await get("/bench-shell-probe");
    const main = notFound.slice(notFound.indexOf("<main"), notFound.indexOf("</main>"));
    const bytes = (text: string) => Buffer.byteLength(text, "utf8");
    const homeKb = kb(bytes(home));
    const shellKb = kb(bytes(notFound) - bytes(main));
    return {
      homeKb,
      shellKb,
      goalKb: HTML_GOAL_KB,
      ceilingKb: HTML_CEILING_KB,
      homeOk: homeKb <= HTML_GOAL_KB.home,
      shellOk: shellKb <= HTML_GOAL_KB.shell,
      withinCeiling: homeKb <= HTML_CEILING_KB.home,
    };
  } finally {
    await worker.dispose();
  }
}
