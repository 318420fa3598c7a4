/**
 * Display names for an account's saved college keys (directory slugs), read from D1 in one
 * indexed look-up per 90 keys (slug is UNIQUE). Unknown keys are shown as they are, never dropped.
 */
import type { Env } from "~/lib/platform/config";

const CHUNK = 90; // below D1's 100 bound parameters

export async function collegeNames(env: Env, keys: readonly string[]): Promise<(key: string) => string> {
  const unique = [...new Set(keys)];
  const names = new Map<string, string>();
  for (let i = 0; i < unique.length; i += CHUNK) {
    const part = unique.slice(i, i + CHUNK);
    const { results } = await env.DB.prepare(
      `SELECT slug, name FROM colleges WHERE slug IN (${part.map(() => "?").join(",")})`,
    )
      .bind(...part)
      .all<{ slug: string; name: string }>();
    for (const row of results) names.set(row.slug, row.name);
  }
  return (key) => names.get(key) ?? key;
}

/** The compare page takes slugs: /compare?c=a,b. */
export function compareHref(keys: readonly string[]): string {
  return `/compare?c=${keys.map(encodeURIComponent).join(",")}`;
}
