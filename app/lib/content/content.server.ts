/**
 * The content data layer. Every loader reads server content through `readContent`:
 *
 *   per-isolate memory (MEMORY_TTL_MS) → Workers Cache API (EDGE_TTL_S) → D1
 *
 * so repeated views do not query D1. Each read is recorded on the request's Timing
 * (written as Server-Timing). A failing source throws `ContentUnavailableError`;
 * pages catch it with `readContentOr` and degrade to a clear message.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sanitizeHtml } from "../platform/sanitize.server";
import type { ContentMap, PostAdmitRow } from "./types";

export const MEMORY_TTL_MS = 30_000;
export const EDGE_TTL_S = 300;
/** Bump when a query's shape changes so stale edge entries are not read. */
const CACHE_VERSION = "v1";
const CACHE_ORIGIN = "https://content-cache.studysaathi.internal";

export type ContentKey = keyof ContentMap;

const QUERIES: Record<ContentKey, string> = {
  banners: "SELECT id, title, image, university_name FROM banners WHERE is_published = 1 ORDER BY sort_order, id",
  studyPlaces: "SELECT id, title, image FROM top_study_places WHERE is_published = 1 ORDER BY sort_order, id",
  servicesCards:
    "SELECT id, title, description, image, link FROM services_cards WHERE is_published = 1 ORDER BY sort_order, id",
  features: "SELECT id, title, description, image FROM our_features WHERE is_published = 1 ORDER BY sort_order, id",
  whyUs:
    "SELECT id, title, description, counter_value, suffix, image FROM why_us WHERE is_published = 1 ORDER BY sort_order, id",
  certificates:
    "SELECT id, title, image FROM certificates_accreditation WHERE is_published = 1 ORDER BY sort_order, id",
  postAdmit:
    "SELECT id, title, subtitle, image, content, button_text FROM post_admit WHERE is_published = 1 ORDER BY sort_order, id",
};

/**
 * Server HTML is sanitised once, when a row leaves D1, so every reader (pages and the
 * JSON API) and every cache layer only ever holds the safe version.
 */
const TRANSFORMS: { [K in ContentKey]?: (rows: ContentMap[K]) => ContentMap[K] } = {
  postAdmit: (rows: PostAdmitRow[]) =>
    rows.map((r) => ({ ...r, content: r.content.includes("<") ? sanitizeHtml(r.content) : r.content })),
};

export class ContentUnavailableError extends Error {
  constructor(key: string, cause: unknown) {
    super(`content "${key}" unavailable`, { cause });
    this.name = "ContentUnavailableError";
  }
}

const memory = new Map<string, MemoryEntry>();

/**
 * The content version (content_meta.version in D1) is part of every cache key and is bumped
 * when the console publishes, so a change shows at once where it was published and
 * everywhere within VERSION_MEMORY_MS + VERSION_EDGE_TTL_S (< 60 s), whatever EDGE_TTL_S is.
 */
export const VERSION_MEMORY_MS = 15_000;
export const VERSION_EDGE_TTL_S = 30;
let version: { value: string; expires: number } | undefined;

/** Test hook: forget the per-isolate copies. */
export function clearMemoryCache() {
  memory.clear();
  version = undefined;
  keyedMemory.clear();
}

function edgeCache(): Cache | undefined {
  try {
    return typeof caches !== "undefined" ? (caches as unknown as { default: Cache }).default : undefined;
  } catch {
    return undefined;
  }
}

const versionKey = () => new Request(`${CACHE_ORIGIN}/${CACHE_VERSION}/content-version`);

async function contentVersion(context: AppLoadContext): Promise<string> {
  const now = Date.now();
  if (version && version.expires > now) return version.value;
  const cache = edgeCache();
  if (cache) {
    try {
      const cached = await cache.match(versionKey());
      if (cached) {
        const value = await cached.text();
        version = { value, expires: now + VERSION_MEMORY_MS };
        return value;
      }
    } catch {
      // A broken cache entry is a miss.
    }
  }
  try {
    const row = await context.env.DB.prepare("SELECT version FROM content_meta WHERE id = 1").first<{
      version: number;
    }>();
    const value = String(row?.version ?? 0);
    version = { value, expires: now + VERSION_MEMORY_MS };
    if (cache) context.waitUntil(putVersion(cache, value).catch(() => undefined));
    return value;
  } catch {
    // D1 down: keep the last known version (content reads will report the failure).
    return version?.value ?? "0";
  }
}

function putVersion(cache: Cache, value: string) {
  return cache.put(
    versionKey(),
    new Response(value, { headers: { "Cache-Control": `public, max-age=${VERSION_EDGE_TTL_S}` } }),
  );
}

/**
 * Called by the console after a change to published content: bumps the version in D1, tells
 * this location's edge cache and this isolate at once; other locations follow within 60 s.
 */
export async function bumpContentVersion(context: AppLoadContext): Promise<void> {
  const row = await context.env.DB.prepare(
    "UPDATE content_meta SET version = version + 1 WHERE id = 1 RETURNING version",
  ).first<{ version: number }>();
  const value = String(row?.version ?? Date.now());
  memory.clear();
  keyedMemory.clear();
  version = { value, expires: Date.now() + VERSION_MEMORY_MS };
  const cache = edgeCache();
  if (cache) await putVersion(cache, value).catch(() => undefined);
}

export async function readContent<K extends ContentKey>(context: AppLoadContext, key: K): Promise<ContentMap[K]> {
  const memoryKey = `${await contentVersion(context)}/${key}`;
  return readLayered(
    context,
    key,
    memory,
    memoryKey,
    `${CACHE_ORIGIN}/${CACHE_VERSION}/${memoryKey}`,
    remember,
    async () => {
      const result = await context.env.DB.prepare(QUERIES[key]).all();
      const rows = (result.results ?? []) as unknown as ContentMap[K];
      const transform = TRANSFORMS[key] as ((rows: ContentMap[K]) => ContentMap[K]) | undefined;
      return transform ? transform(rows) : rows;
    },
  );
}

type MemoryEntry = { value: unknown; expires: number };

/**
 * The one read path of both readers: isolate memory (`id` in `store`) → edge cache
 * (`cacheUrl`) → `load` (D1), each layer recorded on the request's Timing as `name`.
 * A broken cache entry is a miss; a failing load throws ContentUnavailableError.
 */
async function readLayered<T>(
  context: AppLoadContext,
  name: string,
  store: Map<string, MemoryEntry>,
  id: string,
  cacheUrl: string,
  keep: (id: string, value: unknown) => void,
  load: () => Promise<T>,
): Promise<T> {
  const started = Date.now();
  const hit = store.get(id);
  if (hit && hit.expires > started) {
    context.timing.record(name, "memory", 0);
    return hit.value as T;
  }

  const cache = edgeCache();
  const cacheKey = new Request(cacheUrl);
  if (cache) {
    try {
      const cached = await cache.match(cacheKey);
      if (cached) {
        const value = (await cached.json()) as T;
        keep(id, value);
        context.timing.record(name, "edge", Date.now() - started);
        return value;
      }
    } catch {
      // A broken cache entry is a miss, never an error.
    }
  }

  let value: T;
  const queryStarted = performance.now();
  try {
    value = await load();
  } catch (error) {
    context.timing.record(name, "error", performance.now() - queryStarted);
    throw new ContentUnavailableError(name, error);
  }
  context.timing.record(name, "d1", performance.now() - queryStarted);
  keep(id, value);
  if (cache) {
    context.waitUntil(
      cache
        .put(
          cacheKey,
          new Response(JSON.stringify(value), {
            headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${EDGE_TTL_S}` },
          }),
        )
        .catch(() => undefined),
    );
  }
  return value;
}

function remember(memoryKey: string, value: unknown) {
  // Entries of older versions are never read again: drop them.
  const current = memoryKey.split("/")[0];
  for (const k of memory.keys()) if (!k.startsWith(`${current}/`)) memory.delete(k);
  memory.set(memoryKey, { value, expires: Date.now() + MEMORY_TTL_MS });
}

/** Reads content, or returns `fallback` (and logs) when the source fails. */
export async function readContentOr<K extends ContentKey, F>(
  context: AppLoadContext,
  key: K,
  fallback: F,
): Promise<ContentMap[K] | F> {
  try {
    return await readContent(context, key);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return fallback;
  }
}

const keyedMemory = new Map<string, MemoryEntry>();
const KEYED_MEMORY_MAX = 500;

/**
 * The same layers as readContent (isolate memory 30 s → edge cache 5 min → D1) for a
 * query with parameters (a college page, a filtered list): `key` names the result, `load`
 * reads it from D1. Used by the college directory (app/lib/colleges/queries.server.ts).
 */
export async function readCached<T>(
  context: AppLoadContext,
  name: string,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  // The content version (bumped by the console, e.g. when a review is published) is part of the key.
  const id = `${await contentVersion(context)}/${name}/${key}`;
  const cacheUrl = `${CACHE_ORIGIN}/${CACHE_VERSION}/q/${encodeURIComponent(id)}`;
  return readLayered(context, name, keyedMemory, id, cacheUrl, rememberKeyed, load);
}

function rememberKeyed(id: string, value: unknown) {
  if (keyedMemory.size >= KEYED_MEMORY_MAX) keyedMemory.delete(keyedMemory.keys().next().value!);
  keyedMemory.set(id, { value, expires: Date.now() + MEMORY_TTL_MS });
}
