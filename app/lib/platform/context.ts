import type { Env } from "./config";
import type { Timing } from "./timing.server";

declare module "@remix-run/cloudflare" {
  /** Single Fetch types for useLoaderData/useActionData/useFetcher (remix.config.js `v3_singleFetch`). */
  interface Future {
    v3_singleFetch: true;
  }
  interface AppLoadContext {
    env: Env;
    /** Fresh per request; used by the CSP header and every inline script. */
    cspNonce: string;
    timing: Timing;
    waitUntil(promise: Promise<unknown>): void;
    /** Client address as the edge saw it (never stored; hashed for submissions). */
    clientAddress: string;
    /**
     * A Single Fetch data request (`/page.data`): loaders answer the client, nothing is rendered on the
     * server. Absent = unknown, treated as a data request.
     */
    dataRequest?: boolean;
  }
}

export {};
