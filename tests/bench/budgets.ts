/**
 * The bench's byte checks over the client build: JS per page (gzip, everything the page loads) by page class, the form
 * kit, CSS, and the HTML of the home and the shell.
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
 * JS per page, gz, everything the page loads: a page's class sets its budget. A page that
 * loads Swiper is a carousel page, else one that loads the form kit is a form page, else content.
 */
const PAGE_BUDGET_KB = { content: 100, form: 110, carousel: 125 } as const;
type PageClass = keyof typeof PAGE_BUDGET_KB;
/**
 * The form kit's goal: what a form page loads up front for its forms — Conform and the
 * kit's client half (forms.tsx, form-kit.ts). `--check` fails above it. The validator (@conform-to/zod,
 * zod and the form's schema) is loaded on the form's first input and reported on its own. Conform's DOM
 * half is shared by the kit and @conform-to/zod's parseWithZod, so esbuild gives it a chunk of its own
 * (13.3 KB up front where one chunk was 12.0): the goal allows for that split.
 */
const FORM_KIT_GOAL_KB = 14;
const BUDGET_KB = { css: 25 };
/**
 * Two builds of the same code differ by up to ±0.6 KB gz in what a page loads (esbuild's module order moves bytes
 * between the shared chunks), so `--check` fails a page or the form kit only when it is over its goal by more than
 * this: it catches growth, not the build's noise. The goals themselves are the budgets.
 */
const BUILD_NOISE_KB = 1;
/**
 * What `--check` enforces on every page: the JavaScript a visitor downloads, whatever the page's class. The class
 * goals above are printed for comparison; they are not limits (docs/performance.md).
 */
// Forms hydrate with their page, so a form page carries Conform, its schema, zod/mini and the part of classic zod that
// @conform-to/zod's coercion imports (about 33 KB gzip beside the shared 92). The home page alone is held higher: it
// carries that and Swiper (21 KB) for its carousels, with room for the build's noise.
export const PAGE_CEILING_KB = 145;
export const CEILING_KB_BY_PAGE: Record<string, number> = { "/": 170 };

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
/** The form kit a form page loads up front: Conform and the kit's client half. */
const KIT_INPUT = /node_modules\/@conform-to\/(?!zod\/)|^app\/components\/forms\.tsx$|^app\/lib\/form-kit\.ts$/;
/** The validator every form loads on its first input: @conform-to/zod, zod and the field builders. */
const VALIDATOR_INPUT = /node_modules\/(?:zod|@conform-to\/zod)\/|^app\/lib\/validation\.ts$/;
const ZOD_INPUT = /node_modules\/zod\//;

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
  // The form kit: the chunks built only from Conform and the kit's client half (forms.tsx,
  // form-kit.ts), read from the build's metafile (esbuild splits by file); cached after the first form page.
  const kitChunks = chunksOf(KIT_INPUT);
  const formKit = [...everything].filter((p) => !shared.has(p) && kitChunks.has(p));
  // The validator (@conform-to/zod + zod + builders), loaded on a form's first input with the form's schema.
  const validatorChunks = chunksOf(VALIDATOR_INPUT);
  const validator = [...everything].filter((p) => !shared.has(p) && validatorChunks.has(p));
  // zod shares a chunk with Conform and the kit (every form loads them together).
  const zodChunks = chunksOf(ZOD_INPUT, true);
  /** A dynamic import's chunk with what it loads, when that includes zod: a form's validator. */
  const loadsZod = (p: string) => [...closure([p], read).all].some((c) => zodChunks.has(c) || validatorChunks.has(c));
  const swiper = [...everything].filter((p) => !shared.has(p) && /slidesPerGroupSkip/.test(read(p)));

  const urls = [...PUBLIC_ROUTES, `/services/${services[0].slug}`, "/blog/1", "/search"];
  const rows = urls.map((url) => {
    const chain = matchRoute(m, url).filter((r) => r.id !== "root");
    const page = closure(
      chain.flatMap((r) => [r.module, ...(r.imports ?? [])]),
      read,
    );
    const own = [...page.all].filter((p) => !shared.has(p));
    const kit = own.filter((p) => formKit.includes(p));
    // What the page imports lazily: a form's validator on its first input; the rest (Swiper) after paint.
    const lazy = own.filter((p) => page.lazy.has(p));
    const eager = own.filter((p) => !page.lazy.has(p));
    const lazyRoots = eager.flatMap((p) => [...read(p).matchAll(IMPORT_RE)].filter((i) => i[1]).map((i) => i[2]));
    const inputRoots = lazyRoots.filter((p) => !shared.has(p) && loadsZod(p));
    const onInputSet = inputRoots.length ? closure(inputRoots, read).all : new Set<string>();
    const onInput = lazy.filter((p) => onInputSet.has(p));
    const afterPaint = lazy.filter((p) => !onInputSet.has(p));
    const route = eager.filter((p) => !kit.includes(p));
    const zodUpFront = eager.some((p) => zodChunks.has(p));
    const pageClass: PageClass = own.some((p) => swiper.includes(p)) ? "carousel" : kit.length ? "form" : "content";
    const manifest = manifestBytes(m, url, lazyDiscovery, manifestFile);
    // Everything the page loads without the visitor touching a form; the validator comes on first input.
    const total = sum(shared) + sum(eager) + sum(afterPaint) + manifest;
    const budget = PAGE_BUDGET_KB[pageClass];
    const ceiling = CEILING_KB_BY_PAGE[url] ?? PAGE_CEILING_KB;
    return {
      url,
      route: chain.at(-1)?.id ?? "(none)",
      pageClass,
      sharedGzKb: kb(sum(shared)),
      routeGzKb: kb(sum(route)),
      // Up front only: a kit that loads with a form on first interaction (the home page's) is in "on first input".
      formKitGzKb: kb(sum(kit.filter((p) => !page.lazy.has(p)))),
      lazyGzKb: kb(sum(afterPaint)),
      onInputGzKb: kb(sum(onInput)),
      manifestGzKb: kb(manifest),
      totalGzKb: kb(total),
      withInputGzKb: kb(total + sum(onInput)),
      budgetKb: budget,
      met: kb(total) <= budget,
      zodUpFront,
      checkCeilingKb: ceiling,
      ok: kb(total) <= ceiling,
    };
  });
  // Every route (admin ones too, not in the table): zod only ever arrives on a form's first input.
  const zodUpFrontRoutes = Object.values(m.routes)
    .filter((r) => {
      const chunks = closure([r.module, ...(r.imports ?? [])], read);
      return [...chunks.all].some((p) => zodChunks.has(p) && !chunks.lazy.has(p));
    })
    .map((r) => r.id);
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
  const kitGz = kb(sum(formKit));
  const validatorGz = kb(sum(validator));
  return {
    lazyRouteDiscovery: lazyDiscovery,
    fullManifestGzKb: kb(gz(manifestFile)),
    sharedJsGzKb: kb(sum(shared)),
    formKitGzKb: kitGz,
    formKitGoalKb: FORM_KIT_GOAL_KB,
    formKitMet: kitGz <= FORM_KIT_GOAL_KB,
    formKitOk: kitGz <= FORM_KIT_GOAL_KB + BUILD_NOISE_KB,
    validatorGzKb: validatorGz,
    zodUpFrontRoutes,
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
