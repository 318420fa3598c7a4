import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * `npm test` runs three layers (after `npm run build`):
 *  - unit: next to the code (app/**\/*.test.ts), plain Node;
 *  - integration: the BUILT worker (build/worker/index.js) in Miniflare with a D1 of its own (a copy of a seeded one);
 *  - browser: playwright-core + Debian Chromium against `wrangler pages dev` serving the build.
 * `npm run test:stress` (before a release) runs the long suites on the same harnesses: fuzzing, load, content at 100×,
 * and the accessibility/XSS sweeps over every page (`npm test` sweeps one page per family: TEST_SWEEP).
 */
const STRESS_INTEGRATION = [
  "tests/integration/fuzz.test.ts",
  "tests/integration/load-forms.test.ts",
  "tests/integration/rows-scale-directory.test.ts",
  "tests/integration/rows-scale-leads.test.ts",
  "tests/integration/blogs-scale.test.ts",
  "tests/integration/cutoffs-scale.test.ts",
  "tests/integration/leads-fragment-scale.test.ts",
];
const SWEEPS_INTEGRATION = ["tests/integration/site-sweep.test.ts"];
// The operator console's accessibility sweep, and the card lists' visual-stability sweep (cards skipped far below,
// nothing moving while a visitor jumps and scrolls): before a release.
const STRESS_BROWSER = ["tests/browser/card-lists.test.ts", "tests/browser/console-a11y.test.ts"];
// Files whose `npm test` run is a sample (one page per family, one width, JavaScript on where the integration suite
// covers the form's path without it: tests/hardness/site.ts) and whose full sweep runs before a release.
const SWEEPS_BROWSER = [
  "tests/browser/a11y.test.ts",
  "tests/browser/xss.test.ts",
  "tests/browser/first-draw.test.ts",
  "tests/browser/layout.test.ts",
  "tests/browser/shortlist.test.ts",
  "tests/browser/console.test.ts",
  "tests/browser/promises.test.ts",
  "tests/browser/page-details.test.ts",
];

// The suites are bound by the CPU: each runs as many files at once as the machine has cores (two at least).
const CORES = Math.max(2, availableParallelism());
// Each integration file runs its own Miniflare (its own workerd and D1): a file a core keeps every core busy
// (Vitest's default leaves one core to workerd and the test process, which then take turns). Some tests start
// a worker of their own (D1 down, other settings): their time allows for two such starts side by side.
// The files share their imports (the app's modules, the harness): none keeps state outside its own worker.
// Every worker starts from a copy of one migrated and seeded D1 made before the files run.
const integration = {
  globalSetup: ["tests/support/integration-global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  maxWorkers: CORES,
  isolate: false,
};
// Browser files run in lanes, one worker each (tests/support/browser-global-setup.ts): a lane is a server with its own
// seeded D1, and a lane's files run one after another, so no two files running at once share state.
const BROWSER_LANES = Math.max(1, Number(process.env.BROWSER_LANES ?? CORES));
const browser = {
  globalSetup: ["tests/support/browser-global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  maxWorkers: BROWSER_LANES,
  fileParallelism: BROWSER_LANES > 1,
  // A lane's worker runs its files one after another in one process: playwright-core, the helpers and one Chromium
  // (tests/support/browser.ts) are started once per lane.
  isolate: false,
  // A browser waits on chunks, hydration and timers the spec names: a condition gets 10 s to hold (Vitest's default
  // of 1 s is shorter than a busy two-core machine's first chunk load); it still passes the moment it holds.
  expect: { poll: { timeout: 10_000 } },
  // On CI (a fresh two-core machine running two servers and two Chromiums) a page load now and then stalls past any
  // sensible timeout; a test that fails is run once more there, and fails the run if it fails again. Locally, never.
  retry: process.env.CI ? 1 : 0,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["app/**/*.test.{ts,tsx}"], environment: "node", isolate: false },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: STRESS_INTEGRATION,
          ...integration,
        },
      },
      {
        resolve: { alias },
        test: { name: "browser", include: ["tests/browser/**/*.test.ts"], exclude: STRESS_BROWSER, ...browser },
      },
      {
        resolve: { alias },
        test: {
          name: "stress-integration",
          include: [...STRESS_INTEGRATION, ...SWEEPS_INTEGRATION],
          env: { TEST_SWEEP: "full" },
          ...integration,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "stress-browser",
          include: [...STRESS_BROWSER, ...SWEEPS_BROWSER],
          env: { TEST_SWEEP: "full" },
          ...browser,
        },
      },
    ],
  },
});
