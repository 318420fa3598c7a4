/**
 * A university abroad's sourced figures (abroad_facts: admission rate, enrolment, tuition, published minimums,
 * website), each with its source, edition and the date read. Read through the cached data layer.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCached } from "../content/content.server";

export interface AbroadFact {
  level: string;
  kind: string;
  value: string;
  scope: string;
  source_name: string;
  source_url: string;
  edition: string;
  read_on: string;
}

export async function abroadFacts(context: AppLoadContext, slug: string): Promise<AbroadFact[]> {
  return readCached(context, `abroad-facts-${slug}`, "v1", async () => {
    const { results } = await context.env.DB.prepare(
      `SELECT level, kind, value, scope, source_name, source_url, edition, read_on FROM abroad_facts
       WHERE college_slug = ? ORDER BY level, kind, id`,
    )
      .bind(slug)
      .all<AbroadFact>();
    return results ?? [];
  });
}
