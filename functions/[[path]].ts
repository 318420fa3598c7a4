/**
 * Cloudflare Pages Functions entry: every request that is not a static file
 * (see public/_routes.json) lands here and is answered by the Remix app.
 *
 * Per request it builds the load context (env, a fresh CSP nonce, a Server-Timing
 * collector, the client address), redirects non-canonical casings of the spec's
 * routes, and adds security headers and Server-Timing to every response.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The Remix classic compiler writes this file (`npm run build`).
import type { Env } from "../app/lib/platform/config";
import { handleEdgeRequest } from "../app/lib/platform/edge.server";
import * as build from "../build/index.js";

const handleRemix = createRequestHandler(build as unknown as ServerBuild, "production");

export const onRequest: PagesFunction<Env> = (context) =>
  handleEdgeRequest(context.request, context.env, context, handleRemix);
