/**
 * /account: signed-in only (else /login?redirectTo=…). Profile with change
 * password, the shortlist (colleges saved from the directory, a college page, compare or the finder's hearts)
 * with a link to compare them, compare lists, and the visitor's own
 * inquiries, bookings and call requests matched by their verified e-mail — paged.
 * Rendered per user: `private, no-store`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
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
import { ACCOUNT_MESSAGES, COMPARE_MAX, COMPARE_MIN, PASSWORD_FIELDS } from "~/lib/account-rules";
import {
  changePassword,
  createCompareList,
  deleteCompareList,
  listCompareLists,
  listFavourites,
  listOwnSubmissions,
  MAX_COMPARE_LISTS,
  removeFavourite,
} from "~/lib/accounts/accounts.server";
import { collegeNames, compareHref } from "~/lib/accounts/colleges.server";
import { refuseNewPassword, replyError, replySuccess } from "~/lib/accounts/form-replies.server";
import { clearSessionCookies, getSession, withCookies, type Session } from "~/lib/accounts/session.server";
import { VISITOR_STATUS_LABELS } from "~/lib/admin/leads";
import { refNames } from "~/lib/admin/refs.server";
import { BOOKING_STATE_LABELS } from "~/lib/booking";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { formatIstDate } from "~/lib/dates";
import type { FormActionData } from "~/lib/form-kit";
import { FORM_MESSAGES, getIntent, formFailure, handleForm, readFormData } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { listOwnProposals } from "~/lib/reviews/proposals.server";
import { listOwnReviews, type OwnReview } from "~/lib/reviews/reviews.server";

/** The forms' schemas: the action awaits them, the page loads one on its form's first input (docs/forms.md). */
const schemas = () => import("~/lib/accounts/schemas");

export const headers = pageHeaders;

export const meta = pageMeta({
  title: "My account",
  description: "Your StudySaathi profile, saved colleges and requests.",
});

const personal = { "Cache-Control": cachePolicy.personal };

/** The session, or a redirect to /login that comes back here (and drops stale cookies). */
async function requireSession(request: Request, env: Parameters<typeof getSession>[1]): Promise<Session> {
  const session = await getSession(request, env);
  if (session) return session;
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`, {
    headers: withCookies(clearSessionCookies(), { "Cache-Control": cachePolicy.noStore }),
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireSession(request, context.env);
  const pageParam = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam > 0 && pageParam <= 1000 ? pageParam : 1;
  const [favourites, compareLists, submissions, reviews] = await Promise.all([
    listFavourites(context.env, session.user.id),
    listCompareLists(context.env, session.user.id),
    listOwnSubmissions(context.env, session.user.email, page),
    listOwnReviews(context.env.DB, session.user.id).catch((): OwnReview[] => []),
  ]);
  const [collegeName, refName, proposals] = await Promise.all([
    collegeNames(context.env, [...favourites, ...compareLists.flatMap((l) => l.colleges)]),
    refNames(context.env, submissions.items),
    listOwnProposals(context.env.DB, session.user.id).catch(() => []),
  ]);
  return data(
    {
      user: { name: session.user.name, email: session.user.email },
      favourites: favourites.map((key) => ({ key, name: collegeName(key) })),
      /** The first saved colleges the compare page takes, side by side. */
      compareFavouritesHref: compareHref(favourites.slice(0, COMPARE_MAX)),
      compareLists: compareLists.map((l) => ({
        id: l.id,
        name: l.name,
        href: compareHref(l.colleges),
        colleges: l.colleges.map(collegeName),
      })),
      submissions: {
        ...submissions,
        items: submissions.items.map((s) => ({ ...s, refName: refName(s.kind, s.ref) })),
      },
      reviews,
      proposals,
      page,
    },
    { headers: personal },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireSession(request, context.env);
  const env = context.env;
  const formData = await readFormData(request);
  const intent = getIntent(formData);
  const back = () => redirect(new URL(request.url).pathname, { headers: { "Cache-Control": cachePolicy.noStore } });

  if (intent === "change-password") {
    const result = await handleForm(request, context, {
      schema: (await schemas()).ChangePasswordSchema,
      kind: "change-password",
      formData,
      store: false,
      hideFields: PASSWORD_FIELDS,
    });
    if (!result.ok) return formFailure(result);
    const { value, submission } = result;
    const refused = await refuseNewPassword(env, intent, submission, value.password, PASSWORD_FIELDS);
    if (refused) return refused;
    try {
      const ok = await changePassword(env, session.user.id, session.idHash, value.currentPassword, value.password);
      if (!ok) {
        return data<FormActionData>(
          {
            intent,
            status: "error",
            result: submission.reply({
              fieldErrors: { currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] },
              hideFields: PASSWORD_FIELDS,
            }),
          },
          { status: 400, headers: { "Cache-Control": cachePolicy.noStore } },
        );
      }
      return replySuccess(intent, submission, { message: ACCOUNT_MESSAGES.passwordChanged });
    } catch (error) {
      console.error("account:", error instanceof Error ? error.message : "error");
      return replyError(intent, submission, FORM_MESSAGES.unavailable, 503, PASSWORD_FIELDS);
    }
  }

  if (intent === "remove-favourite") {
    const result = await handleForm(request, context, {
      schema: (await schemas()).FavouriteSchema,
      kind: intent,
      formData,
      store: false,
    });
    if (!result.ok) return formFailure(result);
    await removeFavourite(env, session.user.id, result.value.college);
    return back();
  }

  if (intent === "compare-list") {
    const result = await handleForm(request, context, {
      schema: (await schemas()).CompareListSchema,
      kind: intent,
      formData,
      store: false,
    });
    if (!result.ok) return formFailure(result);
    const saved = new Set(await listFavourites(env, session.user.id));
    const colleges = [...new Set(result.value.colleges)].filter((c) => saved.has(c));
    if (colleges.length < COMPARE_MIN) {
      return replyError(intent, result.submission, `Pick ${COMPARE_MIN} to ${COMPARE_MAX} saved colleges.`, 400);
    }
    if ((await listCompareLists(env, session.user.id)).length >= MAX_COMPARE_LISTS) {
      return replyError(intent, result.submission, `You can keep up to ${MAX_COMPARE_LISTS} lists.`, 400);
    }
    await createCompareList(env, session.user.id, result.value.name, colleges);
    return back();
  }

  if (intent === "delete-compare") {
    const result = await handleForm(request, context, {
      schema: (await schemas()).DeleteCompareSchema,
      kind: intent,
      formData,
      store: false,
    });
    if (!result.ok) return formFailure(result);
    await deleteCompareList(env, session.user.id, result.value.list);
    return back();
  }

  return data<FormActionData>(
    { intent, status: "error", result: { status: "error", error: { "": [FORM_MESSAGES.unreadable] } } },
    { status: 400, headers: { "Cache-Control": cachePolicy.noStore } },
  );
}

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
  const [form, fields] = useKitForm(() => schemas().then((m) => m.ChangePasswordSchema), {
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
  const [form, fields] = useKitForm(() => schemas().then((m) => m.CompareListSchema), {
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
