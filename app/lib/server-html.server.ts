/**
 * Static page parts rendered to HTML once per isolate. A part whose markup depends only on typed
 * content modules and site settings (the services hub's catalogue, a service's details) need not be
 * rendered again on every request, nor its components and data shipped to the browser: the loader
 * sends the string (render-only on a document request: `withRenderOnly`) and the page shows it with
 * `ServerHtml` (app/components/ui/server-markup.tsx). Nothing request-specific (nonce, visitor,
 * query) may go into such a part; it holds no scripts.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** Bounded: a part per page variant (21 services × the settings in use). */
const MAX_PARTS = 256;
const rendered = new Map<string, string>();

/**
 * The HTML of `render()`, cached under `part` (letters, digits and dashes: it also prefixes the
 * part's `useId` ids, so that two parts on one page never share an id) and `variant` (everything
 * the markup depends on).
 */
export function staticHtml(part: string, variant: string, render: () => ReactElement): string {
  const key = `${part}\n${variant}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(render(), { identifierPrefix: `${part}-` });
    if (rendered.size >= MAX_PARTS) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, html);
  }
  return html;
}
