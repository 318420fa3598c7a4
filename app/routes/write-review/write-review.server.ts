/**
 * /write-review on the server: the page's data (the chosen college, the search step, the writer's own review) and
 * the review form's action. The route module re-exports these, so the browser build sees one empty module here
 * instead of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import type { PickerCollege } from "~/components/reviews/college-picker";
import { clearSessionCookies, getSession, withCookies } from "~/lib/accounts/session.server";
import { searchColleges } from "~/lib/colleges/queries.server";
import {
  formError,
  formFailure,
  formSuccess,
  FORM_MESSAGES,
  handleForm,
  hashClient,
  readFormData,
} from "~/lib/forms/kit.server";
import { cachePolicy } from "~/lib/platform/cache";
import { backTo, loginRedirect, requireWriter } from "~/lib/reviews/auth.server";
import { saveProposal } from "~/lib/reviews/proposals.server";
import { findCollege, findOwnReview, formValues, saveReview } from "~/lib/reviews/reviews.server";
import { NOT_LISTED, REVIEW_INTENT, REVIEW_MESSAGES } from "~/lib/reviews/rules";
import { ReviewSchema } from "~/lib/reviews/schema";

export { pageHeaders as headers } from "~/lib/platform/cache";

const personal = { "Cache-Control": cachePolicy.personal };

const pick = (c: { slug: string; name: string; city: string; state: string }): PickerCollege => ({
  slug: c.slug,
  name: c.name,
  city: c.city,
  state: c.state,
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const suggest = url.searchParams.get("suggest");
  const session = await getSession(request, context.env);
  if (!session) {
    // The combobox's suggestions are only for signed-in writers.
    if (suggest !== null) throw loginRedirect(request);
    return data({ signIn: backTo(request) }, { headers: withCookies(clearSessionCookies(), personal) });
  }
  const db = context.env.DB;
  if (suggest !== null) {
    const suggestions = (await searchColleges(context, suggest.slice(0, 100))).hits.map(pick);
    return data({ suggestions } as never, { headers: personal });
  }
  const notListed = url.searchParams.get("new") === "1";
  const slug = notListed ? "" : (url.searchParams.get("college") ?? "").trim().slice(0, 200);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const college = slug ? await findCollege(db, slug) : null;
  const results = query && !college ? (await searchColleges(context, query, 20)).hits.map(pick) : [];
  const existing = college ? await findOwnReview(db, session.user.id, college.id) : null;
  const edit = url.searchParams.get("edit") === "1" && existing?.status === "pending";
  return data(
    {
      college: college ? pick(college) : null,
      notListed,
      unknownCollege: Boolean(slug && !college),
      query,
      results,
      existing: existing && !edit ? { status: existing.status } : null,
      edit,
      defaults: edit && existing && college ? formValues(existing, college.slug) : undefined,
    },
    { headers: personal },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const posted = String(formData?.get("college") ?? "").slice(0, 200);
  // Signed out: requireWriter throws the redirect to the log-in page (back to this college).
  const session = await requireWriter(
    request,
    context.env,
    `/write-review${posted ? `?college=${encodeURIComponent(posted)}` : ""}`,
  );
  const result = await handleForm(request, context, {
    schema: ReviewSchema,
    kind: REVIEW_INTENT,
    formData,
    store: false,
  });
  if (!result.ok) return formFailure(result);
  const { value, submission } = result;
  const db = context.env.DB;
  if (value.college === NOT_LISTED) {
    const fieldErrors: Record<string, string[]> = {};
    if ((value.collegeName ?? "").length < 2) fieldErrors.collegeName = ["Please enter your college's name."];
    if (!value.collegeCity) fieldErrors.collegeCity = ["Please enter the city."];
    if (Object.keys(fieldErrors).length) return formError(REVIEW_INTENT, submission.reply({ fieldErrors }), 400);
    try {
      const { collegeName = "", collegeCity = "", collegeState = "", ...review } = value;
      await saveProposal(db, session.user.id, { name: collegeName, city: collegeCity, state: collegeState }, review);
    } catch (error) {
      console.error("review not stored", error instanceof Error ? error.message : "error");
      return formError(REVIEW_INTENT, submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }), 503);
    }
    return formSuccess(REVIEW_INTENT, submission.reply({ resetForm: true }), {
      message: `Thank you! Your review and ${value.collegeName} are waiting to be checked. The college and your review appear once our team approves them.`,
      college: `${value.collegeName} (not listed yet)`,
    });
  }
  try {
    const college = await findCollege(db, value.college);
    if (!college) {
      return formError(
        REVIEW_INTENT,
        submission.reply({ fieldErrors: { college: [REVIEW_MESSAGES.unknownCollege] } }),
        400,
      );
    }
    const outcome = await saveReview(db, session.user, college, value, {
      edit: formData?.get("edit") === "1",
      clientHash: await hashClient(context),
    });
    if (outcome === "duplicate") {
      return formError(REVIEW_INTENT, submission.reply({ fieldErrors: { liked: [REVIEW_MESSAGES.duplicate] } }), 400);
    }
    if (outcome === "exists") {
      const existing = await findOwnReview(db, session.user.id, college.id);
      return formError(
        REVIEW_INTENT,
        submission.reply({ formErrors: [REVIEW_MESSAGES.already(existing?.status === "pending")] }),
        400,
        {
          existing: { slug: college.slug, status: existing?.status ?? "pending" },
        },
      );
    }
    return formSuccess(REVIEW_INTENT, submission.reply({ resetForm: true }), {
      message: outcome === "updated" ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.submitted,
      college: college.name,
    });
  } catch (error) {
    console.error("review not stored", error instanceof Error ? error.message : "error");
    return formError(REVIEW_INTENT, submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }), 503);
  }
}
