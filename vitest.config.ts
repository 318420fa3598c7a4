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
const STRESS_BROWSER: string[] = [];
const SWEEPS_BROWSER = [
  "tests/browser/a11y.test.ts",
  "tests/browser/console-a11y.test.ts",
  "tests/browser/xss.test.ts",
  "tests/browser/first-draw.test.ts",
  "tests/browser/layout.test.ts",
  "tests/browser/card-lists.test.ts",
];

// Each integration file runs its own Miniflare (its own workerd and D1): two files at a time keep both cores
// busy (Vitest's default on two cores is one, leaving workerd and the test process to take turns). Some tests start
// a worker of their own (D1 down, other settings): their time allows for two such starts side by side.
// The files share their imports (the app's modules, the harness): none keeps state outside its own worker.
// Every worker starts from a copy of one migrated and seeded D1 made before the files run.
const integration = {
  globalSetup: ["tests/support/integration-global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  maxWorkers: 2,
  isolate: false,
};
// Browser files run in lanes, one worker each (tests/support/browser-global-setup.ts): a lane is a server with its own
// seeded D1, and a lane's files run one after another, so no two files running at once share state.
const browserLanes = Math.max(1, Number(process.env.BROWSER_LANES ?? 2));
const browser = {
  globalSetup: ["tests/support/browser-global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  maxWorkers: browserLanes,
  fileParallelism: browserLanes > 1,
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
