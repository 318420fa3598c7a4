/**
 * The server half of /login: its action and headers. The route
 * re-exports them from this one `.server` module, so its page carries none of the server modules'
 * (empty) browser chunks.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { logIn } from "~/lib/accounts/accounts.server";
import { replyError, withSetCookies } from "~/lib/accounts/form-replies.server";
import { returnPath } from "~/lib/accounts/return-path";
import { ACCOUNT_MESSAGES, loginLockedMessage } from "~/lib/accounts/rules";
import { parseFavouritesField } from "~/lib/accounts/saved-colleges.server";
import { LoginSchema } from "~/lib/accounts/schemas";
import { startSession } from "~/lib/accounts/session.server";
import { mergeShortlist } from "~/lib/colleges/shortlist.server";
import { formSuccess, FORM_MESSAGES, formFailure, handleForm, hashClient } from "~/lib/forms/kit.server";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

const HIDE = ["password"];

/**
 * Checks the password and signs the visitor in. A wrong e-mail or password gets one generic
 * message; failures are throttled per account and per client (429). Success answers with the
 * e-mail (and where to go back to); Remember me = a 30-day session, otherwise a browser session.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await handleForm(request, context, {
    schema: LoginSchema,
    kind: "login",
    store: false,
    hideFields: HIDE,
  });
  if (!result.ok) return formFailure(result);
  const { value, submission } = result;
  try {
    const outcome = await logIn(context.env, value, await hashClient(context));
    if (outcome.status === "locked")
      return replyError("login", submission, loginLockedMessage(outcome.minutes), 429, HIDE);
    if (outcome.status === "invalid") return replyError("login", submission, ACCOUNT_MESSAGES.loginFailed, 400, HIDE);
    if (outcome.status === "unverified") {
      return replyError("login", submission, ACCOUNT_MESSAGES.loginUnverified, 400, HIDE);
    }
    const cleared = await mergeShortlist(request, context.env, outcome.user.id, parseFavouritesField(value.favourites));
    const cookies = [...(await startSession(request, context.env, outcome.user, value.remember === "on")), ...cleared];
    return withSetCookies(
      formSuccess("login", submission.reply({ resetForm: true }), {
        email: value.email,
        redirectTo: returnPath(value.redirectTo) || null,
      }),
      cookies,
    );
  } catch (error) {
    console.error("login:", error instanceof Error ? error.message : "error");
    return replyError("login", submission, FORM_MESSAGES.unavailable, 503, HIDE);
  }
}
