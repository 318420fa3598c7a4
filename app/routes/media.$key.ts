/**
 * /media/{key}: images uploaded in the operator console, from the R2 bucket (MEDIA). Keys are
 * content hashes, so a key's bytes never change: cached for a year, immutable.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachePolicy } from "~/lib/platform/cache";

const KEY = /^[a-f0-9]{32}\.(?:png|jpg|webp|gif|avif)$/;

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const key = params.key ?? "";
  const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  if (!KEY.test(key) || !context.env.MEDIA) return notFound();
  const object = await context.env.MEDIA.get(key);
  if (!object) return notFound();
  const etag = object.httpEtag;
  const headers = {
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": cachePolicy.immutable,
    ETag: etag,
    "Content-Security-Policy": "default-src 'none'",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}
