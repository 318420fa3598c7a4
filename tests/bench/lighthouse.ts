/**
 * The bench's Lighthouse runs (mobile preset) in Debian Chromium, the server's session at nice 19 meanwhile
 * (SERVER_NICE_DURING_LIGHTHOUSE), the CPU slowdown calibrated to this machine unless LIGHTHOUSE_CPU fixes it.
 */
import { readFileSync, writeFileSync, mkdtempSync, mkdirSync, cpSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type Lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../support/chromium-flags";
import {
  CHROME,
  LIGHTHOUSE_CPU,
  LIGHTHOUSE_THROTTLING,
  LIGHTHOUSE_ROUTES,
  LIGHTHOUSE_RUNS,
  LIGHTHOUSE_KEEP,
} from "./options";
import { median } from "./throughput";

const kept = new Map<string, number>();

/** The calculator's CPU slowdown for a host's benchmark index (1 533 → 4×, 1 300 → 3×, 800 → 2×, 150 → 1×). */
function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}
/** 100 in each Lighthouse category on every page. */
export const LIGHTHOUSE_GOAL = 100;

/** Set while a Lighthouse run is in progress: an unhandled rejection then fails that run. */
let strayRejection: ((reason: unknown) => void) | undefined;
process.on("unhandledRejection", (reason) => {
  if (strayRejection) return strayRejection(reason);
  console.error(reason);
  process.exit(1);
});

export async function lighthouseRuns(base: string) {
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
export const SERVER_NICE_DURING_LIGHTHOUSE = 19;

/** Sets the server's session to `nice`; returns the nice it had (to restore), or null where it cannot be set. */
export function serverSessionNice(pid: number, nice: number): number | null {
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
