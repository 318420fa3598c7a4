/**
 * /Forget-Password: e-mails a single-use reset link (30 minutes) when
 * a verified account has the address, then the 'Email Sent Successfully' view — the same view
 * whether or not the address exists (a mail failure is logged, not shown, for the same reason).
 */
import { Link, useActionData } from "@remix-run/react";
import {
  AuthLayout,
  AuthSubmit,
  EmailField,
  linkClass,
  primaryButtonClass,
  SwitchPrompt,
} from "~/components/accounts/auth-layout";
import { answerFor, KitForm, useKitForm } from "~/components/forms";
import { forgotScreen } from "~/content/forgot-screen";
import type { action } from "~/lib/accounts/forgot-page.server";
import { ForgotPasswordSchema } from "~/lib/accounts/schemas";
import { pageMeta } from "~/lib/platform/meta";

// The action and headers live in one `.server` module (docs/performance.md).
export { action, headers } from "~/lib/accounts/forgot-page.server";

export const meta = pageMeta({
  title: "Forgot Password",
  description: "Forgot your StudySaathi password? Request a reset link by e-mail.",
});

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useKitForm(ForgotPasswordSchema, {
    id: "forgot-password",
    lastResult: answerFor(actionData, "forgot-password")?.result,
  });
  const sentTo = actionData?.status === "success" ? String(actionData.data?.email ?? "") : undefined;

  return (
    <AuthLayout
      screen={forgotScreen}
      lead="Restore your"
      intro="Enter the email address you registered with and we'll send you a link to reset your password."
    >
      {sentTo !== undefined ? (
        <section aria-labelledby="sent-title" role="status" className="text-center">
          <img src="/images/accounts/forgot-mail.svg" alt="" width={400} height={320} className="mx-auto h-32 w-40" />
          <h2 id="sent-title" className="mt-4 text-2xl font-bold text-slate-900">
            Email Sent Successfully
          </h2>
          <p className="mt-2 text-slate-700">
            If an account exists for <strong className="break-all">{sentTo}</strong>, a password reset link is on its
            way. Check your inbox and spam folder.
          </p>
          <p className="mt-4 text-sm text-slate-700">
            Didn&apos;t get it?{" "}
            <Link to="/Forget-Password" className={linkClass}>
              Try again
            </Link>
          </p>
          <Link to="/login" className={`${primaryButtonClass} mt-6 inline-block`}>
            Back to Log In
          </Link>
        </section>
      ) : (
        <KitForm form={form} intent="forgot-password" summary={false} className="flex flex-col gap-4">
          <EmailField meta={fields.email} label="Email Address" />
          <AuthSubmit pendingLabel="Sending…">Send Reset Link</AuthSubmit>
          <SwitchPrompt question="Remembered it?" to="/login" label="Back to Log In" />
        </KitForm>
      )}
    </AuthLayout>
  );
}
