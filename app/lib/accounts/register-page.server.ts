/**
 * The server half of /register: its action and headers. The route
 * re-exports them from this one `.server` module, so its page carries none of the server modules'
 * (empty) browser chunks.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirectDocument } from "@remix-run/cloudflare";
import { register, resendCode, verifyCode } from "~/lib/accounts/accounts.server";
import { refuseNewPassword, replyError, replySuccess, withSetCookies } from "~/lib/accounts/form-replies.server";
import { MailError } from "~/lib/accounts/mailer.server";
import { returnPath } from "~/lib/accounts/return-path";
import { ACCOUNT_MESSAGES, PASSWORD_FIELDS, resendWaitMessage } from "~/lib/accounts/rules";
import { parseFavouritesField } from "~/lib/accounts/saved-colleges.server";
import { OtpSchema, RegisterSchema, ResendSchema } from "~/lib/accounts/schemas";
import { pendingRegistration, startSession, withCookies } from "~/lib/accounts/session.server";
import { mergeShortlist } from "~/lib/colleges/shortlist.server";
import { formError, FORM_MESSAGES, getIntent, formFailure, handleForm, readFormData } from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

function failureMessage(error: unknown) {
  console.error("register:", error instanceof Error ? error.message : "error");
  return error instanceof MailError ? ACCOUNT_MESSAGES.mailUnavailable : FORM_MESSAGES.unavailable;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.env;
  const formData = await readFormData(request);
  const intent = getIntent(formData);
  const pending = await pendingRegistration.read(request);

  if (intent === "otp") {
    const result = await handleForm(request, context, {
      schema: OtpSchema,
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
      const cleared = await mergeShortlist(
        request,
        env,
        verified.user.id,
        parseFavouritesField(result.value.favourites),
      );
      const cookies = [...(await startSession(request, env, verified.user, false)), ...cleared];
      // A full document load, so the shell (header) re-renders with the signed-in name: back where the student
      // came from (a same-site path), else home.
      return redirectDocument(returnPath(formData?.get("redirectTo")) || "/", {
        headers: withCookies([...cookies, pendingRegistration.clear()], { "Cache-Control": cachePolicy.noStore }),
      });
    } catch (error) {
      return replyError("otp", submission, failureMessage(error), 503);
    }
  }

  if (intent === "resend") {
    const result = await handleForm(request, context, {
      schema: ResendSchema,
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
    schema: RegisterSchema,
    kind: "register",
    formData,
    store: false,
    hideFields: PASSWORD_FIELDS,
  });
  if (!result.ok) return formFailure(result);
  const refused = await refuseNewPassword(env, "register", result.submission, result.value.password, PASSWORD_FIELDS);
  if (refused) return refused;
  try {
    const token = await register(env, result.value);
    // No values come back (no password in the page); the OTP modal takes over.
    return withSetCookies(replySuccess("register", result.submission), [await pendingRegistration.cookie(token)]);
  } catch (error) {
    return replyError("register", result.submission, failureMessage(error), 503, PASSWORD_FIELDS);
  }
}
