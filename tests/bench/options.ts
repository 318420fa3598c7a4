/** `npm run bench`'s options, from its arguments and environment (tests/bench/bench.ts lists them), and its pages. */
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");
export const args = process.argv.slice(2);
export const CHECK = args.includes("--check") || process.env.BENCH_CHECK === "1";
/** Only the scale table (`--colleges-only` is its former name). */
export const SCALE_ONLY = args.includes("--scale") || args.includes("--colleges-only");
/** Only the interaction latency table (tests/bench/inp.ts): the server, the three interactions, nothing else. */
export const INP_ONLY = !CHECK && args.includes("--inp-only");
export const LIGHTHOUSE = !CHECK && !INP_ONLY && !args.includes("--no-lighthouse");
/** Interaction latency after Lighthouse (also in `npm run bench`; --no-inp leaves it out). */
export const INP = !CHECK && (INP_ONLY || !args.includes("--no-inp"));
/** Runs of each INP scenario: its median and worst are reported. */
export const INP_RUNS = Math.max(1, Number(process.env.INP_RUNS ?? 5));
/**
 * Lighthouse runs per page. One run's performance score moves with the machine's load (TBT above all), so each
 * page is run this many times and the median run (by performance score) reported — Lighthouse's own advice for
 * variability — with every run's score beside it. A run Lighthouse could not complete reports its error code.
 */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
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
export const LIGHTHOUSE_CPU = process.env.LIGHTHOUSE_CPU ?? "calibrated";
/**
 * Simulated (Lantern: a model of the load, built from an unthrottled one) or DevTools (the page loads throttled, so
 * the figures are measured; the CPU slowdown is then LIGHTHOUSE_CPU's number, 4 when calibrated).
 */
export const LIGHTHOUSE_THROTTLING: "devtools" | "simulate" =
  process.env.LIGHTHOUSE_THROTTLING === "devtools" ? "devtools" : "simulate";
/** Where calibrated runs keep their gathered artifacts (trace, devtools log, settings), if anywhere. */
export const LIGHTHOUSE_KEEP = process.env.LIGHTHOUSE_KEEP;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Alternated static/route pairs per route; the route's ratio is their median. */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const PORT = Number(process.env.BENCH_PORT ?? 8812);
export const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CSV_ONLY = SCALE_ONLY && args.includes("--only=csv");
/** `--pages=/a,/b`: only those of the bench pages in the throughput and Lighthouse tables. */
const ONLY_PAGES = args
  .find((a) => a.startsWith("--pages="))
  ?.slice("--pages=".length)
  .split(",")
  .filter(Boolean);
export const OUT = join(
  ROOT,
  CSV_ONLY
    ? "tests/bench/results/scale-csv.json"
    : INP_ONLY
      ? "tests/bench/results/inp.json"
      : SCALE_ONLY
        ? "tests/bench/results/scale.json"
        : ONLY_PAGES
          ? "tests/bench/results/pages.json"
          : "tests/bench/results/latest.json",
);
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
export const LOAD_ROUTES = ONLY_PAGES ?? BENCH_PAGES;
export const LIGHTHOUSE_ROUTES = LOAD_ROUTES;
