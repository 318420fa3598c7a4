/**
 * /reset-password?token=…: the "set a new password" screen the reset e-mail links
 * to. The token is single-use and lasts 30 minutes; the new password follows the register
 * strength rules; every session of the account ends, then the visitor logs in again.
 */
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthLayout, AuthSubmit, linkClass, SwitchPrompt } from "~/components/accounts/auth-layout";
import { PasswordField } from "~/components/accounts/password-field";
import { answerFor, KitForm, useKitForm } from "~/components/forms";
import { forgotScreen } from "~/content/forgot-screen";
import { ACCOUNT_MESSAGES } from "~/lib/accounts/rules";
import { ResetPasswordSchema } from "~/lib/accounts/schemas";
import { pageMeta } from "~/lib/platform/meta";
import type { loader, action } from "./reset-password.server";

export { action, headers, loader } from "./reset-password.server";

export const meta = pageMeta({
  title: "Set a New Password",
  description: "Choose a new password for your StudySaathi account.",
});

export default function ResetPasswordPage() {
  const { token, valid, unavailable } = useLoaderData<typeof loader>();
  const [form, fields] = useKitForm(ResetPasswordSchema, {
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
          <p>{unavailable ?? ACCOUNT_MESSAGES.resetInvalid}</p>
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
