import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { directoryCounts } from "~/lib/colleges/directory-counts.server";
import { unavailable } from "~/lib/content/api.server";
import { businessClaims } from "~/lib/content/business-claims.server";
import { readContent } from "~/lib/content/content.server";
import { whyUsTiles } from "~/lib/home/data.server";
import { cachePolicy, resourceHeaders } from "~/lib/platform/cache";

export const headers = resourceHeaders;

/**
 * The 'Why us?' tiles as the home shows them: the directory's counts as D1 holds them and a business figure only
 * once an operator has set it with a source and shows it; never the rows' own stored figures.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  try {
    const [rows, counts, claims] = await Promise.all([
      readContent(context, "whyUs"),
      directoryCounts(context),
      businessClaims(context),
    ]);
    const data = whyUsTiles(rows, counts, claims).map(({ id, title, description, counter_value, suffix }) => ({
      id,
      title,
      description,
      counter_value,
      suffix,
      image: rows.find((r) => r.id === id)?.image ?? "",
    }));
    return Response.json({ data }, { headers: { "Cache-Control": cachePolicy.api } });
  } catch {
    return unavailable();
  }
}
