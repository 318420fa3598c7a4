/**
 * The server half of /colleges/{slug}/cutoffs: its loader and its `headers`. `route.tsx` re-exports them, so the
 * browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { getCollege } from "~/lib/colleges/queries.server";
import { collegeCsabCutoffs, type CsabCutoff } from "~/lib/cutoffs/csab-queries.server";
import { collegeMccCutoffs, type MccCutoff } from "~/lib/cutoffs/mcc-queries.server";
import { collegeCutoffs, type CollegeCutoffs } from "~/lib/cutoffs/queries.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

const SLUG = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!SLUG.test(slug) || slug.length > 120) throw notFound();
  const detail = await getCollege(context, slug.toLowerCase());
  if (!detail) throw notFound();
  const url = new URL(request.url);
  if (slug !== detail.college.slug) return redirect(`/colleges/${detail.college.slug}/cutoffs${url.search}`, 301);
  const get = (k: string) => url.searchParams.get(k);
  let cutoffs: CollegeCutoffs | null = null;
  try {
    cutoffs = await collegeCutoffs(context, detail.college.id, {
      year: get("year"),
      round: get("round"),
      quota: get("quota"),
      seat: get("seat"),
      gender: get("gender"),
    });
  } catch (error) {
    console.error("cut-offs unavailable", error instanceof Error ? error.message : error);
  }
  // MCC's NEET-UG All India Quota ranks (medical colleges).
  let mcc: MccCutoff[] | null = null;
  try {
    mcc = await collegeMccCutoffs(context, detail.college.id);
  } catch (error) {
    console.error("MCC cut-offs unavailable", error instanceof Error ? error.message : error);
  }
  // CSAB's special rounds after JoSAA (NITs, IIITs, GFTIs).
  let csab: CsabCutoff[] | null = null;
  try {
    csab = await collegeCsabCutoffs(context, detail.college.id);
  } catch (error) {
    console.error("CSAB cut-offs unavailable", error instanceof Error ? error.message : error);
  }
  const { college } = detail;
  return {
    college: { slug: college.slug, name: college.name, city: college.city, state: college.state },
    cutoffs,
    mcc,
    csab,
  };
}
