/**
 * /register (part 1 §2, §4, §5; issue 18): creates an unverified account and e-mails a random
 * 6-digit code; the OTP modal verifies it and signs the visitor in. An address that already
 * has an account gets the same screen (its e-mail says "you already have an account").
 * The pending registration is a random token in `__Host-ss_pending`; D1 keeps its hash.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirectDocument } from "@remix-run/cloudflare";
import { useActionData, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AuthLayout } from "~/components/accounts/auth-layout";
import { OtpModal } from "~/components/accounts/otp-modal";
import { RegisterForm } from "~/components/accounts/register-form";
import { REGISTER_PAGE, registerScreen } from "~/content/accounts";
import { ACCOUNT_MESSAGES, PASSWORD_FIELDS, resendWaitMessage } from "~/lib/account-rules";
import { addFavourites, parseFavouritesField, register, resendCode, verifyCode } from "~/lib/accounts/accounts.server";
import { originOf, replyError, replySuccess, withSetCookies } from "~/lib/accounts/form-replies.server";
import { MailError } from "~/lib/accounts/mailer.server";
import { pendingRegistration, startSession, withCookies } from "~/lib/accounts/session.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import type { FormActionData } from "~/lib/form-kit";
import { formError, FORM_MESSAGES, getIntent, formFailure, handleForm, readFormData } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";

/** The account schemas, awaited by the action (the forms load theirs on first input: README "Form kit"). */
const schemas = () => import("~/components/accounts/schemas");

export const headers = pageHeaders;

export const meta = pageMeta(REGISTER_PAGE);

function failureMessage(error: unknown) {
  console.error("register:", error instanceof Error ? error.message : "error");
  return error instanceof MailError ? ACCOUNT_MESSAGES.mailUnavailable : FORM_MESSAGES.unavailable;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.env;
  const formData = await readFormData(request);
  const intent = getIntent(formData);
  const pending = pendingRegistration.read(request);

  if (intent === "otp") {
    const result = await handleForm(request, context, {
      schema: (await schemas()).OtpSchema,
      kind: "otp",
      formData,
      store: false,
    });
    if (!result.ok) return formFailure(result);
    const { submission } = result;
    try {
      const verified = pending ? await verifyCode(env, pending, result.value.otp) : undefined;
      if (!verified?.ok) {
        const extra =
          verified?.reason === "expired"
            ? [ACCOUNT_MESSAGES.otpExpired]
            : verified?.reason === "attempts"
              ? [ACCOUNT_MESSAGES.otpAttempts]
              : [];
        return formError(
          "otp",
          submission.reply({ fieldErrors: { otp: [ACCOUNT_MESSAGES.otpInvalid] }, formErrors: extra }),
          400,
        );
      }
      await addFavourites(env, verified.user.id, parseFavouritesField(result.value.favourites));
      const cookies = await startSession(request, env, verified.user, false);
      // A full document load, so the shell (header) re-renders with the signed-in name.
      return redirectDocument("/", {
        headers: withCookies([...cookies, pendingRegistration.clear()], { "Cache-Control": cachePolicy.noStore }),
      });
    } catch (error) {
      return replyError("otp", submission, failureMessage(error), 503);
    }
  }

  if (intent === "resend") {
    const result = await handleForm(request, context, {
      schema: (await schemas()).ResendSchema,
      kind: "otp-resend",
      intent: "resend",
      formData,
      store: false,
    });
    if (!result.ok) return formFailure(result);
    try {
      const outcome = pending ? await resendCode(env, pending) : { sent: true as const };
      if (!outcome.sent) return replyError("resend", result.submission, resendWaitMessage(outcome.waitSeconds), 429);
      return replySuccess("resend", result.submission, { message: ACCOUNT_MESSAGES.codeResent });
    } catch (error) {
      return replyError("resend", result.submission, failureMessage(error), 503);
    }
  }

  const result = await handleForm(request, context, {
    schema: (await schemas()).RegisterSchema,
    kind: "register",
    formData,
    store: false,
    hideFields: PASSWORD_FIELDS,
  });
  if (!result.ok) return formFailure(result);
  try {
    const token = await register(env, result.value, originOf(request));
    // No values come back (no password in the page); the OTP modal takes over.
    return withSetCookies(replySuccess("register", result.submission), [pendingRegistration.cookie(token)]);
  } catch (error) {
    return replyError("register", result.submission, failureMessage(error), 503, PASSWORD_FIELDS);
  }
}

export default function RegisterPage() {
  const actionData = useActionData<FormActionData>();
  const [params] = useSearchParams();
  const askForOtp =
    (actionData?.intent === "register" && actionData.status === "success") ||
    actionData?.intent === "otp" ||
    actionData?.intent === "resend" ||
    params.get("verify") === "1";
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
