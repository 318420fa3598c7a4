/**
 * `npm run bench` — measured speed, on one machine, loopback only, bounded in time:
 *  1. JS per page (gzip: everything the page loads, by page class) and CSS against the budgets;
 *  2. site search CPU per query (SearchIndex over the real static docs);
 *  3. throughput: the BUILT app served by `wrangler pages dev` (workerd, seeded local D1,
 *     the same server as `npm start`), loaded by autocannon from a second process
 *     (tests/bench/load.mjs); each route's requests/s as a ratio to a static /build asset,
 *     plus the share of content reads served from cache (Server-Timing) after warm-up;
 *  4. Lighthouse (mobile preset) in Debian Chromium, the server's session at nice 19 meanwhile (SERVER_NICE_DURING_LIGHTHOUSE).
 * Prints a table and writes tests/bench/results/latest.json (git-ignored: the figures of this run, no history).
 *
 *   npm run bench                 everything
 *   npm run bench -- --check      budgets only (CI); exit 1 when a page's JavaScript is over its ceiling (140 KB,
 *                                 the home page its own), the CSS over its budget or the home page's HTML over its ceiling
 *   npm run bench -- --no-lighthouse
 *   npm run bench -- --no-scale --pages=/write-review,/
 *                                 throughput and Lighthouse of those bench pages only (to tests/bench/results/pages.json,
 *                                 so a partial run never replaces latest.json)
 *   npm run bench -- --scale      only the scale table (tests/bench/scale.ts): every page at 1× and 100×
 *                                 content (also part of `npm run bench`; --no-scale leaves it out)
 *   npm run bench -- --scale --only=csv [--keep-state] [--repeat=N]
 *                                 only the CSV export's isolate heap at 100× leads (see csvOnlyBench)
 * Env: BENCH_SECONDS (per load run, default 3), BENCH_ROUNDS (alternated static/route pairs per route, default 3:
 *      the median pair's ratio is reported), BENCH_CONNECTIONS (default 10), BENCH_PORT (8812),
 *      LIGHTHOUSE_RUNS (per page, default 3: the median run by performance score is reported, with every run's score),
 *      LIGHTHOUSE_CPU (`calibrated`, the default: the CPU slowdown for this machine's benchmark index; or a fixed
 *      multiplier, `4` being Lighthouse's default),
 *      LIGHTHOUSE_KEEP (a directory: each calibrated run's gathered artifacts are kept there, as
 *      `<page>-<n>`, for `npm run bench:whatif`; tests/bench/whatif.ts),
 *      LIGHTHOUSE_THROTTLING (`simulate`, the default: Lighthouse's simulated mobile network and CPU; or `devtools`:
 *      the same network and a fixed CPU slowdown applied while the page loads, see docs/performance.md).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import type Lighthouse from "lighthouse";
import { services } from "~/content/services";
import { PUBLIC_ROUTES } from "~/lib/platform/site-routes";
import { SearchIndex } from "~/lib/search/engine";
import { staticDocs } from "~/lib/search/sources";
import remixConfig from "../../remix.config.js";
import { closure, IMPORT_RE, readManifest as readBuildManifest } from "../../scripts/manifest.mjs";
import { CHROMIUM_FLAGS } from "../support/chromium-flags";
import { ADMIN_TOKEN, csvOnlyBench, type CsvRun, scaleBench } from "./scale";

const ROOT = join(import.meta.dirname, "..", "..");
const args = process.argv.slice(2);
const CHECK = args.includes("--check") || process.env.BENCH_CHECK === "1";
/** Only the scale table (`--colleges-only` is its former name). */
const SCALE_ONLY = args.includes("--scale") || args.includes("--colleges-only");
const LIGHTHOUSE = !CHECK && !args.includes("--no-lighthouse");
/**
 * Lighthouse runs per page. One run's performance score moves with the machine's load (TBT above all), so each
 * page is run this many times and the median run (by performance score) reported — Lighthouse's own advice for
 * variability — with every run's score beside it. A run Lighthouse could not complete reports its error code.
 */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/**
 * Lighthouse's mobile preset slows the CPU 4× on the assumption that the host scores ~1 500 on its benchmark index
 * (`lhr.environment.benchmarkIndex`); this machine scored 840–1 610 within one hour, which made the simulated phone
 * up to twice as slow from one run to the next (and Lighthouse warns below 1 000: "calibrate an appropriate CPU
 * slowdown multiplier", docs/throttling.md#cpu-throttling). Calibrated, each run's multiplier comes from the index
 * that run measured, by the Lighthouse team's CPU throttling calculator
 * (patrickhulce/lighthouse-cpu-throttling-calculator): the same reference phone on any host. Lighthouse measures the
 * index while it loads the page and its simulated throttling applies the slowdown only when it audits the trace, so
 * each run gathers (`gatherMode`), reads the index from its artifacts and audits them (`auditMode`) at that index's
 * slowdown. (A run must not use the previous run's index: on this host consecutive indexes differ by up to
 * 650, so a run could be judged as a phone twice as slow as the one it ran on.) `LIGHTHOUSE_CPU=4` runs Lighthouse's
 * fixed default instead.
 */
const LIGHTHOUSE_CPU = process.env.LIGHTHOUSE_CPU ?? "calibrated";
/**
 * Simulated (Lantern: a model of the load, built from an unthrottled one) or DevTools (the page loads throttled, so
 * the figures are measured; the CPU slowdown is then LIGHTHOUSE_CPU's number, 4 when calibrated).
 */
const LIGHTHOUSE_THROTTLING: "devtools" | "simulate" =
  process.env.LIGHTHOUSE_THROTTLING === "devtools" ? "devtools" : "simulate";
/** Where calibrated runs keep their gathered artifacts (trace, devtools log, settings), if anywhere. */
const LIGHTHOUSE_KEEP = process.env.LIGHTHOUSE_KEEP;
const kept = new Map<string, number>();

/** The calculator's CPU slowdown for a host's benchmark index (1 533 → 4×, 1 300 → 3×, 800 → 2×, 150 → 1×). */
function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Alternated static/route pairs per route; the route's ratio is their median. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8812);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CSV_ONLY = SCALE_ONLY && args.includes("--only=csv");
/** `--pages=/a,/b`: only those of the bench pages in the throughput and Lighthouse tables. */
const ONLY_PAGES = args
  .find((a) => a.startsWith("--pages="))
  ?.slice("--pages=".length)
  .split(",")
  .filter(Boolean);
const OUT = join(
  ROOT,
  CSV_ONLY
    ? "tests/bench/results/scale-csv.json"
    : SCALE_ONLY
      ? "tests/bench/results/scale.json"
      : ONLY_PAGES
        ? "tests/bench/results/pages.json"
        : "tests/bench/results/latest.json",
);

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
const PAGE_CEILING_KB = 140;
const CEILING_KB_BY_PAGE: Record<string, number> = { "/": 165 };
/** The bench pages: throughput (SSR / static ≥ 0.5) and Lighthouse (100 in every category) on each. */
const BENCH_PAGES = [
  "/",
  "/blogs",
  "/blog/1",
  "/services",
  "/services/student-accommodation",
  "/cource-finder",
  "/connect",
  "/contact",
  "/colleges",
  "/colleges/indian-institute-of-technology-bombay",
  "/colleges/indian-institute-of-technology-bombay/cutoffs",
  "/college-predictor?exam=jee-main&rank=5000&category=OPEN&gender=female&home=Karnataka",
  "/rankings",
  "/write-review",
];
if (ONLY_PAGES?.some((p) => !BENCH_PAGES.includes(p))) {
  throw new Error(`--pages: one of ${ONLY_PAGES.join(", ")} is not among ${BENCH_PAGES.join(", ")}`);
}
const LOAD_ROUTES = ONLY_PAGES ?? BENCH_PAGES;
/** Every page's SSR requests/s at least half a static file's. */
const THROUGHPUT_GOAL = 0.5;
/** 100 in each Lighthouse category on every page. */
const LIGHTHOUSE_GOAL = 100;
const LIGHTHOUSE_ROUTES = LOAD_ROUTES;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

// ---------------------------------------------------------------- 1. budgets
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

function readManifest(): Manifest {
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

function budgets() {
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

// ---------------------------------------------------------------- 1b. HTML bytes
/**
 * The HTML goals, in raw (uncompressed) KB: the home page, and the shell — everything
 * root renders (head, header with its menus, footer, bottom bar, scripts and root data),
 * measured as a 404 page's HTML outside its <main>. The BUILT worker in Miniflare (seeded D1),
 * asked as a browser navigation asks; cheap enough for `--check`.
 */
const HTML_GOAL_KB = { home: 60, shell: 12 };
/**
 * What `--check` enforces: the home page's HTML a visitor downloads. The goals above are reported; every page's HTML
 * includes the shell, so the home page's ceiling bounds it too.
 */
const HTML_CEILING_KB = { home: 80 };

async function htmlBytes() {
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

// ---------------------------------------------------------------- 2. search CPU
function searchCpu() {
  const queries = [
    "ielts",
    "IELTS academic",
    "gre",
    "mba",
    "btech",
    "b.tech",
    "engineering",
    "visa",
    "accomodation",
    "student acommodation",
    "neet",
    "jee main",
    "medical",
    "toefl",
    "pte",
    "duolingo",
    "flight",
    "loan",
    "sop",
    "scholarship",
    "müsic",
    "data science",
    "canada",
    "uk",
    "xyz",
  ];
  const index = new SearchIndex(staticDocs());
  for (const q of queries) index.search(q, 50); // warm-up (JIT)
  const times: number[] = [];
  for (let round = 0; round < 40; round++) {
    for (const q of queries) {
      const t = performance.now();
      index.search(q, 50);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return {
    docs: staticDocs().length,
    queries: times.length,
    meanMs: +mean.toFixed(3),
    p50Ms: +times[Math.floor(times.length / 2)].toFixed(3),
    p99Ms: +times[Math.floor(times.length * 0.99)].toFixed(3),
    targetMs: 5,
    ok: mean < 5,
  };
}

// ---------------------------------------------------------------- 3. throughput
const wranglerBin = join(ROOT, "node_modules/.bin/wrangler");
const STATE = join(ROOT, ".wrangler/bench-state");
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  XDG_CONFIG_HOME: join(ROOT, ".wrangler/config"),
  FORCE_COLOR: "0",
};

function wrangler(argv: string[]) {
  const r = spawnSync(wranglerBin, argv, { cwd: ROOT, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`wrangler ${argv.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
}

/** Loads app/db/sample/colleges.sql (the directory and the latest three years' cut-offs) into STATE. */
function seedDirectory(state: string) {
  const r = spawnSync(
    join(ROOT, "node_modules/.bin/vite-node"),
    ["--config", "vitest.config.ts", "app/db/cli/seed-local.ts", "app/db/sample/colleges.sql"],
    { cwd: ROOT, env: { ...env, COLLEGES_PERSIST_TO: state }, encoding: "utf8" },
  );
  if (r.status !== 0) throw new Error(`seeding the directory failed:\n${r.stdout}\n${r.stderr}`);
}

async function startServer(
  fresh = true,
): Promise<{ base: string; stop: () => void; pid: number; inspectorPort: number }> {
  if (fresh) {
    rmSync(STATE, { recursive: true, force: true });
    mkdirSync(STATE, { recursive: true });
    wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE]);
    wrangler(["d1", "execute", "DB", "--local", "--persist-to", STATE, "--file", "app/db/seed.sql"]);
    // The shipped directory through the platform proxy (`wrangler d1 execute --file` is slow at its size).
    seedDirectory(STATE);
  }
  const base = `http://127.0.0.1:${PORT}`;
  // A server left on the port (an earlier run killed before its cleanup) would answer instead of this build.
  const occupied = await fetch(`${base}/robots.txt`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`Port ${PORT} already answers: stop what is running there (or set BENCH_PORT)`);
  let output = "";
  const server: ChildProcess = spawn(
    wranglerBin,
    [
      "pages",
      "dev",
      "public",
      "--port",
      String(PORT),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      STATE,
      "--binding",
      "RATE_LIMIT_PER_MINUTE=100000",
      "--binding",
      `ADMIN_TOKENS=${JSON.stringify({ "bench@studysaathi.in": { role: "admin", token: ADMIN_TOKEN } })}`,
      "--inspector-port",
      String(PORT + 1),
      "--show-interactive-dev-session=false",
    ],
    { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  server.stdout?.on("data", (d) => (output += d));
  server.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`wrangler pages dev exited:\n${output}`);
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`wrangler pages dev did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = () => {
    process.off("exit", stop);
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      server.kill("SIGTERM");
    }
  };
  // Whatever ends the bench (an error, Ctrl-C) takes the server with it: no workerd left on the port.
  process.once("exit", stop);
  return { base, stop, pid: server.pid!, inspectorPort: PORT + 1 };
}

interface LoadResult {
  url: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
  reads: Record<string, number>;
}

function load(url: string, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, "tests/bench/load.mjs"), url, String(seconds), String(CONNECTIONS)],
      { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`load.mjs exited ${code}`));
      const result = JSON.parse(out.trim().split("\n").at(-1)!) as LoadResult;
      // A run nothing answered is a broken server, not a figure.
      if (result.requests === 0) return reject(new Error(`no request to ${url} was answered in ${seconds} s`));
      resolve(result);
    });
  });
}

/** The middle item by `key` (the lower of the two middle ones for an even count). */
const median = <T>(xs: T[], key: (x: T) => number) =>
  [...xs].sort((a, b) => key(a) - key(b))[Math.floor((xs.length - 1) / 2)];

async function throughput(base: string) {
  const manifest = readManifest();
  const staticPath = `/${manifest.entry.module.replace(/^\//, "")}`;
  // Warm-up: every route once per connection (fills the per-isolate and edge caches).
  for (const path of LOAD_ROUTES) await load(base + path, 1);
  // Each route is paired with a static run just before it: a shared machine's speed drifts over a run (one
  // baseline for all routes moved every ratio with it: 357, 429 and 521 requests/s in three quiet runs), so each
  // ratio compares two runs taken under the same conditions. One pair still swung with the host (the course
  // finder 0.49 to 0.80 in four runs of one build): each route has ROUNDS alternated pairs, and its
  // ratio is their median. The table's static row is the median of every static run.
  const staticRuns: LoadResult[] = [];
  const routes: Array<
    LoadResult & { path: string; ratio: number; ratios: number[]; staticRps: number; cachedShare: number | null }
  > = [];
  for (const path of LOAD_ROUTES) {
    const pairs: Array<{ static: LoadResult; route: LoadResult; ratio: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const staticRun = await load(base + staticPath, SECONDS);
      staticRuns.push(staticRun);
      const route = await load(base + path, SECONDS);
      pairs.push({ static: staticRun, route, ratio: route.rps / staticRun.rps });
    }
    const mid = median(pairs, (p) => p.ratio);
    const reads = pairs.reduce(
      (a, p) => ({
        d1: a.d1 + p.route.reads.d1,
        memory: a.memory + p.route.reads.memory,
        edge: a.edge + p.route.reads.edge,
        error: a.error + p.route.reads.error,
      }),
      { d1: 0, memory: 0, edge: 0, error: 0 },
    );
    const total = reads.d1 + reads.memory + reads.edge;
    routes.push({
      ...mid.route,
      reads,
      errors: pairs.reduce((n, p) => n + p.route.errors, 0),
      non2xx: pairs.reduce((n, p) => n + p.route.non2xx, 0),
      path,
      ratio: +mid.ratio.toFixed(3),
      ratios: pairs.map((p) => +p.ratio.toFixed(3)),
      staticRps: Math.round(mid.static.rps),
      cachedShare: total ? +(1 - reads.d1 / total).toFixed(4) : null,
    });
  }
  const staticRun = median(staticRuns, (r) => r.rps);
  const allReads = routes.reduce(
    (a, r) => ({ d1: a.d1 + r.reads.d1, total: a.total + r.reads.d1 + r.reads.memory + r.reads.edge }),
    { d1: 0, total: 0 },
  );
  return {
    server:
      "wrangler pages dev (workerd + local D1, seeded) — static baseline is a /build asset served by Pages, alternated with each route",
    staticPath,
    static: { rps: staticRun.rps, p50: staticRun.p50, p99: staticRun.p99, requests: staticRun.requests },
    routes,
    d1Queries: allReads.d1,
    contentReads: allReads.total,
    cachedShare: allReads.total ? +(1 - allReads.d1 / allReads.total).toFixed(4) : null,
    targets: { ratio: THROUGHPUT_GOAL, cachedShare: 0.99 },
  };
}

// ---------------------------------------------------------------- 4. Lighthouse
/** Set while a Lighthouse run is in progress: an unhandled rejection then fails that run. */
let strayRejection: ((reason: unknown) => void) | undefined;
process.on("unhandledRejection", (reason) => {
  if (strayRejection) return strayRejection(reason);
  console.error(reason);
  process.exit(1);
});

async function lighthouseRuns(base: string) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const launch = () =>
    chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    });
  let chrome = await launch();
  // A run whose browser went away ("Target closed": a quiet run once lost every figure after the
  // throughput table to one) gets a fresh Chromium and one more try; a second failure is a failed run.
  const run = async (path: string, multiplier: CpuSlowdown): Promise<LighthouseRun> => {
    for (let attempt = 1; ; attempt++) {
      try {
        // Lighthouse can also fail outside the promise it returns (an unhandled rejection, which would end
        // the process and leave the server running): either way this run failed.
        return await new Promise<LighthouseRun>((resolve, reject) => {
          strayRejection = reject;
          lighthouseRun(lighthouse, chrome.port, base, path, multiplier).then(resolve, reject);
        }).finally(() => (strayRejection = undefined));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`Lighthouse ${path} (attempt ${attempt}): ${message}`);
        await Promise.resolve(chrome.kill()).catch(() => {});
        chrome = await launch();
        if (attempt === 2) return failedRun(path, multiplier === "calibrated" ? 0 : multiplier, message);
      }
    }
  };
  const results = [];
  const multiplier: CpuSlowdown =
    LIGHTHOUSE_CPU !== "calibrated" ? Number(LIGHTHOUSE_CPU) : LIGHTHOUSE_THROTTLING === "devtools" ? 4 : "calibrated";
  try {
    // A first run (not reported) warms the server and the browser.
    await run("/", multiplier);
    for (const path of LIGHTHOUSE_ROUTES) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await run(path, multiplier));
      // The median by performance score (a failed run scores 0 and sorts first).
      const middle = median(runs, (r) => r.performance);
      // Every run's score; a run Lighthouse could not complete shows its error code.
      const runError = (r: LighthouseRun) => r.failing.find((f) => f.startsWith("runtime-error:"))?.slice(14);
      results.push({
        ...middle,
        runs: runs.map((r) => (runError(r) ? `0 (${runError(r)})` : String(r.performance))),
        cpu: runs.map((r) => `${Math.round(r.benchmarkIndex)}→${r.cpuSlowdown.toFixed(1)}×`),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** A run that could not be taken twice over: every score 0, the error as its failing audit. */
function failedRun(path: string, cpuSlowdown: number, message: string): LighthouseRun {
  return {
    path,
    performance: 0,
    accessibility: 0,
    bestPractices: 0,
    seo: 0,
    cls: 0,
    lcpMs: 0,
    tbtMs: 0,
    failing: [`runtime-error:BROWSER (${message.slice(0, 80)})`],
    benchmarkIndex: 0,
    cpuSlowdown,
  };
}

type LighthouseRun = Awaited<ReturnType<typeof lighthouseRun>>;
/**
 * The phone and the server on one machine. Lighthouse models a phone loading a page from a server elsewhere; here
 * the server (`wrangler pages dev`: workerd and Node, ~15 ms of CPU for each static file it serves) shares the
 * machine's two cores with Chromium. Linux's autogroup scheduler gives each session (the server is spawned
 * `detached`, Chromium by chrome-launcher likewise) an equal share of a busy CPU whatever its processes' nice
 * values, so while the browser compiled and hydrated a page's twenty scripts, the server serving those same
 * scripts took up to half of the CPU, and Lighthouse charged the phone for it: main-thread tasks of 1–4 ms of CPU
 * lasted 15–25 ms, and `/` scored 90–100 from run to run on one build (100 in five runs of five with
 * the server's session behind the browser). During the Lighthouse runs the server's session is set to nice 19
 * (`/proc/<pid>/autogroup`, its own process's to set); throughput is measured before that, at normal priority.
 * Where the file is absent or not writable the runs go ahead as before and the report says so.
 */
const SERVER_NICE_DURING_LIGHTHOUSE = 19;

/** Sets the server's session to `nice`; returns the nice it had (to restore), or null where it cannot be set. */
function serverSessionNice(pid: number, nice: number): number | null {
  const file = `/proc/${pid}/autogroup`;
  try {
    const before = Number(/nice (-?\d+)/.exec(readFileSync(file, "utf8"))?.[1] ?? 0);
    writeFileSync(file, String(nice));
    return before;
  } catch {
    return null;
  }
}

/** A fixed CPU slowdown, or the one for the benchmark index each run measures (see LIGHTHOUSE_CPU). */
type CpuSlowdown = number | "calibrated";

async function lighthouseRun(
  lighthouse: typeof Lighthouse,
  port: number,
  base: string,
  path: string,
  cpuSlowdown: CpuSlowdown,
) {
  const flags = {
    port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  };
  // The mobile preset's network and screen; only the CPU slowdown is set (see LIGHTHOUSE_CPU).
  const config = (multiplier: number) => ({
    extends: "lighthouse:default",
    settings: { throttlingMethod: LIGHTHOUSE_THROTTLING, throttling: { cpuSlowdownMultiplier: multiplier } },
  });
  let run: Awaited<ReturnType<typeof lighthouse>>;
  if (cpuSlowdown === "calibrated") {
    const dir = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
    try {
      // Simulated throttling: the gathering does not depend on the slowdown, only the audit does.
      await lighthouse(base + path, { ...flags, gatherMode: dir }, config(4));
      const file = join(dir, "artifacts.json");
      const artifacts = JSON.parse(readFileSync(file, "utf8"));
      const index = Number(artifacts.BenchmarkIndex);
      const multiplier = Number.isFinite(index) && index > 0 ? cpuSlowdownFor(index) : 4;
      // Lighthouse refuses to audit with other settings than it gathered with: the artifacts carry the new one.
      artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
      writeFileSync(file, JSON.stringify(artifacts));
      run = await lighthouse(undefined, { ...flags, auditMode: dir }, config(multiplier));
      if (LIGHTHOUSE_KEEP) {
        const n = (kept.get(path) ?? 0) + 1;
        kept.set(path, n);
        const name = `${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${n}`;
        mkdirSync(LIGHTHOUSE_KEEP, { recursive: true });
        cpSync(dir, join(LIGHTHOUSE_KEEP, name), { recursive: true });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    run = await lighthouse(base + path, flags, config(cpuSlowdown));
  }
  const lhr = run!.lhr;
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== "informative" &&
        a.scoreDisplayMode !== "notApplicable" &&
        a.scoreDisplayMode !== "manual",
    )
    .map((a) => a.id);
  // A run Lighthouse could not complete (NO_FCP, PROTOCOL_TIMEOUT…) scores 0: say why.
  if (lhr.runtimeError) failing.unshift(`runtime-error:${lhr.runtimeError.code}`);
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: +(lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    failing,
    /** The host's benchmark index measured in this run, and the CPU slowdown the run used. */
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 0,
  };
}

// ---------------------------------------------------------------- main
function table(rows: Array<Record<string, unknown>>) {
  const cols = Object.keys(rows[0] ?? {});
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i])).join("  ");
  console.log(line(cols));
  for (const r of rows) console.log(line(cols.map((c) => String(r[c]))));
}

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cores: cpus().length, cpu: cpus()[0]?.model, node: process.version },
};

const b = budgets();
report.budgets = b;
console.log(
  `\nJS per page, gz -9, everything the page loads: React/Remix entry + root (shared) ${b.sharedJsGzKb} KB, the page's` +
    ` route chunks, the form kit, chunks it imports lazily after paint (Swiper ${b.swiperGzKb} KB), and the route manifest` +
    ` (${b.lazyRouteDiscovery ? `lazy discovery: the page's own routes inlined; the whole manifest would be ${b.fullManifestGzKb} KB` : "the whole manifest module"}).` +
    ` Goals: content ≤ ${b.pageBudgetsKb.content}, form ≤ ${b.pageBudgetsKb.form}, carousel ≤ ${b.pageBudgetsKb.carousel} KB.` +
    ` "on first input": the form's validator (@conform-to/zod's parseWithZod, zod, its schema), loaded when the visitor first touches a form;` +
    ` "with input": the total once it has loaded.`,
);
table(
  b.pages.map((r) => ({
    url: r.url,
    class: r.pageClass,
    shared: r.sharedGzKb,
    route: r.routeGzKb,
    "form kit": r.formKitGzKb || "-",
    lazy: r.lazyGzKb || "-",
    manifest: r.manifestGzKb,
    "total KB": r.totalGzKb,
    goal: r.budgetKb,
    met: r.met ? "yes" : "no",
    "on first input": r.onInputGzKb || "-",
    "with input": r.onInputGzKb ? r.withInputGzKb : "-",
    check: `${r.totalGzKb} ≤ ${r.checkCeilingKb} ${r.ok ? "ok" : "OVER"}`,
  })),
);
console.log(
  `Form kit up front (Conform + forms.tsx + form-kit.ts, client): ${b.formKitGzKb} KB gz, goal ≤ ${b.formKitGoalKb}: ${b.formKitMet ? "met" : "NOT MET"}.` +
    ` Validator on a form's first input (@conform-to/zod + zod + field builders): ${b.validatorGzKb} KB gz, plus the form's schema module.` +
    ` --check: each page's up-front total against ${PAGE_CEILING_KB} KB (${Object.entries(CEILING_KB_BY_PAGE)
      .map(([url, kb]) => `${url} ${kb} KB`)
      .join(", ")}). Routes that load zod with the page: ${b.zodUpFrontRoutes.length}.`,
);
console.log(
  `CSS total ${b.cssTotalGzKb} KB gz (budget ${b.cssBudgetKb}): ${b.css.map((c) => `${c.file} ${c.gzKb}`).join(", ")}`,
);
const html = await htmlBytes();
report.html = html;
console.log(
  `HTML (raw): / ${html.homeKb} KB (goal ≤ ${html.goalKb.home}: ${html.homeOk ? "met" : "NOT MET"}, check ceiling ${html.ceilingKb.home}); shell ${html.shellKb} KB (goal ≤ ${html.goalKb.shell}: ${html.shellOk ? "met" : "NOT MET"})`,
);
const overBudget = b.pages.filter((r) => !r.ok).length + (b.cssOk ? 0 : 1) + (html.withinCeiling ? 0 : 1);

if (!CHECK && !SCALE_ONLY) {
  const s = searchCpu();
  report.search = s;
  console.log(
    `\nSearch: ${s.docs} static docs, ${s.queries} queries: mean ${s.meanMs} ms, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms (target < ${s.targetMs} ms)`,
  );

  const server = await startServer();
  try {
    const t = await throughput(server.base);
    report.throughput = t;
    console.log(
      `\nThroughput (${ROUNDS} alternated static/route pairs of ${SECONDS} s per route, the median pair's ratio; ${CONNECTIONS} connections, ${cpus().length} cores): ${t.server}`,
    );
    table([
      {
        path: `${t.staticPath} (static)`,
        "req/s": t.static.rps.toFixed(0),
        "p50 ms": t.static.p50,
        "p99 ms": t.static.p99,
        ratio: "1.000",
        "pairs' ratios": "",
        "static req/s": "(median)",
        [`≥ ${THROUGHPUT_GOAL}`]: "",
        "cached reads": "-",
      },
      ...t.routes.map((r) => ({
        path: r.path,
        "req/s": r.rps.toFixed(0),
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        ratio: r.ratio.toFixed(3),
        "pairs' ratios": r.ratios.join(" "),
        "static req/s": r.staticRps,
        [`≥ ${THROUGHPUT_GOAL}`]: r.ratio >= THROUGHPUT_GOAL ? "met" : "NOT MET",
        "cached reads": r.cachedShare === null ? "-" : `${(r.cachedShare * 100).toFixed(2)} %`,
      })),
    ]);
    console.log(
      `D1 queries during the measured runs: ${t.d1Queries} of ${t.contentReads} content reads → ${t.cachedShare === null ? "-" : (t.cachedShare * 100).toFixed(2)} % from cache`,
    );
    if (LIGHTHOUSE) {
      const behind = serverSessionNice(server.pid, SERVER_NICE_DURING_LIGHTHOUSE);
      let lh: Awaited<ReturnType<typeof lighthouseRuns>>;
      try {
        lh = await lighthouseRuns(server.base);
      } finally {
        if (behind !== null) serverSessionNice(server.pid, behind);
      }
      report.lighthouse = lh;
      report.lighthouseThrottling = LIGHTHOUSE_THROTTLING;
      report.lighthouseServer =
        behind !== null
          ? `server's session (autogroup) at nice ${SERVER_NICE_DURING_LIGHTHOUSE} during the runs`
          : "server at normal priority (no writable /proc/<pid>/autogroup here)";
      console.log(
        `\nLighthouse (mobile preset, ${LIGHTHOUSE_THROTTLING === "devtools" ? "DevTools" : "simulated"} throttling (LIGHTHOUSE_THROTTLING); CPU slowdown ${LIGHTHOUSE_CPU === "calibrated" && LIGHTHOUSE_THROTTLING === "simulate" ? "calibrated to the host's benchmark index per run (LIGHTHOUSE_CPU)" : `${LIGHTHOUSE_CPU === "calibrated" ? 4 : LIGHTHOUSE_CPU}× (LIGHTHOUSE_CPU)`}; ${report.lighthouseServer})`,
      );
      table(
        lh.map((r) => ({
          path: r.path,
          perf: r.performance,
          runs: r.runs.join("/"),
          a11y: r.accessibility,
          bp: r.bestPractices,
          seo: r.seo,
          cls: r.cls,
          "lcp ms": r.lcpMs,
          "tbt ms": r.tbtMs,
          "host index→CPU slowdown": r.cpu.join(" "),
          [`all ${LIGHTHOUSE_GOAL}`]: [r.performance, r.accessibility, r.bestPractices, r.seo].every(
            (v) => v >= LIGHTHOUSE_GOAL,
          )
            ? "met"
            : "NOT MET",
          failing: r.failing.join(" "),
        })),
      );
    }
  } finally {
    server.stop();
  }
}
const scaleServer = () => ({
  clearCache: () => rmSync(join(STATE, "v3", "cache"), { recursive: true, force: true }),
  start: async () => startServer(false),
  generate: (counts: { colleges: number; blogs: number; leads: number }) => {
    const r = spawnSync(
      process.execPath,
      [
        join(ROOT, "node_modules/.bin/vite-node"),
        "--config",
        "vitest.config.ts",
        "app/db/cli/generate.ts",
        "--",
        ...Object.entries(counts).flatMap(([k, v]) => [`--${k}`, String(v)]),
      ],
      { cwd: ROOT, env: { ...env, COLLEGES_PERSIST_TO: STATE }, stdio: "inherit" },
    );
    if (r.status !== 0) throw new Error("db:generate failed");
  },
  reseed: async () => {
    (await startServer(true)).stop();
  },
});
/** A CSV export's live heap readings: before, at each checkpoint (rows in), after. */
const liveText = (x: CsvRun) =>
  `${x.liveBeforeMb} MB before, ${x.live.map((l) => `${l.mb} at ${l.rows} rows`).join(", ")}, ${x.liveAfterMb} after (+${x.liveGrowthMb})`;
if (!CHECK && CSV_ONLY) {
  const repeat = Number(args.find((a) => a.startsWith("--repeat="))?.slice(9) ?? 2);
  const csv = await csvOnlyBench(scaleServer(), { keepState: args.includes("--keep-state"), repeat });
  report.csv = csv;
  for (const [i, { part, all, met }] of csv.rounds.entries()) {
    for (const [label, x] of [
      ["a tenth", part],
      ["all", all],
    ] as const) {
      console.log(
        `CSV export ${i + 1}, ${label}: ${x.rows} rows, ${x.mb} MB in ${x.seconds} s; Worker isolate live heap (after a forced GC) ${liveText(x)}; used heap sampled (garbage included) peak ${x.heapPeakMb} MB (+${x.heapGrowthMb}, ${x.heapSamples} samples); workerd process ${x.rssBeforeMb} → peak ${x.rssPeakMb} MB (+${x.growthMb})`,
      );
    }
    console.log(`round ${i + 1} (goal: ${csv.goal}): ${met ? "met" : "NOT MET"}`);
  }
} else if (!CHECK) {
  if (!args.includes("--no-scale")) {
    const scale = await scaleBench(scaleServer());
    report.scale = scale;
    const c = scale.counts;
    console.log(
      `\nCost as content grows: 1× = seed, 100× = ${c.colleges} colleges, ${c.blogs} blogs, ${c.leads} leads (db:generate); ms per request, D1 rows read per request (max, Server-Timing)`,
    );
    table(scale.rows);
    const m = scale.memory;
    console.log(
      `workerd memory after ${m.requests} requests: 1× ${m["1×"].afterMb} MB (from ${m["1×"].beforeMb}), 100× ${m["100×"].afterMb} MB (from ${m["100×"].beforeMb}) → ratio ${m.ratio} (goal: ${m.goal}): ${m.met ? "met" : "NOT MET"}`,
    );
    for (const label of ["1×", "100× (a tenth)", "100× (all)"] as const) {
      const x = scale.csv[label];
      console.log(
        `CSV export ${label}: ${x.rows} rows, ${x.mb} MB in ${x.seconds} s; Worker isolate live heap (after a forced GC) ${liveText(x)}; used heap sampled (garbage included) peak ${x.heapPeakMb} MB (+${x.heapGrowthMb}, ${x.heapSamples} samples); workerd process (includes the local D1's SQLite cache) ${x.rssBeforeMb} → peak ${x.rssPeakMb} MB (+${x.growthMb}), anonymous ${x.anonBeforeMb} → ${x.anonPeakMb} MB (+${x.anonGrowthMb})`,
      );
    }
    console.log(`CSV export memory (goal: ${scale.csv.goal}): ${scale.csv.met ? "met" : "NOT MET"}`);
  }
}

mkdirSync(join(ROOT, "tests/bench/results"), { recursive: true });
if (!CHECK) writeFileSync(OUT, JSON.stringify(report, null, 2) + "\n");
console.log(CHECK ? "" : `\nWrote ${relative(ROOT, OUT)}`);
if (overBudget) {
  console.error(`${overBudget} budget(s) exceeded`);
  if (CHECK) process.exit(1);
}
process.exit(0);
