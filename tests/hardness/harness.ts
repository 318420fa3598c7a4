/**
 * The discovered site on a Miniflare worker (tests/support/worker.ts): pages, forms, and a
 * probe of each form with a plausible valid body, which tells the fuzz and load tests
 * which forms store a row per accepted post.
 */
import type { TestWorker } from "../support/worker";
import { postForms, type PostForm } from "./html";
import { baseRoutes, crawl, discoverForms, encodeBody, sweep, validBody, type Body, type Page } from "./site";

export interface FormProfile {
  form: PostForm;
  /** Status of a valid post (2xx/3xx = accepted). */
  validStatus: number;
  /** An accepted valid post stored exactly one submissions row. */
  stores: boolean;
}

export interface Site {
  pages: Page[];
  /** Routes that answer 404 today: pages not built yet. */
  notBuilt: string[];
  forms: FormProfile[];
}

/** How many wizard steps past the first form the probe follows. */
const MAX_STEPS = 5;

export const accepted = (status: number) => status >= 200 && status < 400;

export async function submissionCount(w: TestWorker): Promise<number> {
  const [row] = await w.rows<{ n: number }>("SELECT COUNT(*) AS n FROM submissions");
  return row.n;
}

export function postBody(w: TestWorker, action: string, body: Body | string, headers: Record<string, string> = {}) {
  return w.fetch(action, {
    method: "POST",
    body: typeof body === "string" ? body : encodeBody(body),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

export async function blogIds(w: TestWorker): Promise<number[]> {
  const res = await w.fetch("/Blogs/active_blogs");
  if (!res.ok) return [];
  const list = (await res.json()) as Array<{ blog_id: number }>;
  return Array.isArray(list) ? list.map((b) => b.blog_id) : [];
}

/** Crawls the site (`sweep`: one route per family unless FULL_SWEEP, see tests/hardness/site.ts) and probes its forms. */
export async function discoverSite(w: TestWorker, options: { probe?: boolean; sweep?: boolean } = {}): Promise<Site> {
  const all = baseRoutes(await blogIds(w));
  const routes = options.sweep ? sweep(all.map((path) => ({ path }))).map((r) => r.path) : all;
  const pages = await crawl((p) => w.html(p), routes);
  const notBuilt = pages.filter((p) => p.status === 404 && !p.linkedFrom).map((p) => p.path);
  const forms: FormProfile[] = [];
  const queue = discoverForms(pages).map((form) => ({ form, depth: 0 }));
  const seen = new Set(queue.map((q) => q.form.key));
  while (queue.length) {
    const { form, depth } = queue.shift()!;
    if (options.probe === false) {
      forms.push({ form, validStatus: 0, stores: false });
      continue;
    }
    const before = await submissionCount(w);
    const res = await postBody(w, form.action, validBody(form, 1));
    const html = await res.text();
    const after = await submissionCount(w);
    forms.push({ form, validStatus: res.status, stores: accepted(res.status) && after - before === 1 });
    // Server-rendered wizards: the next step's form comes back from a valid post.
    if (res.status === 200 && depth < MAX_STEPS) {
      for (const next of postForms(html, form.action)) {
        if (seen.has(next.key)) continue;
        seen.add(next.key);
        queue.push({ form: next, depth: depth + 1 });
      }
    }
  }
  return { pages, notBuilt, forms };
}

/** Runs `task` over `items` with at most `concurrency` in flight. */
export async function pool<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= items.length) return;
      await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
