/**
 * /colleges/{slug} on the server: the college (404 for an unknown slug, 301 to its own casing), its reviews, cut-
 * offs and the visitor's shortlist, and the brochure request's action. The route module re-exports these, so the
 * browser build sees one empty module here instead of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { abroadFacts, type AbroadFact } from "~/lib/colleges/abroad.server";
import { BrochureSchema } from "~/lib/colleges/brochure-schema";
import { brochurePath, queueBrochure } from "~/lib/colleges/brochure.server";
import { BROCHURE_INTENT } from "~/lib/colleges/model";
import { getCollege } from "~/lib/colleges/queries.server";
import { readShortlist } from "~/lib/colleges/shortlist.server";
import type { CollegeDetail } from "~/lib/colleges/types";
import { ContentUnavailableError } from "~/lib/content/content.server";
import { collegeCutoffs, type CollegeCutoffs } from "~/lib/cutoffs/queries.server";
import { formFailure, formSuccess, handleForm } from "~/lib/forms/kit.server";
import { cachePolicy } from "~/lib/platform/cache";
import { loadCollegeReviews, type CollegeReviewsData } from "~/lib/reviews/college-page.server";

export { pageHeaders as headers } from "~/lib/platform/cache";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
const SLUG = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/** The college, or "unavailable" when D1 cannot be read (the page says so; the form still answers). */
async function load(
  context: LoaderFunctionArgs["context"],
  raw: string | undefined,
): Promise<CollegeDetail | "unavailable"> {
  const slug = raw ?? "";
  if (!SLUG.test(slug) || slug.length > 120) throw notFound();
  let detail: CollegeDetail | null;
  try {
    detail = await getCollege(context, slug.toLowerCase());
  } catch (error) {
    if (error instanceof ContentUnavailableError) {
      console.error("college page unavailable", error.message);
      return "unavailable";
    }
    throw error;
  }
  if (!detail) throw notFound();
  return detail;
}

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const detail = await load(context, params.slug);
  if (detail === "unavailable") {
    return { detail: null, slug: String(params.slug).toLowerCase(), origin: new URL(request.url).origin };
  }
  if (params.slug !== detail.college.slug) {
    const url = new URL(request.url);
    return redirect(`/colleges/${detail.college.slug}${url.search}`, 301);
  }
  // Reviews: aggregates from the college row + one indexed page; a failure hides the block only.
  let reviews: CollegeReviewsData | null = null;
  try {
    reviews = await loadCollegeReviews(context, detail.college.id, new URL(request.url));
  } catch (error) {
    console.error("college reviews unavailable", error instanceof Error ? error.message : "error");
  }
  const shortlist = await readShortlist(request, context.env).catch(() => ({ slugs: [] as string[] }));
  const saved = shortlist.slugs.includes(detail.college.slug);
  // JoSAA cut-offs (IITs, NITs, IIITs, GFTIs): the selection from the section's GET form; a failure hides it.
  let cutoffs: CollegeCutoffs | null = null;
  try {
    const url = new URL(request.url);
    const get = (k: string) => url.searchParams.get(k);
    cutoffs = await collegeCutoffs(context, detail.college.id, {
      year: get("year"),
      round: get("round"),
      quota: get("quota"),
      seat: get("seat"),
      gender: get("gender"),
    });
  } catch (error) {
    console.error("college cut-offs unavailable", error instanceof Error ? error.message : "error");
  }
  // A university abroad: its sourced figures (a failure hides the block only).
  let abroad: AbroadFact[] | null = null;
  if (detail.college.country !== "india") {
    try {
      abroad = await abroadFacts(context, detail.college.slug);
    } catch (error) {
      console.error("abroad figures unavailable", error instanceof Error ? error.message : "error");
    }
  }
  return { detail, reviews, saved, cutoffs, abroad, slug: detail.college.slug, origin: new URL(request.url).origin };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const detail = await load(context, params.slug);
  const slug = detail === "unavailable" ? String(params.slug).toLowerCase() : detail.college.slug;
  const result = await handleForm(request, context, {
    schema: BrochureSchema,
    kind: BROCHURE_INTENT,
    ref: slug,
    toPayload: (v) => ({ ...v, call: v.call === "on", college: detail === "unavailable" ? slug : detail.college.name }),
  });
  if (!result.ok) return formFailure(result);
  // Stored; now the e-mail with the brochure's link (a page built from the college's data).
  let queued = false;
  if (detail !== "unavailable") {
    try {
      queued = await queueBrochure(context.env, {
        to: result.value.email,
        name: result.value.name,
        call: result.value.call === "on",
        detail,
      });
    } catch (error) {
      console.error("brochure mail not queued", error instanceof Error ? error.message : error);
    }
  }
  return formSuccess(BROCHURE_INTENT, result.submission.reply({ resetForm: true }), {
    name: result.value.name,
    email: result.value.email,
    queued,
    call: result.value.call === "on",
    brochure: detail === "unavailable" ? null : brochurePath(slug),
  });
}
