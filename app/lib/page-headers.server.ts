/**
 * `pageHeaders` (lib/cache.ts) for a route without a `.server` module of its own: a route that
 * re-exports `headers` from here carries no browser chunk for it (`export { headers } from …`).
 */
export { pageHeaders as headers } from "~/lib/cache";
