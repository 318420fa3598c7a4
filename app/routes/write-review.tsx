/**
 * /write-review: a signed-in student reviews a college. `?college={slug}` preselects
 * it; without JavaScript the college is found with a GET search step (`?q=`). Stored as
 * `pending` in `reviews` (one per account per college); operators publish or reject it.
 * Anonymous visitors log in on this page (the log-in form, posting to /login) and come back
 * here with their choice kept: the same outcome as a redirect to /login, one request sooner.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { LoginForm } from "~/components/accounts/login-form";
import { answerFor, CheckboxField, KitForm, SubmitButton, TextField, useKitForm } from "~/components/forms";
import { CollegePicker, type PickerCollege } from "~/components/reviews/college-picker";
import { CountedTextarea, StarRating } from "~/components/reviews/review-fields";
import { REVIEW_PAGE, REWARD_TERMS } from "~/content/reviews";
import { clearSessionCookies, getSession, withCookies } from "~/lib/accounts/session.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { searchColleges } from "~/lib/colleges/queries.server";
import {
  formError,
  formFailure,
  formSuccess,
  FORM_MESSAGES,
  handleForm,
  hashClient,
  readFormData,
} from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { backTo, loginRedirect, requireWriter } from "~/lib/reviews/auth.server";
import { saveProposal } from "~/lib/reviews/proposals.server";
import { findCollege, findOwnReview, formValues, saveReview } from "~/lib/reviews/reviews.server";
import { ASPECTS, MAX_REVIEW_TEXT, MIN_REVIEW_TEXT, NOT_LISTED, REVIEW_MESSAGES } from "~/lib/reviews/rules";

/** The form's schema: the action awaits it, the page loads it on the form's first input (docs/forms.md). */
const loadSchema = () => import("~/lib/reviews/schema").then((m) => m.ReviewSchema);

const INTENT = "review";
const personal = { "Cache-Control": cachePolicy.personal };

export const headers = pageHeaders;

export const meta = pageMeta({ title: `${REVIEW_PAGE.title} — ${REVIEW_PAGE.badge}`, description: REVIEW_PAGE.intro });

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
    schema: await loadSchema(),
    kind: INTENT,
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
    if (Object.keys(fieldErrors).length) return formError(INTENT, submission.reply({ fieldErrors }), 400);
    try {
      const { collegeName = "", collegeCity = "", collegeState = "", ...review } = value;
      await saveProposal(db, session.user.id, { name: collegeName, city: collegeCity, state: collegeState }, review);
    } catch (error) {
      console.error("review not stored", error instanceof Error ? error.message : "error");
      return formError(INTENT, submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }), 503);
    }
    return formSuccess(INTENT, submission.reply({ resetForm: true }), {
      message: `Thank you! Your review and ${value.collegeName} are waiting to be checked. The college and your review appear once our team approves them.`,
      college: `${value.collegeName} (not listed yet)`,
    });
  }
  try {
    const college = await findCollege(db, value.college);
    if (!college) {
      return formError(INTENT, submission.reply({ fieldErrors: { college: [REVIEW_MESSAGES.unknownCollege] } }), 400);
    }
    const outcome = await saveReview(db, session.user, college, value, {
      edit: formData?.get("edit") === "1",
      clientHash: await hashClient(context),
    });
    if (outcome === "duplicate") {
      return formError(INTENT, submission.reply({ fieldErrors: { liked: [REVIEW_MESSAGES.duplicate] } }), 400);
    }
    if (outcome === "exists") {
      const existing = await findOwnReview(db, session.user.id, college.id);
      return formError(
        INTENT,
        submission.reply({ formErrors: [alreadyMessage(existing?.status === "pending")] }),
        400,
        {
          existing: { slug: college.slug, status: existing?.status ?? "pending" },
        },
      );
    }
    return formSuccess(INTENT, submission.reply({ resetForm: true }), {
      message: outcome === "updated" ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.submitted,
      college: college.name,
    });
  } catch (error) {
    console.error("review not stored", error instanceof Error ? error.message : "error");
    return formError(INTENT, submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }), 503);
  }
}

function alreadyMessage(pending: boolean) {
  return pending
    ? "You have already reviewed this college. Your review is waiting to be checked — you can edit it."
    : "You have already reviewed this college. You can see your review in My account.";
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function WriteReviewRoute() {
  const data = useLoaderData<typeof loader>();
  if ("signIn" in data) return <SignInToWrite redirectTo={data.signIn} />;
  return (
    <WriteReview
      key={`${data.college?.slug ?? ""}:${data.edit ? "edit" : ""}:${data.notListed ? "new" : ""}`}
      data={data}
    />
  );
}

function PageHeading() {
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">
        {REVIEW_PAGE.title}{" "}
        <span className="ml-1 inline-block rounded-full bg-orange-700 px-2 py-0.5 align-middle text-sm font-bold text-white">
          {REVIEW_PAGE.badge}
        </span>
      </h1>
      <p className="mt-2 text-slate-700">{REVIEW_PAGE.intro}</p>
    </>
  );
}

/** An anonymous visitor: log in here and come back to this page (the college chosen kept). */
function SignInToWrite({ redirectTo }: { redirectTo: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading />
      <section
        aria-labelledby="sign-in-title"
        className="mt-6 max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="sign-in-title" className="text-xl font-bold text-slate-900">
          {REVIEW_PAGE.signIn.title}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-700">{REVIEW_PAGE.signIn.text}</p>
        <LoginForm redirectTo={redirectTo} />
      </section>
    </div>
  );
}

function WriteReview({ data }: { data: Exclude<PageData, { signIn: string }> }) {
  const actionData = answerFor(useActionData<typeof action>(), INTENT);
  const navigation = useNavigation();
  const [college, setCollege] = useState<PickerCollege | undefined>(data.college ?? undefined);
  const lastResult = actionData?.result;
  const [form, fields] = useKitForm(loadSchema, {
    id: "review-form",
    lastResult,
    defaultValue: data.defaults ?? (data.college ? { college: data.college.slug } : undefined),
  });
  const success = actionData?.status === "success" ? actionData.data : null;
  const existing =
    (actionData?.data && "existing" in actionData.data ? actionData.data.existing : undefined) ??
    (data.existing && data.college ? { slug: data.college.slug, status: data.existing.status } : undefined);
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading />

      {success ? (
        <div role="status" className="mt-6 rounded-xl border border-green-300 bg-green-50 p-5 text-green-900">
          <p className="font-semibold">{success.message}</p>
          <p className="mt-1 text-sm">College: {success.college}</p>
          <p className="mt-3 flex flex-wrap gap-4 text-sm">
            <Link to="/account#my-reviews" className="font-semibold underline">
              See your reviews in My account
            </Link>
            <Link to="/write-review" reloadDocument className="font-semibold underline">
              Write another review
            </Link>
          </p>
        </div>
      ) : (
        <>
          {existing ? (
            <div role="status" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
              <p>{alreadyMessage(existing.status === "pending")}</p>
              <p className="mt-2 text-sm">
                {existing.status === "pending" ? (
                  <Link
                    to={`/write-review?college=${encodeURIComponent(existing.slug)}&edit=1`}
                    className="font-semibold underline"
                  >
                    Edit your pending review
                  </Link>
                ) : (
                  <Link to="/account#my-reviews" className="font-semibold underline">
                    Go to My account
                  </Link>
                )}
              </p>
            </div>
          ) : null}

          <section aria-labelledby="step-college" className="mt-8">
            <h2 id="step-college" className="text-xl font-semibold text-slate-900">
              1. Your college
            </h2>
            {data.unknownCollege ? <p className="mt-2 text-sm text-red-700">{REVIEW_MESSAGES.unknownCollege}</p> : null}
            {data.notListed ? (
              <div className="mt-3 grid gap-4 sm:grid-cols-3">
                <p className="text-sm text-slate-700 sm:col-span-3">
                  Name your college. It is added to the directory, with your review, once our team has checked it.{" "}
                  <Link to="/write-review" className="font-semibold text-indigo-700 underline">
                    Choose a listed college instead
                  </Link>
                </p>
                <TextField meta={fields.collegeName} label="College name" required form="review-form" />
                <TextField meta={fields.collegeCity} label="City" required form="review-form" />
                <TextField meta={fields.collegeState} label="State" form="review-form" />
              </div>
            ) : (
              <div className="mt-3">
                <CollegePicker
                  selected={college}
                  onSelect={setCollege}
                  query={data.query}
                  results={data.results}
                  errorId={fields.college.errorId}
                  errors={fields.college.errors}
                />
                <p className="mt-2 text-sm">
                  <Link to="/write-review?new=1" className="font-semibold text-indigo-700 underline">
                    My college isn&apos;t listed
                  </Link>
                </p>
              </div>
            )}
          </section>

          <section aria-labelledby="step-review" className="mt-10">
            <h2 id="step-review" className="text-xl font-semibold text-slate-900">
              2. Your review
            </h2>
            <KitForm
              form={form}
              intent={INTENT}
              action={data.notListed ? "/write-review?new=1" : undefined}
              className="mt-4 space-y-6"
            >
              <input type="hidden" name="college" value={data.notListed ? NOT_LISTED : (college?.slug ?? "")} />
              {data.edit ? <input type="hidden" name="edit" value="1" /> : null}
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField meta={fields.course} label="Course" required placeholder="e.g. B.Tech Computer Science" />
                <TextField
                  meta={fields.gradYear}
                  label="Year of graduation (or expected)"
                  type="number"
                  inputMode="numeric"
                  required
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                {ASPECTS.map((a) => (
                  <StarRating key={a.key} meta={fields[a.key]} label={a.label} />
                ))}
              </div>
              <TextField meta={fields.title} label="Title of your review" required maxLength={120} />
              <CountedTextarea
                meta={fields.liked}
                label="What did you like?"
                min={MIN_REVIEW_TEXT}
                max={MAX_REVIEW_TEXT}
              />
              <CountedTextarea
                meta={fields.better}
                label="What could be better?"
                min={MIN_REVIEW_TEXT}
                max={MAX_REVIEW_TEXT}
              />
              <TextField
                meta={fields.reward}
                label="UPI ID or mobile number for the ₹500 reward (optional)"
                autoComplete="off"
                hint={
                  <>
                    Only our team sees this. Read the{" "}
                    <a href="#reward-terms" className="underline">
                      reward terms
                    </a>
                    .
                  </>
                }
              />
              <CheckboxField
                meta={fields.consent}
                label="I confirm that this review describes my own experience as a student of this college."
              />
              <SubmitButton pending={pending} pendingLabel="Submitting...">
                {data.edit ? "Update review" : "Submit review"}
              </SubmitButton>
            </KitForm>
          </section>
        </>
      )}

      <section id="reward-terms" aria-labelledby="reward-terms-title" className="mt-12 rounded-xl bg-slate-50 p-5">
        <h2 id="reward-terms-title" className="text-lg font-semibold text-slate-900">
          {REWARD_TERMS.title}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {REWARD_TERMS.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
