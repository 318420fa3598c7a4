/**
 * /reset-password?token=…: the "set a new password" screen the reset e-mail links
 * to. The token is single-use and lasts 30 minutes; the new password follows the register
 * strength rules; every session of the account ends, then the visitor logs in again.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthLayout, AuthSubmit, linkClass, SwitchPrompt } from "~/components/accounts/auth-layout";
import { PasswordField } from "~/components/accounts/password-field";
import { answerFor, KitForm, useKitForm } from "~/components/forms";
import { forgotScreen } from "~/content/forgot-screen";
import { ACCOUNT_MESSAGES, PASSWORD_FIELDS } from "~/lib/account-rules";
import { resetPassword, resetTokenValid } from "~/lib/accounts/accounts.server";
import { refuseNewPassword, replyError } from "~/lib/accounts/form-replies.server";
import { clearSessionCookies, withCookies } from "~/lib/accounts/session.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { FORM_MESSAGES, formFailure, handleForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";

/** The form's schema: the action awaits it, the page loads it on the form's first input (docs/forms.md). */
const loadSchema = () => import("~/lib/accounts/schemas").then((m) => m.ResetPasswordSchema);

export const headers = pageHeaders;

export const meta = pageMeta({
  title: "Set a New Password",
  description: "Choose a new password for your StudySaathi account.",
});

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
    return data({ token: "", valid: false, unavailable: true }, { status: 503, headers: personal });
  }
  return data({ token: valid ? token : "", valid, unavailable: false }, { headers: personal });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await handleForm(request, context, {
    schema: await loadSchema(),
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

export default function ResetPasswordPage() {
  const { token, valid, unavailable } = useLoaderData<typeof loader>();
  const [form, fields] = useKitForm(loadSchema, {
    id: "reset-password",
    lastResult: answerFor(useActionData<typeof action>(), "reset-password")?.result,
    shouldValidate: "onInput",
  });

  return (
    <AuthLayout screen={forgotScreen} lead="Set a new" intro="Choose a new password for your account.">
      {valid ? (
        <KitForm form={form} intent="reset-password" className="flex flex-col gap-4">
          <input type="hidden" name="token" value={token} />
          <PasswordField meta={fields.password} label="New Password" autoComplete="new-password" strength />
          <PasswordField meta={fields.confirmPassword} label="Confirm Password" autoComplete="new-password" />
          <AuthSubmit pendingLabel="Saving…">Set New Password</AuthSubmit>
          <SwitchPrompt question="Remembered it?" to="/login" label="Back to Log In" />
        </KitForm>
      ) : (
        <div role="alert" className="text-slate-800">
          <p>{unavailable ? FORM_MESSAGES.unavailable : ACCOUNT_MESSAGES.resetInvalid}</p>
          <p className="mt-4">
            <Link to="/Forget-Password" className={linkClass}>
              Request a new link
            </Link>
          </p>
        </div>
      )}
    </AuthLayout>
  );
}
