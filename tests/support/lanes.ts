import { availableParallelism } from "node:os";

/**
 * The suites are bound by the CPU: each runs as many files at once as the machine has cores (two at least).
 * Browser files run in BROWSER_LANES lanes (this many unless set), a server and a seeded D1 each.
 */
export const CORES = Math.max(2, availableParallelism());
export const BROWSER_LANES = Math.max(1, Number(process.env.BROWSER_LANES ?? CORES));
