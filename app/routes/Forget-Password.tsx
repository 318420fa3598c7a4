/**
 * /Forget-Password (part 1 §2, §4; issue 18): e-mails a single-use reset link (30 minutes) when
 * a verified account has the address, then the 'Email Sent Successfully' view — the same view
 * whether or not the address exists (a mail failure is logged, not shown, for the same reason).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import {
  AuthLayout,
  AuthSubmit,
  EmailField,
  linkClass,
  primaryButtonClass,
  SwitchPrompt,
} from "~/components/accounts/auth-layout";
import { KitForm, useKitForm } from "~/components/forms";
import { forgotScreen } from "~/content/forgot-screen";
import { requestReset } from "~/lib/accounts/accounts.server";
import { MailError } from "~/lib/accounts/mailer.server";
import { pageHeaders } from "~/lib/cache";
import type { FormActionData } from "~/lib/form-kit";
import { formError, formSuccess, FORM_MESSAGES, formFailure, handleForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";

/** The form's schema: the action awaits it, the page loads it on the form's first input (README "Form kit"). */
const loadSchema = () => import("~/components/accounts/schemas").then((m) => m.ForgotPasswordSchema);

export const headers = pageHeaders;

export const meta = pageMeta({
  title: "Forgot Password",
  description: "Forgot your StudySaathi password? Request a reset link by e-mail.",
});

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await handleForm(request, context, {
    schema: await loadSchema(),
    kind: "forgot-password",
    store: false,
  });
  if (!result.ok) return formFailure(result);
  try {
    await requestReset(context.env, result.value.email, new URL(request.url).origin);
  } catch (error) {
    if (!(error instanceof MailError)) {
      console.error("forgot-password:", error instanceof Error ? error.message : "error");
      return formError("forgot-password", result.submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }), 503);
    }
    console.error("forgot-password: reset mail not sent:", error.message);
  }
  return formSuccess("forgot-password", result.submission.reply({ resetForm: true }), { email: result.value.email });
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<FormActionData>();
  const [form, fields] = useKitForm(loadSchema, {
    id: "forgot-password",
    intent: "forgot-password",
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
