import type { AppLoadContext } from "@remix-run/cloudflare";
import { maybePrune } from "../accounts/housekeeping.server";
import { maybeDeliverMail } from "../accounts/mailer.server";
import { movedCollegePath } from "../colleges/redirects";
import { cachePolicy } from "./cache";
import type { Env } from "./config";
import {
  ALLOWED_METHODS,
  clientAddressOf,
  CROSS_SITE_MESSAGE,
  isAllowedMethod,
  isCrossSiteWrite,
  isProduction,
  METHOD_MESSAGE,
} from "./request-guard.server";
import { applySecurityHeaders, createNonce } from "./security.server";
import { canonicalPath } from "./site-routes";
import { meteredD1, Timing } from "./timing.server";

type RemixHandler = (request: Request, loadContext?: AppLoadContext) => Promise<Response>;

export async function handleEdgeRequest(
  request: Request,
  env: Env,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  handleRemix: RemixHandler,
): Promise<Response> {
  // Before Remix runs: refuse cross-site writes (403) and methods no page answers (405).
  if (isCrossSiteWrite(request)) return refusal(403, CROSS_SITE_MESSAGE);
  if (!isAllowedMethod(request.method)) {
    return refusal(405, METHOD_MESSAGE, { Allow: ALLOWED_METHODS.join(", ") });
  }

  const url = new URL(request.url);
  const canonical = canonicalPath(url.pathname) ?? movedCollegePath(url.pathname);
  if (canonical && (request.method === "GET" || request.method === "HEAD")) {
    const headers = new Headers({ Location: canonical + url.search, "Cache-Control": cachePolicy.noStore });
    applySecurityHeaders(headers);
    return new Response(null, { status: 301, headers });
  }

  const timing = new Timing();
  const loadContext: AppLoadContext = {
    // Every D1 query's rows read lands in Server-Timing (d1-rows): a request's cost is visible.
    env: { ...env, DB: meteredD1(env.DB, timing) },
    cspNonce: createNonce(),
    timing,
    waitUntil: (p) => ctx.waitUntil(p),
    clientAddress: clientAddressOf(request, env),
    // Single Fetch data request (client navigation/revalidation): no server render.
    dataRequest: url.pathname.endsWith(".data"),
  };

  let response: Response;
  try {
    response = await handleRemix(request, loadContext);
  } catch (error) {
    console.error("unhandled", error);
    response = new Response("Something went wrong. Please try again.", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cachePolicy.noStore },
    });
  }
  // Queued e-mail leaves after the answer (the outbox: app/lib/accounts/mailer.server.ts).
  const delivery = maybeDeliverMail(env, request.method);
  if (delivery) ctx.waitUntil(delivery);
  // Expired counters, old mail and old audit events leave in small batches (housekeeping.server.ts).
  const pruning = maybePrune(env);
  if (pruning) ctx.waitUntil(pruning);
  // Responses from Remix may have immutable headers (e.g. from fetch); copy to be safe.
  const out = new Response(response.body, response);
  applySecurityHeaders(out.headers);
  // The cache layer and D1 rows read are for developers: not told to the public in production.
  const serverTiming = isProduction(env) ? "" : timing.toHeader();
  if (serverTiming) out.headers.append("Server-Timing", serverTiming);
  return out;
}

function refusal(status: number, message: string, extra: Record<string, string> = {}): Response {
  const headers = new Headers({
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": cachePolicy.noStore,
    ...extra,
  });
  applySecurityHeaders(headers);
  return new Response(message, { status, headers });
}
