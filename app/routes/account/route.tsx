/**
 * /account: signed-in only (else /login?redirectTo=…). Profile with change
 * password, the shortlist (colleges saved from the directory, a college page, compare or the finder's hearts)
 * with a link to compare them, compare lists, and the visitor's own
 * inquiries, bookings and call requests matched by their verified e-mail — paged.
 * Rendered per user: `private, no-store`.
 */
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { linkClass, primaryButtonClass } from "~/components/accounts/auth-layout";
import { PasswordField } from "~/components/accounts/password-field";
import {
  answerFor,
  FormErrors,
  FormMeta,
  getFormProps,
  KitForm,
  SubmitButton,
  TextField,
  useKitForm,
} from "~/components/forms";
import { MyReviews } from "~/components/reviews/my-reviews";
import { COMPARE_MAX, COMPARE_MIN } from "~/lib/accounts/rules";
import { ChangePasswordSchema, CompareListSchema } from "~/lib/accounts/schemas";
import { VISITOR_STATUS_LABELS } from "~/lib/admin/leads";
import { BOOKING_STATE_LABELS } from "~/lib/bookings/booking";
import { formatIstDate } from "~/lib/format/dates";
import { pageMeta } from "~/lib/platform/meta";
import type { loader, action } from "./account.server";

export { action, headers, loader } from "./account.server";

export const meta = pageMeta({
  title: "My account",
  description: "Your StudySaathi profile, saved colleges and requests.",
});

const sectionClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

const smallButton =
  "rounded-lg border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-50";

function kindLabel(kind: string) {
  const text = kind.replace(/[-_]+/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The action's answer, as the page reads it. */
type ActionData = ReturnType<typeof useActionData<typeof action>>;

function ChangePassword({ actionData }: { actionData: ActionData }) {
  const navigation = useNavigation();
  const [form, fields] = useKitForm(ChangePasswordSchema, {
    id: "change-password",
    lastResult: answerFor(actionData, "change-password")?.result,
    shouldValidate: "onBlur",
  });
  const done = actionData?.intent === "change-password" && actionData.status === "success";
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 flex max-w-md flex-col gap-4">
      <h3 className="text-lg font-semibold text-slate-900">Change password</h3>
      <FormMeta intent="change-password" />
      {done ? (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          {String(actionData.data?.message ?? "")}
        </p>
      ) : null}
      <FormErrors form={form} />
      <PasswordField meta={fields.currentPassword} label="Current Password" autoComplete="current-password" />
      <PasswordField meta={fields.password} label="New Password" autoComplete="new-password" strength />
      <PasswordField meta={fields.confirmPassword} label="Confirm Password" autoComplete="new-password" />
      <SubmitButton
        pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password"}
        pendingLabel="Saving…"
        className={primaryButtonClass}
      >
        Change Password
      </SubmitButton>
    </Form>
  );
}

function CompareListForm({
  favourites,
  actionData,
}: {
  favourites: { key: string; name: string }[];
  actionData: ActionData;
}) {
  const [form, fields] = useKitForm(CompareListSchema, {
    id: "compare-list",
    lastResult: answerFor(actionData, "compare-list")?.result,
  });
  return (
    <KitForm form={form} intent="compare-list" className="mt-4 flex flex-col gap-3">
      <TextField meta={fields.name} label="List name" placeholder="e.g. My top picks" />
      <fieldset aria-describedby={fields.colleges.errorId}>
        <legend className="mb-1 text-sm font-medium text-slate-800">
          Colleges to compare ({COMPARE_MIN} to {COMPARE_MAX})
        </legend>
        <ul className="grid gap-1 sm:grid-cols-2">
          {favourites.map((f, i) => (
            <li key={f.key}>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  id={i === 0 ? fields.colleges.id : undefined}
                  name={fields.colleges.name}
                  value={f.key}
                  className="h-4 w-4"
                />
                {f.name}
              </label>
            </li>
          ))}
        </ul>
        {fields.colleges.errors?.length ? (
          <p id={fields.colleges.errorId} className="mt-1 text-sm text-red-700">
            {fields.colleges.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <SubmitButton className={`${primaryButtonClass} sm:w-auto`}>Save compare list</SubmitButton>
    </KitForm>
  );
}

export default function AccountPage() {
  const { user, favourites, compareFavouritesHref, compareLists, submissions, reviews, proposals, page } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">My account</h1>

      <section aria-labelledby="profile-title" className={sectionClass}>
        <h2 id="profile-title" className="text-xl font-bold text-slate-900">
          Profile
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-700">Name</dt>
          <dd className="text-slate-900">{user.name}</dd>
          <dt className="font-medium text-slate-700">Email</dt>
          <dd className="break-all text-slate-900">{user.email}</dd>
        </dl>
        <ChangePassword actionData={actionData} />
      </section>

      <section aria-labelledby="saved-title" className={sectionClass}>
        <h2 id="saved-title" className="text-xl font-bold text-slate-900">
          Shortlisted colleges
        </h2>
        {favourites.length === 0 ? (
          <p className="mt-2 text-slate-700">
            No colleges shortlisted yet. Press Shortlist on any college in the{" "}
            <Link to="/colleges" className={linkClass}>
              college directory
            </Link>{" "}
            or the heart in the{" "}
            <Link to="/cource-finder" className={linkClass}>
              Course Finder
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {favourites.map((f) => (
              <li key={f.key} className="flex items-center justify-between gap-3 py-2">
                <span className="text-slate-900">{f.name}</span>
                <Form method="post">
                  <FormMeta intent="remove-favourite" />
                  <input type="hidden" name="college" value={f.key} />
                  <button type="submit" className={smallButton} aria-label={`Remove ${f.name}`}>
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {favourites.length >= COMPARE_MIN ? (
          <p className="mt-3">
            <Link to={compareFavouritesHref} className={linkClass}>
              {`Compare ${favourites.length > COMPARE_MAX ? `the first ${COMPARE_MAX}` : "them"} side by side`}
            </Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="compare-title" className={sectionClass}>
        <h2 id="compare-title" className="text-xl font-bold text-slate-900">
          Compare lists
        </h2>
        {compareLists.length === 0 ? <p className="mt-2 text-slate-700">No compare lists yet.</p> : null}
        <ul className="mt-3 space-y-2">
          {compareLists.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-3">
              <span>
                <Link to={l.href} className={linkClass}>
                  {l.name}
                </Link>{" "}
                <span className="text-sm text-slate-700">({l.colleges.join(", ")})</span>
              </span>
              <Form method="post">
                <FormMeta intent="delete-compare" />
                <input type="hidden" name="list" value={l.id} />
                <button type="submit" className={smallButton} aria-label={`Delete ${l.name}`}>
                  Delete
                </button>
              </Form>
            </li>
          ))}
        </ul>
        {favourites.length >= COMPARE_MIN ? (
          <CompareListForm favourites={favourites} actionData={actionData} />
        ) : (
          <p className="mt-2 text-sm text-slate-700">Save at least {COMPARE_MIN} colleges to make a compare list.</p>
        )}
      </section>

      <MyReviews reviews={reviews} proposals={proposals} className={sectionClass} />

      <section aria-labelledby="requests-title" className={sectionClass}>
        <h2 id="requests-title" className="text-xl font-bold text-slate-900">
          My requests
        </h2>
        <p className="mt-1 text-sm text-slate-700">Inquiries, bookings and call requests made with {user.email}.</p>
        {submissions.items.length === 0 ? (
          <p className="mt-3 text-slate-700">{page > 1 ? "No more requests." : "No requests yet."}</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Request
                </th>
                <th scope="col" className="py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {submissions.items.map((s) => (
                <tr key={s.id} className="border-b border-slate-100">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatIstDate(s.createdAt)}</td>
                  <td className="py-2 pr-3">
                    {kindLabel(s.kind)}
                    {s.refName ? (
                      <span className="text-slate-700">
                        {" · "}
                        {s.refName.href ? (
                          <Link to={s.refName.href} className={linkClass}>
                            {s.refName.name}
                          </Link>
                        ) : (
                          s.refName.name
                        )}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2">
                    {VISITOR_STATUS_LABELS[s.status]}
                    {s.booking ? (
                      <span className="block text-slate-700">
                        {`Booking: ${BOOKING_STATE_LABELS[s.booking.state]}`}
                        {s.booking.text ? <span className="block">{s.booking.text}</span> : null}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <nav aria-label="Requests pages" className="mt-3 flex gap-4 text-sm">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className={linkClass}>
              Newer requests
            </Link>
          ) : null}
          {submissions.hasMore ? (
            <Link to={`?page=${page + 1}`} className={linkClass}>
              Older requests
            </Link>
          ) : null}
        </nav>
      </section>
    </div>
  );
}
