/** The college directory as integration tests read it: a /colleges page's results, a card's text, rows read. */
import { mainText, textOf, type TestWorker } from "./worker";

/** D1 rows the request read (Server-Timing `d1-rows`), -1 when the header is missing. */
export const rowsRead = (headers: Headers) =>
  Number(/d1-rows;desc="(\d+) rows read/.exec(headers.get("Server-Timing") ?? "")?.[1] ?? -1);

/** A /colleges page: its status, HTML, main text, the result cards' slugs in order and the rows it read. */
export async function directoryPage(w: TestWorker, query: string) {
  const { status, text, headers } = await w.html(`/colleges${query}`);
  const results = text.slice(text.indexOf('id="results-title"'));
  const slugs = [...results.matchAll(/<h3 id="college-([a-z0-9-]+)"/g)].map((m) => m[1]);
  return { status, text, main: mainText(text), slugs, rows: rowsRead(headers) };
}

/** A card's text (its figures) by slug. */
export const cardText = (html: string, slug: string) => {
  const at = html.indexOf(`id="c-${slug}"`);
  return textOf(html.slice(at, html.indexOf("</article>", at)));
};
