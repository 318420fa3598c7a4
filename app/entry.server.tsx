/**
 * Server render. Each HTML response gets the CSP with this request's nonce (created in
 * the edge entry), and errors and non-GET responses are never cached.
 */
import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { hasSessionCookie } from "~/lib/accounts/session.server";
import { cachePolicy } from "~/lib/cache";
import { getSettings } from "~/lib/config";
import { NonceProvider } from "~/lib/nonce";
import { contentSecurityPolicy } from "~/lib/security.server";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  let status = responseStatusCode;

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} />
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
  body.allReady.finally(() => clearTimeout(timeout));
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  const freeCoursesOrigin = safeOrigin(getSettings(loadContext.env).freeCoursesUrl);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, { frameSrc: freeCoursesOrigin ? [freeCoursesOrigin] : [] }),
  );
  if (status >= 400 || request.method !== "GET" || !responseHeaders.has("Cache-Control")) {
    responseHeaders.set(
      "Cache-Control",
      status >= 400 || request.method !== "GET" ? cachePolicy.noStore : cachePolicy.html,
    );
  }
  // Signed in: the shell shows the visitor's name, so the page is theirs alone (issue 18).
  if (status < 400 && request.method === "GET" && hasSessionCookie(request)) {
    responseHeaders.set("Cache-Control", cachePolicy.personal);
  }
  return new Response(body, { headers: responseHeaders, status });
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
