/**
 * Integration layer: migrates and seeds a D1 once per run and tells the tests where it is. Each test worker then
 * starts from a copy of that database (tests/support/worker.ts) instead of replaying the ~750 migration and seed
 * statements itself, which took about 3 s of every worker's start.
 *
 * Two snapshots: "seeded" (migrations, the site's seed and the sample directory) and "migrated" (schema only, for
 * `startWorker({ seed: false })`).
 */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import type { TestProject } from "vitest/node";
import { migrationStatements, ROOT, seedStatements } from "./sql";

/** The database's name in every test worker: a snapshot is found again under the same name. */
export const TEST_D1 = "studysaathi-test";
const DIR = join(ROOT, ".wrangler/test-d1");

async function snapshot(dir: string, statements: string[]) {
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch: () => new Response(null, { status: 204 }) }",
    compatibilityDate: "2025-04-01",
    d1Databases: { DB: TEST_D1 },
    d1Persist: dir,
  });
  try {
    const db = await mf.getD1Database("DB");
    await db.batch(statements.map((s) => db.prepare(s)));
  } finally {
    await mf.dispose();
  }
}

export async function setup(project: TestProject) {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const migrations = migrationStatements();
  const seeded = join(DIR, "seeded");
  const migrated = join(DIR, "migrated");
  await Promise.all([snapshot(seeded, [...migrations, ...seedStatements()]), snapshot(migrated, migrations)]);
  project.provide("d1Snapshots", { seeded, migrated, workers: join(DIR, "workers") });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Folders holding a migrated D1, seeded or not, and where workers keep their copies (tests/support/worker.ts). */
    d1Snapshots: { seeded: string; migrated: string; workers: string };
  }
}
