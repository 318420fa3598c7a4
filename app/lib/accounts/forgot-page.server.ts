/**
 * The server half of /Forget-Password: its action and headers. The route
 * re-exports them from this one `.server` module, so its page carries none of the server modules'
 * (empty) browser chunks.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requestReset } from "~/lib/accounts/accounts.server";
import { MailError } from "~/lib/accounts/mailer.server";
import { ForgotPasswordSchema } from "~/lib/accounts/schemas";
import { formError, formSuccess, FORM_MESSAGES, formFailure, handleForm } from "~/lib/forms/kit.server";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

/**
 * E-mails a reset link when a verified account has the address; the same answer either way (a
 * mail failure is logged, not shown).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await handleForm(request, context, {
    schema: ForgotPasswordSchema,
    kind: "forgot-password",
    store: false,
  });
  if (!result.ok) return formFailure(result);
  try {
    await requestReset(context.env, result.value.email);
  } catch (error) {
    if (!(error instanceof MailError)) {
      console.error("forgot-password:", error instanceof Error ? error.message : "error");
      return formError("forgot-password", result.submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }), 503);
    }
    console.error("forgot-password: reset mail not sent:", error.message);
  }
  return formSuccess("forgot-password", result.submission.reply({ resetForm: true }), { email: result.value.email });
}
