import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { unavailable } from "~/lib/api.server";
import { businessClaims } from "~/lib/business-claims.server";
import { cachePolicy, resourceHeaders } from "~/lib/cache";
import { readContent } from "~/lib/content.server";
import { shownCertificates } from "~/lib/home-data.server";

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
