/**
 * Server render. Each HTML response gets the CSP with this request's nonce (created in
 * the edge entry), and errors and non-GET responses are never cached.
 * Single Fetch data requests (`/page.data`, remix.config.js `v3_singleFetch`) pass through
 * `handleDataRequest`, which applies the same cache rules to them.
 */
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { hasSessionCookie } from "~/lib/accounts/session.server";
import { cachePolicy } from "~/lib/platform/cache";
import { getSettings } from "~/lib/platform/config";
import { NonceProvider } from "~/lib/platform/nonce";
import { contentSecurityPolicy } from "~/lib/platform/security.server";

/** How long deferred data may stream before Remix rejects it (Single Fetch); React is aborted a second later. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), streamTimeout + 1_000);
  let status = responseStatusCode;

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      {/* The nonce also goes on Single Fetch's inline data scripts. */}
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  // allReady rejects when the render fails (onError has reported it): the timer stops either way, and the
  // rejection is handled here rather than left unhandled in the worker.
  const stopTimer = () => clearTimeout(timeout);
  body.allReady.then(stopTimer, stopTimer);
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  const freeCoursesOrigin = safeOrigin(getSettings(loadContext.env).freeCoursesUrl);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, { frameSrc: freeCoursesOrigin ? [freeCoursesOrigin] : [] }),
  );
  applyCacheRules(request, status, responseHeaders);
  // The body goes out as React streams it, with no transform over it.
  return new Response(body, { headers: responseHeaders, status });
}

/**
 * `/page.data` (loaders, or an action when POSTed): the page's `headers()` already ran (Single
 * Fetch calls it for data requests too); the entry's rules below win, as for the document.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const out = new Response(response.body, response);
  applyCacheRules(request, response.status, out.headers);
  return out;
};

/**
 * Errors and non-GET responses are never stored; a page without its own policy is `html`; signed
 * in, the shell shows the visitor's name, so the page and its data are theirs alone.
 */
function applyCacheRules(request: Request, status: number, headers: Headers) {
  if (status >= 400 || request.method !== "GET" || !headers.has("Cache-Control")) {
    headers.set("Cache-Control", status >= 400 || request.method !== "GET" ? cachePolicy.noStore : cachePolicy.html);
  }
  if (status < 400 && request.method === "GET" && hasSessionCookie(request)) {
    headers.set("Cache-Control", cachePolicy.personal);
  }
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
