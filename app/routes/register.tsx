/** /register (part 1 §2, §4, §5): registration, then the OTP modal. No account is stored (spec). */
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useEffect, useState } from "react";
import { AuthLayout } from "~/components/accounts/auth-layout";
import { OtpModal } from "~/components/accounts/otp-modal";
import { RegisterForm } from "~/components/accounts/register-form";
import { OtpSchema, PASSWORD_FIELDS, RegisterSchema } from "~/components/accounts/schemas";
import { useFormResult } from "~/components/forms";
import { registerScreen } from "~/content/accounts";
import { ACCOUNT_MESSAGES } from "~/lib/account-rules";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { getOtpCode } from "~/lib/config";
import { formError, formSuccess, getIntent, handleForm, readFormData, formFailure } from "~/lib/forms.server";
import { getMeta } from "~/lib/meta";

export const headers = pageHeaders;

export const meta: MetaFunction = (args) =>
  getMeta(
    {
      title: "Create Account",
      description:
        "Create your free StudySaathi account to shortlist colleges, track exams and talk to student experts.",
    },
    args,
  );

/** Compares without an early exit, so timing does not reveal how much of the code matched. */
function sameCode(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  if (getIntent(formData) === "otp") {
    const result = await handleForm(request, context, { schema: OtpSchema, kind: "otp", formData, store: false });
    if (!result.ok) return formFailure(result);
    if (!sameCode(result.value.otp, getOtpCode(context.env))) {
      return formError("otp", result.submission.reply({ fieldErrors: { otp: [ACCOUNT_MESSAGES.otpInvalid] } }), 400);
    }
    return redirect("/", { headers: { "Cache-Control": cachePolicy.noStore } });
  }
  const result = await handleForm(request, context, {
    schema: RegisterSchema,
    kind: "register",
    formData,
    store: false,
    hideFields: PASSWORD_FIELDS,
  });
  if (!result.ok) return formFailure(result);
  // No values come back (no password in the page); the OTP modal takes over.
  return formSuccess("register", result.submission.reply({ resetForm: true }));
}

export default function RegisterPage() {
  const actionData = useFormResult(["register", "otp"]);
  const askForOtp =
    (actionData?.intent === "register" && actionData.status === "success") || actionData?.intent === "otp";
  const [otpOpen, setOtpOpen] = useState(askForOtp);
  useEffect(() => {
    if (askForOtp) setOtpOpen(true);
  }, [actionData, askForOtp]);

  return (
    <>
      <AuthLayout
        screen={registerScreen}
        lead="Create your account and find your"
        intro="Shortlist colleges, track exams and talk to students who have been there."
      >
        <RegisterForm />
      </AuthLayout>
      <OtpModal open={otpOpen} onClose={() => setOtpOpen(false)} />
    </>
  );
}
