/**
 * Where the college CLIs write: the local D1 of `npm start` (.wrangler/state) through
 * wrangler's platform proxy (real D1 bindings, bound parameters, batches), or the remote D1
 * through `wrangler d1 execute --remote --file` (statements with their values inlined).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { inlineStatement, type Statement } from "../../lib/colleges/import";

export const ROOT = join(import.meta.dirname, "..", "..", "..");
const BATCH = 50;

export async function withLocalDb<T>(work: (db: D1Database) => Promise<T>): Promise<T> {
  process.env.WRANGLER_SEND_METRICS = "false";
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: join(ROOT, "wrangler.toml"),
    // COLLEGES_PERSIST_TO: another local state (the benchmark's), as wrangler's --persist-to.
    persist: { path: join(process.env.COLLEGES_PERSIST_TO ?? join(ROOT, ".wrangler/state"), "v3") },
  });
  try {
    return await work(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
}

/** Runs statements in batches; returns the rows changed. */
export async function runLocal(
  db: D1Database,
  statements: ReadonlyArray<Statement | string>,
  onProgress?: (done: number) => void,
): Promise<number> {
  let changes = 0;
  for (let i = 0; i < statements.length; i += BATCH) {
    const chunk = statements
      .slice(i, i + BATCH)
      .map((s) => (typeof s === "string" ? db.prepare(s) : db.prepare(s.sql).bind(...s.params)));
    const results = await db.batch(chunk);
    changes += results.reduce((n, r) => n + (r.meta?.changes ?? 0), 0);
    onProgress?.(Math.min(i + BATCH, statements.length));
  }
  return changes;
}

/** Reads rows from the remote D1 (`wrangler d1 execute --remote --json`, parameters inlined). */
export async function queryRemote(
  sql: string,
  params: Array<string | number | null> = [],
): Promise<Array<Record<string, unknown>>> {
  const r = spawnSync(
    join(ROOT, "node_modules/.bin/wrangler"),
    ["d1", "execute", "DB", "--remote", "--json", "--command", inlineStatement({ sql, params })],
    {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    },
  );
  if (r.status !== 0) throw new Error(`wrangler d1 execute --remote failed: ${r.stderr}`);
  return (JSON.parse(r.stdout) as Array<{ results: Array<Record<string, unknown>> }>)[0]?.results ?? [];
}

export function runRemote(statements: ReadonlyArray<Statement | string>) {
  const dir = mkdtempSync(join(tmpdir(), "colleges-"));
  const file = join(dir, "import.sql");
  writeFileSync(file, statements.map((s) => (typeof s === "string" ? `${s};` : inlineStatement(s))).join("\n"));
  const r = spawnSync(
    join(ROOT, "node_modules/.bin/wrangler"),
    ["d1", "execute", "DB", "--remote", "--yes", "--file", file],
    { cwd: ROOT, stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  if (r.status !== 0) throw new Error("wrangler d1 execute --remote failed");
}
