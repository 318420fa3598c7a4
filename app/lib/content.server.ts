/**
 * The content data layer. Every loader reads server content through `readContent`:
 *
 *   per-isolate memory (MEMORY_TTL_MS) → Workers Cache API (EDGE_TTL_S) → D1
 *
 * so repeated views do not query D1. Each read is recorded on the request's Timing
 * (written as Server-Timing). A failing source throws `ContentUnavailableError`;
 * pages catch it with `readContentOr` and degrade as the spec's error catalogue says.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type {
  BannerRow,
  BlogRow,
  CertificateRow,
  FeatureRow,
  PostAdmitRow,
  ServiceCardRow,
  StudyPlaceRow,
  WhyUsRow,
} from "./content-types";
import { sanitizeHtml } from "./sanitize.server";

export const MEMORY_TTL_MS = 30_000;
export const EDGE_TTL_S = 300;
/** Bump when a query's shape changes so stale edge entries are not read. */
const CACHE_VERSION = "v1";
const CACHE_ORIGIN = "https://content-cache.studysaathi.internal";

interface ContentMap {
  banners: BannerRow[];
  studyPlaces: StudyPlaceRow[];
  blogs: BlogRow[];
  servicesCards: ServiceCardRow[];
  features: FeatureRow[];
  whyUs: WhyUsRow[];
  certificates: CertificateRow[];
  postAdmit: PostAdmitRow[];
}
export type ContentKey = keyof ContentMap;

const QUERIES: Record<ContentKey, string> = {
  banners: "SELECT id, title, image, university_name FROM banners ORDER BY sort_order, id",
  studyPlaces: "SELECT id, title, image FROM top_study_places ORDER BY sort_order, id",
  blogs:
    "SELECT blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags FROM blogs WHERE is_active = 1 ORDER BY date_time DESC, blog_id DESC",
  servicesCards: "SELECT id, title, description, image, link FROM services_cards ORDER BY sort_order, id",
  features: "SELECT id, title, description, image FROM our_features ORDER BY sort_order, id",
  whyUs: "SELECT id, title, description, counter_value, suffix, image FROM why_us ORDER BY sort_order, id",
  certificates: "SELECT id, title, image FROM certificates_accreditation ORDER BY sort_order, id",
  postAdmit: "SELECT id, title, subtitle, image, content, button_text FROM post_admit ORDER BY sort_order, id",
};

/**
 * Server HTML is sanitised once, when a row leaves D1, so every reader (pages and the
 * JSON API) and every cache layer only ever holds the safe version.
 */
const TRANSFORMS: { [K in ContentKey]?: (rows: ContentMap[K]) => ContentMap[K] } = {
  blogs: (rows: BlogRow[]) => rows.map((r) => ({ ...r, blog_info: sanitizeHtml(r.blog_info) })),
  postAdmit: (rows: PostAdmitRow[]) =>
    rows.map((r) => ({ ...r, content: r.content.includes("<") ? sanitizeHtml(r.content) : r.content })),
};

export class ContentUnavailableError extends Error {
  constructor(key: string, cause: unknown) {
    super(`content "${key}" unavailable`, { cause });
    this.name = "ContentUnavailableError";
  }
}

const memory = new Map<ContentKey, { value: unknown; expires: number }>();

function edgeCache(): Cache | undefined {
  try {
    return typeof caches !== "undefined" ? (caches as unknown as { default: Cache }).default : undefined;
  } catch {
    return undefined;
  }
}

export async function readContent<K extends ContentKey>(context: AppLoadContext, key: K): Promise<ContentMap[K]> {
  const started = Date.now();
  const hit = memory.get(key);
  if (hit && hit.expires > started) {
    context.timing.record(key, "memory", 0);
    return hit.value as ContentMap[K];
  }

  const cache = edgeCache();
  const cacheKey = new Request(`${CACHE_ORIGIN}/${CACHE_VERSION}/${key}`);
  if (cache) {
    try {
      const cached = await cache.match(cacheKey);
      if (cached) {
        const value = (await cached.json()) as ContentMap[K];
        memory.set(key, { value, expires: Date.now() + MEMORY_TTL_MS });
        context.timing.record(key, "edge", Date.now() - started);
        return value;
      }
    } catch {
      // A broken cache entry is a miss, never an error.
    }
  }

  let value: ContentMap[K];
  const queryStarted = performance.now();
  try {
    const result = await context.env.DB.prepare(QUERIES[key]).all();
    const rows = (result.results ?? []) as unknown as ContentMap[K];
    const transform = TRANSFORMS[key] as ((rows: ContentMap[K]) => ContentMap[K]) | undefined;
    value = transform ? transform(rows) : rows;
  } catch (error) {
    context.timing.record(key, "error", performance.now() - queryStarted);
    throw new ContentUnavailableError(key, error);
  }
  context.timing.record(key, "d1", performance.now() - queryStarted);
  memory.set(key, { value, expires: Date.now() + MEMORY_TTL_MS });
  if (cache) {
    const body = JSON.stringify(value);
    context.waitUntil(
      cache
        .put(
          cacheKey,
          new Response(body, {
            headers: {
              "Content-Type": "application/json",
              "Cache-Control": `public, max-age=${EDGE_TTL_S}`,
            },
          }),
        )
        .catch(() => undefined),
    );
  }
  return value;
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

/** One active blog by id, read through the same cached list (no extra query). */
export async function readBlog(context: AppLoadContext, id: number): Promise<BlogRow | undefined> {
  const blogs = await readContent(context, "blogs");
  return blogs.find((b) => b.blog_id === id);
}
