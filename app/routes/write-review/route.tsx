/**
 * /write-review: a signed-in student reviews a college. `?college={slug}` preselects
 * it; without JavaScript the college is found with a GET search step (`?q=`). Stored as
 * `pending` in `reviews` (one per account per college); operators publish or reject it.
 * Anonymous visitors log in on this page (the log-in form, posting to /login) and come back
 * here with their choice kept: the same outcome as a redirect to /login, one request sooner.
 */
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { LoginForm } from "~/components/accounts/login-form";
import { answerFor, CheckboxField, KitForm, SubmitButton, TextField, useKitForm } from "~/components/forms";
import { CollegePicker, type PickerCollege } from "~/components/reviews/college-picker";
import { CountedTextarea, StarRating } from "~/components/reviews/review-fields";
import { REVIEW_PAGE, REWARD_TERMS } from "~/content/reviews";
import { pageMeta } from "~/lib/platform/meta";
import {
  ASPECTS,
  MAX_REVIEW_TEXT,
  MIN_REVIEW_TEXT,
  NOT_LISTED,
  REVIEW_INTENT,
  REVIEW_MESSAGES,
} from "~/lib/reviews/rules";
import { ReviewSchema } from "~/lib/reviews/schema";
import type { action, loader } from "./write-review.server";

export { action, headers, loader } from "./write-review.server";

export const meta = pageMeta({ title: `${REVIEW_PAGE.title} — ${REVIEW_PAGE.badge}`, description: REVIEW_PAGE.intro });

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
  const actionData = answerFor(useActionData<typeof action>(), REVIEW_INTENT);
  const navigation = useNavigation();
  const [college, setCollege] = useState<PickerCollege | undefined>(data.college ?? undefined);
  const lastResult = actionData?.result;
  const [form, fields] = useKitForm(ReviewSchema, {
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
              <p>{REVIEW_MESSAGES.already(existing.status === "pending")}</p>
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
              intent={REVIEW_INTENT}
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
