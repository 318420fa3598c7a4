/**
 * The server half of /reset-password: its loader, its form's action and its `headers`. `route.tsx` re-exports them,
 * so the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { resetPassword, resetTokenValid } from "~/lib/accounts/accounts.server";
import { refuseNewPassword, replyError } from "~/lib/accounts/form-replies.server";
import { ACCOUNT_MESSAGES, PASSWORD_FIELDS } from "~/lib/accounts/rules";
import { ResetPasswordSchema } from "~/lib/accounts/schemas";
import { clearSessionCookies, withCookies } from "~/lib/accounts/session.server";
import { FORM_MESSAGES, formFailure, handleForm } from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

// Referrer-Policy stays the site's strict-origin-when-cross-origin: no-referrer would make the browser send
// `Origin: null` with the form's POST, which the edge refuses as cross-site (docs/security-notes.md).
const personal = { "Cache-Control": cachePolicy.noStore };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  let valid = false;
  try {
    valid = await resetTokenValid(context.env, token);
  } catch (error) {
    console.error("reset-password:", error instanceof Error ? error.message : "error");
    return data(
      { token: "", valid: false, unavailable: FORM_MESSAGES.unavailable },
      { status: 503, headers: personal },
    );
  }
  return data({ token: valid ? token : "", valid, unavailable: null }, { headers: personal });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await handleForm(request, context, {
    schema: ResetPasswordSchema,
    kind: "reset-password",
    store: false,
    hideFields: PASSWORD_FIELDS,
  });
  if (!result.ok) return formFailure(result);
  const refused = await refuseNewPassword(
    context.env,
    "reset-password",
    result.submission,
    result.value.password,
    PASSWORD_FIELDS,
  );
  if (refused) return refused;
  try {
    const done = await resetPassword(context.env, result.value.token, result.value.password);
    if (!done)
      return replyError("reset-password", result.submission, ACCOUNT_MESSAGES.resetInvalid, 400, PASSWORD_FIELDS);
  } catch (error) {
    console.error("reset-password:", error instanceof Error ? error.message : "error");
    return replyError("reset-password", result.submission, FORM_MESSAGES.unavailable, 503, PASSWORD_FIELDS);
  }
  // Every session of the account has ended, this browser's too.
  return redirect("/login?reset=1", {
    headers: withCookies(clearSessionCookies(), { "Cache-Control": cachePolicy.noStore }),
  });
}
