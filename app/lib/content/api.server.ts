/**
 * The public JSON API, served from D1 through the cached data
 * layer so other clients keep working. Each answer keeps the shape its clients read.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { cachePolicy } from "../platform/cache";
import { readContent, type ContentKey } from "./content.server";

/** 503 with an empty list and a message (never cached). */
export const unavailable = () =>
  Response.json(
    { data: [], error: "Content is temporarily unavailable." },
    {
      status: 503,
      headers: { "Cache-Control": cachePolicy.noStore },
    },
  );

/** `{ data: [...] }` — clients read `data.data`. */
export async function dataEnvelope(context: AppLoadContext, key: ContentKey) {
  try {
    const data = await readContent(context, key);
    return Response.json({ data }, { headers: { "Cache-Control": cachePolicy.api } });
  } catch {
    return unavailable();
  }
}

/** A bare array — clients read the answer itself as the list. */
export async function bareList(context: AppLoadContext, key: ContentKey) {
  try {
    const data = await readContent(context, key);
    return Response.json(data, { headers: { "Cache-Control": cachePolicy.api } });
  } catch {
    return unavailable();
  }
}
