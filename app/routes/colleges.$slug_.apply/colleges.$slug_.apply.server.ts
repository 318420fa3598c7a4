/**
 * The server half of /colleges/{slug}/apply: its loader, its form's action and its `headers`. `route.tsx` re-exports
 * them, so the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { abroadFacts } from "~/lib/colleges/abroad.server";
import { BrochureSchema } from "~/lib/colleges/brochure-schema";
import { getCollege } from "~/lib/colleges/queries.server";
import { ContentUnavailableError } from "~/lib/content/content.server";
import { formFailure, formSuccess, handleForm } from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";
import { INTENT } from "./shared";

export const headers = pageHeaders;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The college; null when D1 cannot be read (the page still takes the request; storing then answers 503). */
async function collegeOr404(context: LoaderFunctionArgs["context"], slug: string | undefined) {
  if (!slug || !SLUG.test(slug) || slug.length > 120) throw notFound();
  let detail;
  try {
    detail = await getCollege(context, slug);
  } catch (error) {
    if (error instanceof ContentUnavailableError) return null;
    throw error;
  }
  if (!detail) throw notFound();
  return detail;
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });

/** Only an http(s) address is followed. */
function officialSite(website: string): string | null {
  try {
    const url = new URL(website);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A university abroad's own application page where its sourced figures hold one (abroad_facts kind "apply"), else
 * null; a failed read falls back to the official website.
 */
async function applicationPage(
  context: LoaderFunctionArgs["context"],
  college: { slug: string; country: string },
): Promise<string | null> {
  if (college.country === "india") return null;
  try {
    return (await abroadFacts(context, college.slug)).find((f) => f.kind === "apply")?.value ?? null;
  } catch (error) {
    console.error("abroad application page unavailable", error instanceof Error ? error.message : "error");
    return null;
  }
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const detail = await collegeOr404(context, params.slug);
  if (!detail) return { college: { slug: String(params.slug), name: "this college" }, courses: [] };
  const apply = await applicationPage(context, detail.college);
  const site = (apply && officialSite(apply)) ?? officialSite(detail.college.website);
  if (site) throw redirect(site, { status: 302, headers: { "Cache-Control": cachePolicy.noStore } });
  return {
    college: { slug: detail.college.slug, name: detail.college.name },
    courses: detail.courses.map((c) => c.name),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const detail = await collegeOr404(context, params.slug);
  const slug = detail?.college.slug ?? String(params.slug);
  const result = await handleForm(request, context, {
    schema: BrochureSchema,
    kind: INTENT,
    ref: slug,
    toPayload: (v) => ({ ...v, college: detail?.college.name ?? slug, purpose: "Help applying" }),
  });
  if (!result.ok) return formFailure(result);
  return formSuccess(INTENT, result.submission.reply({ resetForm: true }), {
    name: result.value.name,
    phone: result.value.phone,
  });
}
