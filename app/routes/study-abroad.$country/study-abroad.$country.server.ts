/** The server half of /study-abroad/{country}: the guide from the content module; an unknown country is a 404. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { guideFor } from "~/content/study-abroad";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export function loader({ params }: LoaderFunctionArgs) {
  const guide = guideFor(String(params.country ?? "").toLowerCase());
  if (!guide) throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  return { guide };
}
