/**
 * `npm run bench:whatif -- DIR… [RULE…]` — what Lighthouse would have said had some main-thread work been shorter.
 *
 * Lighthouse's simulated throttling (Lantern) computes TBT from the gathered trace: it rebuilds the page's
 * dependency graph, slows each main-thread task by the CPU multiplier and adds the part over 50 ms of every task
 * between its simulated FCP and TTI. Its FCP comes from a subgraph holding only the first parse, first layout and
 * first paint tasks and the render-blocking requests, so every other task before the observed first paint pushes
 * the first paint's task past that FCP, where it counts. This tool re-audits kept runs (`LIGHTHOUSE_KEEP=DIR npm
 * run bench`, each run a `<page>-<n>` directory) at the slowdown the run was audited with, as they are and with
 * chosen tasks shortened in the trace, to say which work is worth removing. The same trace every time: no host
 * noise, unlike running Lighthouse again.
 *
 * RULE: `KIND=FACTOR`, every task of that kind lasting FACTOR times as long (0 removes it). Kinds:
 *   scripts     tasks that run script (evaluation, function calls, compilation)
 *   first-paint the first task before the observed FCP that paints (the document's first style, layout and paint)
 *   before-fcp  the other tasks that start before the observed FCP (parsing, navigation, images)
 *   after-fcp   every task that starts after it
 *   svg         tasks that build an SVG image's document (each `<img>` or CSS image of an SVG), first paint's aside
 * Without rules: each kind at 0.5 (svg at 0), then all together.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import lighthouse from "lighthouse";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

const KINDS = ["scripts", "first-paint", "before-fcp", "after-fcp", "svg"] as const;
type Kind = (typeof KINDS)[number];
type Rules = Partial<Record<Kind, number>>;

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
}

const SCRIPT = /^(EvaluateScript|v8\.evaluateModule|FunctionCall|v8\.callFunction|v8\.compile|v8\.compileModule)$/;

function parseRules(specs: string[]): Rules[] {
  if (specs.length) {
    const rules: Rules = {};
    for (const spec of specs) {
      const [kind, factor] = spec.split("=");
      if (!KINDS.includes(kind as Kind) || !(Number(factor) >= 0)) throw new Error(`bad rule ${spec}: KIND=FACTOR`);
      rules[kind as Kind] = Number(factor);
    }
    return [{}, rules];
  }
  const all: Rules = { scripts: 0.5, "first-paint": 0.5, "before-fcp": 0.5, svg: 0 };
  return [{}, ...KINDS.map((k) => ({ [k]: k === "svg" ? 0 : 0.5 })), all];
}

/** Shortens the tasks `rules` name in `trace` (in place); returns how many tasks changed. */
function shorten(trace: { traceEvents: TraceEvent[] }, rules: Rules): number {
  const processed = TraceProcessor.processTrace(trace as never) as unknown as { mainThreadEvents: TraceEvent[] };
  const nav = TraceProcessor.processNavigation(processed as never) as unknown as {
    timestamps: { firstContentfulPaint: number };
  };
  const fcp = nav.timestamps.firstContentfulPaint;
  const events = processed.mainThreadEvents;
  const tasks = events.filter((e) => e.name === "RunTask" && e.dur);
  const top = tasks.filter((t) => !tasks.some((p) => p !== t && p.ts <= t.ts && p.ts + p.dur! >= t.ts + t.dur!));
  const inside = (t: TraceEvent) => events.filter((e) => e !== t && e.ts >= t.ts && e.ts < t.ts + t.dur!);
  const firstPaint = top.find((t) => t.ts <= fcp && inside(t).some((e) => e.name === "Paint"));
  let changed = 0;
  for (const task of top) {
    const children = inside(task);
    const kinds: Kind[] = [];
    if (children.some((e) => SCRIPT.test(e.name))) kinds.push("scripts");
    if (task === firstPaint) kinds.push("first-paint");
    else if (task.ts <= fcp) kinds.push("before-fcp");
    if (task.ts > fcp) kinds.push("after-fcp");
    if (task !== firstPaint && children.some((e) => e.name === "FrameLoader:created")) kinds.push("svg");
    const factor = kinds.reduce((f, k) => f * (rules[k] ?? 1), 1);
    if (factor === 1) continue;
    for (const e of children) {
      e.ts = task.ts + Math.round((e.ts - task.ts) * factor);
      if (e.dur) e.dur = Math.max(1, Math.round(e.dur * factor));
    }
    task.dur = Math.max(1, Math.round(task.dur! * factor));
    changed++;
  }
  return changed;
}

async function audit(dir: string, rules: Rules) {
  const tmp = mkdtempSync(join(tmpdir(), "bench-whatif-"));
  try {
    cpSync(dir, tmp, { recursive: true });
    const traceFile = join(tmp, "defaultPass.trace.json");
    const trace = JSON.parse(readFileSync(traceFile, "utf8"));
    const changed = shorten(trace, rules);
    writeFileSync(traceFile, JSON.stringify(trace));
    const artifacts = JSON.parse(readFileSync(join(tmp, "artifacts.json"), "utf8"));
    const multiplier = Number(artifacts.settings.throttling.cpuSlowdownMultiplier);
    // Lighthouse audits only with the settings it gathered with (the bench gathers all four categories).
    const onlyCategories: string[] = artifacts.settings.onlyCategories ?? ["performance"];
    const run = await lighthouse(
      undefined,
      { output: "json", logLevel: "error", onlyCategories, auditMode: tmp },
      { extends: "lighthouse:default", settings: { throttling: { cpuSlowdownMultiplier: multiplier } } },
    );
    const lhr = run!.lhr;
    return {
      changed,
      multiplier,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbt: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      fcp: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
const dirs = args.filter((a) => !a.includes("="));
if (!dirs.length) {
  console.error("usage: npm run bench:whatif -- DIR… [KIND=FACTOR…]  (KIND: " + KINDS.join(", ") + ")");
  process.exit(2);
}
const variants = parseRules(args.filter((a) => a.includes("=")));
for (const dir of dirs) {
  for (const rules of variants) {
    const label = Object.entries(rules)
      .map(([k, f]) => `${k}×${f}`)
      .join(" ");
    const r = await audit(dir, rules);
    console.log(
      `${basename(dir).padEnd(16)} ${(label || "as gathered").padEnd(56)} tasks ${String(r.changed).padStart(3)}` +
        `  TBT ${String(r.tbt).padStart(5)} ms  score ${r.score}  (FCP ${r.fcp} ms, ${r.multiplier.toFixed(2)}×)`,
    );
  }
}
