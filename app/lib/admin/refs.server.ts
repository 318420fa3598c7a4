/**
 * What a lead's `ref` points at, by name: the college of a brochure request, the expert of a
 * booking, the service of an inquiry — with the page it is on. Colleges are read from D1 in one
 * indexed look-up (slug is UNIQUE); experts and services are the typed catalogues.
 */
import { findExpert } from "~/content/experts";
import { findService } from "~/content/services";
import { collegeNames } from "../accounts/colleges.server";
import type { Env } from "../platform/config";

export interface RefName {
  name: string;
  href?: string;
}

/** The kinds whose ref is a college's slug. */
const COLLEGE_KINDS = new Set(["brochure"]);

/** A resolver of (kind, ref) → name and page, for these leads. */
export async function refNames(
  env: Env,
  leads: ReadonlyArray<{ kind: string; ref: string | null }>,
): Promise<(kind: string, ref: string | null) => RefName | undefined> {
  const slugs = leads.filter((l) => l.ref && COLLEGE_KINDS.has(l.kind)).map((l) => l.ref as string);
  const college = slugs.length ? await collegeNames(env, slugs) : (key: string) => key;
  return (kind, ref) => {
    if (!ref) return undefined;
    if (COLLEGE_KINDS.has(kind)) return { name: college(ref), href: `/colleges/${encodeURIComponent(ref)}` };
    if (kind === "booking") {
      const expert = findExpert(ref);
      return expert ? { name: expert.name, href: `/connect/book/${expert.id}` } : { name: `Expert ${ref}` };
    }
    if (kind === "inquiry") {
      const service = findService(ref);
      return service ? { name: service.title, href: `/services/${service.slug}` } : { name: ref };
    }
    return { name: ref };
  };
}

/**
 * A typed ref filter → the stored ref: itself when leads carry it, else the one ref that starts
 * with it ("coep" → "coep-technological-university"); unchanged when none or several do.
 */
export async function resolveRef(env: Env, typed: string): Promise<string> {
  const { results } = await env.DB.prepare(
    "SELECT DISTINCT ref FROM lead_ref_kinds WHERE ref >= ?1 AND ref < ?1 || char(1114111) ORDER BY ref LIMIT 3",
  )
    .bind(typed)
    .all<{ ref: string }>();
  const refs = (results ?? []).map((r) => r.ref);
  if (refs.includes(typed)) return typed;
  return refs.length === 1 ? refs[0] : typed;
}
