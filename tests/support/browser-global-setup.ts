/**
 * Browser layer: serves the BUILT app with `wrangler pages dev` (the same server as
 * `npm start`) on a fresh local D1, migrated and seeded, and tells tests its address.
 *
 * The files run in lanes, one a worker of the project (vitest.config.ts: a core each unless BROWSER_LANES says):
 * each lane has its own server and its own copy of the seeded D1, so a file only ever shares state with the files
 * run before it in its own lane, as when they all ran one after another. Most of a browser test's time is spent
 * waiting (the pages' timers, navigations), but a page load keeps a core busy: a lane more than the cores (or the
 * checks run beside the suite) only makes every lane wait for the CPU. Each server's output goes
 * to `.wrangler/test-logs/browser-lane-N.log`, and the run ends by printing its error lines.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { getPlatformProxy } from "wrangler";
import { figureStatements, testimonialStatements } from "./claims-fixture";
import { availableExpertStatements } from "./experts-fixture";
import { josaaFixtureStatements } from "./josaa-fixture";
import { noticeStatements } from "./notices-fixture";
import { OPERATORS } from "./operators";
import { migrationStatements, ROOT, seedStatements } from "./sql";

const PORT = Number(process.env.TEST_PORT ?? 8799);
/** Lane i listens on PORT + 50 i (its inspector 1 000 above) and keeps its D1 in its own folder. */
const lanePort = (lane: number) => PORT + 50 * lane;
const STATE = join(ROOT, ".wrangler/test-state");
const laneState = (lane: number) => (lane === 0 ? STATE : `${STATE}-${lane}`);
/** Each lane's server output, whole (the console's and the Worker's errors included): read it when a test fails. */
const LOGS = join(ROOT, ".wrangler/test-logs");
const laneLog = (lane: number) => join(LOGS, `browser-lane-${lane}.log`);
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  XDG_CONFIG_HOME: join(ROOT, ".wrangler/config"),
  FORCE_COLOR: "0",
};
const wranglerBin = join(ROOT, "node_modules/.bin/wrangler");

/**
 * Migrates and seeds the local D1 in `state` as `npm run db:local` does (migrations, the site's seed, the shipped
 * directory and the universities abroad with their sourced figures), then adds the JoSAA test
 * fixture (the cut-off page's and the predictor's journeys) sits beside the shipped rows, and the experts fixture
 * sets five experts available as the console would (tests/support/experts-fixture.ts), and five testimonials are
 * set with a source (tests/support/claims-fixture.ts), and two students with an unread notice each
 * (tests/support/notices-fixture.ts). One platform proxy on
 * the same files `wrangler pages dev --persist-to` opens, with the statements in batches.
 */
async function seed(state: string) {
  process.env.WRANGLER_SEND_METRICS = "false";
  process.env.XDG_CONFIG_HOME ??= env.XDG_CONFIG_HOME;
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: join(ROOT, "wrangler.toml"),
    persist: { path: join(state, "v3") },
  });
  try {
    const db = proxy.env.DB;
    const statements = [
      ...migrationStatements(),
      ...seedStatements(),
      ...josaaFixtureStatements({ colleges: false }),
      ...availableExpertStatements(),
      ...testimonialStatements(),
      ...figureStatements(),
      ...(await noticeStatements()),
    ];
    for (let i = 0; i < statements.length; i += 200)
      await db.batch(statements.slice(i, i + 200).map((sql) => db.prepare(sql)));
  } finally {
    await proxy.dispose();
  }
}

const servers: ChildProcess[] = [];
/** Set at teardown: a server that exits before then has crashed, and is started again on its port and state. */
let stopping = false;

/** Starts `wrangler pages dev` for one lane and resolves with its address once it answers. */
async function serve(lane: number): Promise<string> {
  const port = lanePort(lane);
  // A server left running on the port would answer in this one's place (and fail every test that needs the
  // test bindings): refuse to start instead.
  const stale = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${port} is in use: stop the server on it, or set TEST_PORT`);
  let output = "";
  const server = spawn(
    wranglerBin,
    [
      "pages",
      "dev",
      "public",
      "--port",
      String(port),
      "--persist-to",
      laneState(lane),
      "--binding",
      "RATE_LIMIT_PER_MINUTE=100000",
      "--binding",
      "LEADS_TOKEN=browser-test-token",
      "--binding",
      // One token per operator: the console's identity comes from the token, not the typed e-mail.
      `ADMIN_TOKENS=${JSON.stringify(OPERATORS)}`,
      "--binding",
      "ENVIRONMENT=development",
      "--binding",
      `SITE_URL=http://127.0.0.1:${port}`,
      "--inspector-port",
      String(port + 1000),
      "--show-interactive-dev-session=false",
    ],
    { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  servers.push(server);
  const log = createWriteStream(laneLog(lane), { flags: "a" });
  // wrangler pages dev now and then exits on a busy machine ("✘ [ERROR]" with no message): the lane's server comes
  // back on the same port with the same D1, so the lane's remaining files are not all lost to one crash.
  server.on("exit", () => {
    if (stopping) return;
    log.write(`\n[test harness] wrangler pages dev exited (code ${server.exitCode}); starting it again\n`);
    serve(lane).catch((e) => console.error(`browser lane ${lane}: could not restart its server: ${e}`));
  });
  for (const stream of [server.stdout, server.stderr]) {
    stream?.on("data", (d) => {
      output += d;
      log.write(d);
    });
  }

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`wrangler pages dev exited:\n${output}`);
    try {
      const res = await fetch(`${base}/robots.txt`);
      if (res.ok) return base;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`wrangler pages dev did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The lanes: one a worker (vitest.config.ts), so a lane's files run one after another. */
let laneCount = 1;

export async function setup(project: TestProject) {
  if (!existsSync(join(ROOT, "build/index.js"))) throw new Error("run `npm run build` first");
  laneCount = project.config.maxWorkers;
  for (let lane = 0; lane < laneCount; lane++) rmSync(laneState(lane), { recursive: true, force: true });
  mkdirSync(STATE, { recursive: true });
  rmSync(LOGS, { recursive: true, force: true });
  mkdirSync(LOGS, { recursive: true });
  await seed(STATE);
  // Every other lane starts from a copy of the same seeded state (no server has opened it yet).
  for (let lane = 1; lane < laneCount; lane++) cpSync(STATE, laneState(lane), { recursive: true });

  const lanes = Array.from({ length: laneCount }, (_, lane) => lane);
  project.provide("baseUrls", await Promise.all(lanes.map(serve)));
}

export async function teardown() {
  stopping = true;
  // A failing test shows the servers' errors and 5xx answers (a CI run keeps no files): each lane's last few.
  for (let lane = 0; lane < laneCount; lane++) {
    const errors = existsSync(laneLog(lane))
      ? readFileSync(laneLog(lane), "utf8")
          // eslint-disable-next-line no-control-regex -- wrangler colours its output whatever FORCE_COLOR says
          .replace(/\x1b\[[\d;]*m/g, "")
          .split("\n")
          // A browser that closed a connection mid-response (a test ending: "disconnected") is not the server's error.
          .filter((line) => /\[ERROR\]|Uncaught|(GET|POST) \S+ 5\d\d /.test(line) && !/disconnected: /.test(line))
      : [];
    if (errors.length) {
      console.error(
        `browser lane ${lane}: ${errors.length} server error line(s), the last ones:\n${errors.slice(-20).join("\n")}`,
      );
    }
  }
  for (const server of servers) {
    if (!server.pid) continue;
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      server.kill("SIGTERM");
    }
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per lane; a test file uses its worker's (tests/support/browser.ts). */
    baseUrls: string[];
  }
}
