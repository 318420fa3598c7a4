/**
 * The bench's server and throughput: the BUILT app served by `wrangler pages dev` (workerd, seeded local D1), loaded by
 * autocannon from a second process (tests/bench/load.mjs); each route's requests/s as a ratio to a static /build asset.
 */
import { spawnSync, type ChildProcess, spawn } from "node:child_process";
import { rmSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { readManifest } from "./budgets";
import { ROOT, PORT, CONNECTIONS, LOAD_ROUTES, ROUNDS, SECONDS } from "./options";
import { ADMIN_TOKEN } from "./scale";

/** Every page's SSR requests/s at least half a static file's. */
export const THROUGHPUT_GOAL = 0.5;

const wranglerBin = join(ROOT, "node_modules/.bin/wrangler");
export const STATE = join(ROOT, ".wrangler/bench-state");
export const env = {
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

export async function startServer(
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
export const median = <T>(xs: T[], key: (x: T) => number) =>
  [...xs].sort((a, b) => key(a) - key(b))[Math.floor((xs.length - 1) / 2)];

export async function throughput(base: string) {
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
