import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { unavailable } from "~/lib/content/api.server";
import { businessClaims } from "~/lib/content/business-claims.server";
import { readContent } from "~/lib/content/content.server";
import { shownCertificates } from "~/lib/home/data.server";
import { cachePolicy, resourceHeaders } from "~/lib/platform/cache";

export const headers = resourceHeaders;

/** The certificates as the home shows them: a business badge only once set with a source and shown. */
export async function loader({ context }: LoaderFunctionArgs) {
  try {
    const [rows, claims] = await Promise.all([readContent(context, "certificates"), businessClaims(context)]);
    return Response.json({ data: shownCertificates(rows, claims) }, { headers: { "Cache-Control": cachePolicy.api } });
  } catch {
    return unavailable();
  }
}
