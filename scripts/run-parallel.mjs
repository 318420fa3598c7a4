/**
 * Runs shell commands two at a time (this machine's cores) and prints each one's output when it ends;
 * exits non-zero if any failed. `npm test` runs its single-threaded checks (lint, typecheck, byte
 * budgets, unit tests) this way after the build.
 *   node scripts/run-parallel.mjs "npm run lint" "npm run typecheck"
 */
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const commands = process.argv.slice(2);
const slots = Math.max(1, Math.min(availableParallelism(), Number(process.env.TEST_PARALLEL ?? 2)));
let next = 0;
let failed = 0;

function run(command) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, env: process.env });
    const chunks = [];
    child.stdout.on("data", (c) => chunks.push(c));
    child.stderr.on("data", (c) => chunks.push(c));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n== ${command} (${code === 0 ? "ok" : `exit ${code}`}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(chunks));
      if (code !== 0) failed++;
      done();
    });
  });
}

async function worker() {
  while (next < commands.length) await run(commands[next++]);
}

await Promise.all(Array.from({ length: slots }, worker));
process.exit(failed ? 1 : 0);
