/**
 * Integration harness: the BUILT worker (build/worker/index.js, made by `npm run build`)
 * in Miniflare, with a D1 of its own, migrated and seeded: a copy of the run's snapshot
 * (tests/support/integration-global-setup.ts), or, outside that project (the bench, a browser file), in memory,
 * migrated and seeded here.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { inject } from "vitest";
import { HONEYPOT_FIELD } from "~/lib/forms/kit";
import { TEST_D1 } from "./integration-global-setup";
import { migrationStatements, ROOT, seedStatements } from "./sql";

export const WORKER_PATH = join(ROOT, "build/worker/index.js");
/** The mail queue's consumer Worker (workers/mail), bundled by `npm run build`. */
export const MAIL_WORKER_PATH = join(ROOT, "build/mail-worker/index.js");
const MAIL_QUEUE = "studysaathi-mail";
export const BASE = "http://localhost";

export interface TestWorker {
  mf: Miniflare;
  fetch(path: string, init?: RequestInit & { headers?: Record<string, string> }): Promise<Response>;
  /** GET with JS off: the HTML a browser without JavaScript renders. */
  html(path: string): Promise<{ status: number; text: string; headers: Headers }>;
  /** POST a form as a browser without JavaScript would (with the kit's empty honeypot unless given). */
  post(path: string, fields: Record<string, string | string[]>, headers?: Record<string, string>): Promise<Response>;
  db(): Promise<D1Database>;
  rows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
}

export interface WorkerOptions {
  bindings?: Record<string, string>;
  seed?: boolean;
  /** Run after migrations/seed, e.g. to delete rows for an edge case. */
  setup?: (db: D1Database) => Promise<void>;
  /** Replace D1 with a binding whose every call throws (D1 unavailable). */
  brokenDb?: boolean;
  /** Answers the worker's outgoing fetches (e.g. a stub JWKS or webhook receiver). */
  outboundService?: (request: Request) => Response | Promise<Response>;
  /** Bind MAIL_QUEUE and run the mail consumer Worker next to the site, as deployed with a queue. */
  mailQueue?: boolean;
}

/** The run's snapshots, when the integration project made them (undefined in the bench or another project). */
function snapshots() {
  try {
    return inject("d1Snapshots");
  } catch {
    return undefined;
  }
}

/** A private copy of the snapshot for this worker's D1 (removed when the worker is disposed). */
function copyOfSnapshot(seed: boolean): string | undefined {
  const dirs = snapshots();
  if (!dirs) return undefined;
  mkdirSync(dirs.workers, { recursive: true });
  const copy = mkdtempSync(join(dirs.workers, "d1-"));
  cpSync(seed ? dirs.seeded : dirs.migrated, copy, { recursive: true });
  return copy;
}

export async function startWorker(options: WorkerOptions = {}): Promise<TestWorker> {
  if (!existsSync(WORKER_PATH)) throw new Error(`${WORKER_PATH} is missing: run \`npm run build\` first`);
  const persist = options.brokenDb ? undefined : copyOfSnapshot(options.seed !== false);
  const bindings = {
    RATE_LIMIT_PER_MINUTE: "1000",
    // Mail goes to the D1 outbox (and /dev/outbox exists), as in local development.
    ENVIRONMENT: "development",
    ...(options.brokenDb ? { DB: "unavailable" } : {}),
    ...options.bindings,
  };
  const shared = {
    compatibilityDate: "2025-04-01",
    compatibilityFlags: ["nodejs_compat"],
    // With brokenDb, "DB" is a plain string: every DB.prepare() call throws, as when D1 is down.
    d1Databases: options.brokenDb ? {} : { DB: TEST_D1 },
    bindings,
    ...(options.outboundService ? { outboundService: options.outboundService as never } : {}),
    ...(options.mailQueue ? { queueProducers: { MAIL_QUEUE: { queueName: MAIL_QUEUE } } } : {}),
  };
  const site = {
    ...shared,
    name: "site",
    modules: [{ type: "ESModule" as const, path: WORKER_PATH }],
    serviceBindings: { ASSETS: async () => new Response("Not found", { status: 404 }) },
    r2Buckets: { MEDIA: "studysaathi-media-test" },
  };
  if (options.mailQueue && !existsSync(MAIL_WORKER_PATH))
    throw new Error(`${MAIL_WORKER_PATH} is missing: run \`npm run build\``);
  const mf = new Miniflare({
    ...(persist ? { d1Persist: persist } : {}),
    ...(options.mailQueue
      ? {
          workers: [
            site,
            {
              ...shared,
              name: "mail",
              modules: [{ type: "ESModule" as const, path: MAIL_WORKER_PATH }],
              queueConsumers: { [MAIL_QUEUE]: { maxBatchTimeout: 0 } },
            },
          ],
        }
      : site),
  });
  await mf.ready;

  const getDb = async () => (await mf.getD1Database("DB")) as unknown as D1Database;
  if (!options.brokenDb) {
    const db = await getDb();
    if (!persist) {
      const statements = [...migrationStatements(), ...(options.seed === false ? [] : seedStatements())];
      await db.batch(statements.map((s) => db.prepare(s)));
    }
    if (options.setup) await options.setup(db);
  }

  const fetchPath: TestWorker["fetch"] = async (path, init) => {
    const res = await mf.dispatchFetch(`${BASE}${path}`, { redirect: "manual", ...init } as never);
    return res as unknown as Response;
  };

  return {
    mf,
    fetch: fetchPath,
    async html(path) {
      const res = await fetchPath(path);
      return { status: res.status, text: await res.text(), headers: res.headers };
    },
    post(path, fields, headers = {}) {
      const body = new URLSearchParams();
      const all = HONEYPOT_FIELD in fields ? fields : { ...fields, [HONEYPOT_FIELD]: "" };
      for (const [k, v] of Object.entries(all)) {
        for (const item of Array.isArray(v) ? v : [v]) body.append(k, item);
      }
      return fetchPath(path, {
        method: "POST",
        body: body.toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      });
    },
    db: getDb,
    async rows<T>(sql: string, ...params: unknown[]) {
      const db = await getDb();
      const { results } = await db
        .prepare(sql)
        .bind(...params)
        .all<T>();
      return results as T[];
    },
    async dispose() {
      await mf.dispose();
      if (persist) rmSync(persist, { recursive: true, force: true });
    },
  };
}

/** Text content of an HTML document, tags removed and entities decoded (for assertions). */
export function textOf(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** Text of the page's <main> only (the shell's menus and footer left out). */
export function mainText(html: string): string {
  return textOf(html.match(/<main\b[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "");
}
