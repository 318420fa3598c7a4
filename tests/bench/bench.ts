/**
 * `npm run bench` — measured speed, on one machine, loopback only, bounded in time:
 *  1. JS per page (gzip: everything the page loads) against its ceiling, and CSS against its budget;
 *  2. site search CPU per query (SearchIndex over the real static docs);
 *  3. throughput: the BUILT app served by `wrangler pages dev` (workerd, seeded local D1,
 *     the same server as `npm start`), loaded by autocannon from a second process
 *     (tests/bench/load.mjs); each route's requests/s as a ratio to a static /build asset,
 *     plus the share of content reads served from cache (Server-Timing) after warm-up;
 *  4. Lighthouse (mobile preset) in Debian Chromium, the server's session at nice 19 meanwhile (SERVER_NICE_DURING_LIGHTHOUSE);
 *  5. INP (tests/bench/inp.ts): a directory filter change, a predictor submit and adding to compare, each with real
 *     input at 4× CPU on a 390×844 page in Debian Chromium; median and worst of INP_RUNS runs against 200 ms
 *     (a benchmark: not part of --check).
 * Prints a table and writes tests/bench/results/latest.json (git-ignored: the figures of this run, no history).
 *
 *   npm run bench                 everything
 *   npm run bench -- --check      budgets only (CI); exit 1 when a page's JavaScript is over its ceiling (130 KB; a
 *                                 page that hydrates a form, and the home page, their own), the CSS over its budget or
 *                                 the home page's HTML over its ceiling
 *   npm run bench -- --no-lighthouse
 *   npm run bench -- --inp-only   only the INP table (to tests/bench/results/inp.json); --no-inp leaves it out
 *   npm run bench -- --no-scale --pages=/write-review,/
 *                                 throughput and Lighthouse of those bench pages only (to tests/bench/results/pages.json,
 *                                 so a partial run never replaces latest.json)
 *   npm run bench -- --scale      only the scale table (tests/bench/scale.ts): every page at 1× and 100×
 *                                 content (also part of `npm run bench`; --no-scale leaves it out)
 *   npm run bench -- --scale --only=csv [--keep-state] [--repeat=N]
 *                                 only the CSV export's isolate heap at 100× leads (see csvOnlyBench)
 * Env: BENCH_SECONDS (per load run, default 3), BENCH_ROUNDS (alternated static/route pairs per route, default 3:
 *      the median pair's ratio is reported), BENCH_CONNECTIONS (default 10), BENCH_PORT (8812),
 *      INP_RUNS (per INP scenario, default 5: the median and the worst are reported),
 *      LIGHTHOUSE_RUNS (per page, default 3: the median run by performance score is reported, with every run's score),
 *      LIGHTHOUSE_CPU (`calibrated`, the default: the CPU slowdown for this machine's benchmark index; or a fixed
 *      multiplier, `4` being Lighthouse's default),
 *      LIGHTHOUSE_KEEP (a directory: each calibrated run's gathered artifacts are kept there, as
 *      `<page>-<n>`, for `npm run bench:whatif`; tests/bench/whatif.ts),
 *      LIGHTHOUSE_THROTTLING (`simulate`, the default: Lighthouse's simulated mobile network and CPU; or `devtools`:
 *      the same network and a fixed CPU slowdown applied while the page loads, see docs/performance.md).
 */
import { spawnSync } from "node:child_process";
import { rmSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join, relative } from "node:path";
import { SearchIndex } from "~/lib/search/engine";
import { staticDocs } from "~/lib/search/sources";
import { budgets, CEILING_KB_BY_PAGE, FORM_PAGE_CEILING_KB, PAGE_CEILING_KB, htmlBytes } from "./budgets";
import { INP_CPU_SLOWDOWN, inpRuns } from "./inp";
import { serverSessionNice, SERVER_NICE_DURING_LIGHTHOUSE, lighthouseRuns, LIGHTHOUSE_GOAL } from "./lighthouse";
import {
  CHECK,
  SCALE_ONLY,
  ROUNDS,
  SECONDS,
  CONNECTIONS,
  LIGHTHOUSE,
  LIGHTHOUSE_THROTTLING,
  LIGHTHOUSE_CPU,
  ROOT,
  CSV_ONLY,
  INP,
  INP_ONLY,
  INP_RUNS,
  args,
  OUT,
} from "./options";
import { type CsvRun, csvOnlyBench, scaleBench } from "./scale";
import { startServer, throughput, THROUGHPUT_GOAL, STATE, env } from "./throughput";

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

// ---------------------------------------------------------------- main
function table(rows: Array<Record<string, unknown>>) {
  const cols = Object.keys(rows[0] ?? {});
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i])).join("  ");
  console.log(line(cols));
  for (const r of rows) console.log(line(cols.map((c) => String(r[c]))));
}

/** The throughput table (part 3). */
function printThroughput(t: Awaited<ReturnType<typeof throughput>>) {
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
}

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cores: cpus().length, cpu: cpus()[0]?.model, node: process.version },
};

const b = budgets();
report.budgets = b;
console.log(
  `\nJS per page, gz -9, everything the page loads: React/Remix entry + root (shared) ${b.sharedJsGzKb} KB, the page's` +
    ` route chunks, the forms' Conform and zod when it hydrates a form with the page, chunks it imports lazily after paint` +
    ` (Swiper ${b.swiperGzKb} KB), and the route manifest` +
    ` (${b.lazyRouteDiscovery ? `lazy discovery: the page's own routes inlined; the whole manifest would be ${b.fullManifestGzKb} KB` : "the whole manifest module"}).` +
    ` Goals by class (printed, not enforced): content ≤ ${b.pageBudgetsKb.content}, form ≤ ${b.pageBudgetsKb.form}, carousel ≤ ${b.pageBudgetsKb.carousel} KB.` +
    ` "on opening": a dialog with a form, loaded when the visitor opens it; "with dialog": the total once it has loaded.`,
);
table(
  b.pages.map((r) => ({
    url: r.url,
    class: r.pageClass,
    shared: r.sharedGzKb,
    route: r.routeGzKb,
    "conform+zod": r.formsGzKb || "-",
    lazy: r.lazyGzKb || "-",
    manifest: r.manifestGzKb,
    "total KB": r.totalGzKb,
    goal: r.budgetKb,
    met: r.met ? "yes" : "no",
    "on opening": r.onInputGzKb || "-",
    "with dialog": r.onInputGzKb ? r.withInputGzKb : "-",
    check: `${r.totalGzKb} ≤ ${r.checkCeilingKb} ${r.ok ? "ok" : "OVER"}`,
  })),
);
console.log(
  `Conform and zod (the chunks every form shares): ${b.formsGzKb} KB gz.` +
    ` --check: each page's total against ${PAGE_CEILING_KB} KB, a page that hydrates a form with it against ${FORM_PAGE_CEILING_KB} KB` +
    ` (${Object.entries(CEILING_KB_BY_PAGE)
      .map(([url, kb]) => `${url} ${kb} KB`)
      .join(", ")}).`,
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

if (!CHECK && !SCALE_ONLY && !INP_ONLY) {
  const s = searchCpu();
  report.search = s;
  console.log(
    `\nSearch: ${s.docs} static docs, ${s.queries} queries: mean ${s.meanMs} ms, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms (target < ${s.targetMs} ms)`,
  );
}
if (!CHECK && !SCALE_ONLY) {
  const server = await startServer();
  try {
    if (!INP_ONLY) printThroughput(await throughput(server.base));
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
    if (INP) {
      // The server at its normal priority: the interactions' latency is the browser's main thread, and the
      // page loads and data requests around them need the server (behind the browser, a busy machine starved it).
      const inp = await inpRuns(server.base);
      report.inp = { cpuSlowdown: INP_CPU_SLOWDOWN, viewport: "390x844", runs: INP_RUNS, scenarios: inp };
      console.log(
        `\nINP (${INP_RUNS} runs each, ${INP_CPU_SLOWDOWN}× CPU, 390×844, real input; an interaction's latency is its longest event, input to the next paint)`,
      );
      table(
        inp.map((r) => ({
          scenario: r.scenario,
          "median ms": r.medianMs,
          "worst ms": r.worstMs,
          budget: r.budgetMs,
          met: r.met ? "yes" : "NO",
          runs: r.runsMs.join(" "),
          "longest event": [...new Set(r.events)].join(" "),
          "load avg (before→after)": r.loadAverage.join("→"),
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
} else if (!CHECK && !INP_ONLY) {
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
