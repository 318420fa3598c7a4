/**
 * The server half of /account: its loader, its form's action and its `headers`. `route.tsx` re-exports them, so the
 * browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { changePassword } from "~/lib/accounts/accounts.server";
import { collegeNames, compareHref } from "~/lib/accounts/colleges.server";
import { refuseNewPassword, replyError, replySuccess } from "~/lib/accounts/form-replies.server";
import { listOwnSubmissions } from "~/lib/accounts/own-submissions.server";
import { ACCOUNT_MESSAGES, COMPARE_MAX, COMPARE_MIN, PASSWORD_FIELDS } from "~/lib/accounts/rules";
import {
  createCompareList,
  deleteCompareList,
  listCompareLists,
  listFavourites,
  MAX_COMPARE_LISTS,
  removeFavourite,
} from "~/lib/accounts/saved-colleges.server";
import { ChangePasswordSchema, CompareListSchema, DeleteCompareSchema, FavouriteSchema } from "~/lib/accounts/schemas";
import { clearSessionCookies, getSession, withCookies, type Session } from "~/lib/accounts/session.server";
import { refNames } from "~/lib/admin/refs.server";
import type { FormActionData } from "~/lib/forms/kit";
import { FORM_MESSAGES, getIntent, formFailure, handleForm, readFormData } from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";
import { listOwnProposals } from "~/lib/reviews/proposals.server";
import { listOwnReviews, type OwnReview } from "~/lib/reviews/reviews.server";

export const headers = pageHeaders;

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
      schema: ChangePasswordSchema,
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
      schema: FavouriteSchema,
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
      schema: CompareListSchema,
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
      schema: DeleteCompareSchema,
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
