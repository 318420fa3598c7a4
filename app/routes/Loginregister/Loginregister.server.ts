/**
 * The server half of /Loginregister: its `headers` (`pageHeaders`, lib/platform/cache.ts). `route.tsx` re-exports them, so
 * the page's browser chunks carry no cache helpers (docs/performance.md).
 */
export { pageHeaders as headers } from "~/lib/platform/cache";
