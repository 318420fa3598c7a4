/**
 * Loader data that only the server's render needs. A page's HTML carries its loader data twice:
 * rendered, and serialised for hydration (`window.__remixContext`). For sections the client never
 * changes, the second copy is waste: on a document request their data is attached as
 * non-enumerable properties, which the server render reads like any other but Remix's
 * turbo-stream encoder (like JSON) skips, so the client hydrates without it and keeps the
 * server's markup (`ServerMarkup`, app/components/ui/server-markup.tsx).
 *
 * A client navigation or revalidation (`/page.data`) renders on the client, so there (and when
 * the request kind is unknown) the same properties are ordinary ones and travel as usual.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export function withRenderOnly<T extends object, R extends object>(
  context: Pick<AppLoadContext, "dataRequest">,
  data: T,
  renderOnly: R,
): T & Partial<R> {
  if (context.dataRequest !== false) return { ...data, ...renderOnly };
  const result = { ...data } as T & Partial<R>;
  for (const [key, value] of Object.entries(renderOnly)) {
    Object.defineProperty(result, key, { value, enumerable: false, writable: false, configurable: true });
  }
  return result;
}

/**
 * `derive` run once per object: the data layer hands out the same object while it is cached
 * (isolate memory, app/lib/content.server.ts), so what is derived from it — cards, or their HTML —
 * is computed once per isolate and cache period instead of on every request. Only for values that
 * depend on nothing but the key (never on the visitor or the request).
 */
export function derivedFrom<K extends object, V>(derive: (key: K) => V): (key: K) => V {
  const memo = new WeakMap<K, V>();
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) memo.set(key, (value = derive(key)));
    return value;
  };
}

/**
 * Static HTML of an element without router context (plain `<a>` links), for `ServerMarkup`.
 * `idPrefix` prefixes its `useId` ids, so that two parts on one page never share an id.
 */
export function staticHtml(element: ReactElement, idPrefix?: string): string {
  return renderToStaticMarkup(element, idPrefix ? { identifierPrefix: idPrefix } : undefined);
}

/** Bounded: a part per page variant (21 services × the settings in use). */
const MAX_PARTS = 256;
const parts = new Map<string, string>();

/**
 * A static page part's HTML, rendered once per isolate under `part` (letters, digits and dashes: also
 * its ids' prefix) and `variant` (everything the markup depends on: typed content modules and site
 * settings, never the visitor or the request).
 */
export function staticPart(part: string, variant: string, render: () => ReactElement): string {
  const key = `${part}\n${variant}`;
  let html = parts.get(key);
  if (html === undefined) {
    html = staticHtml(render(), `${part}-`);
    if (parts.size >= MAX_PARTS) parts.delete(parts.keys().next().value!);
    parts.set(key, html);
  }
  return html;
}
