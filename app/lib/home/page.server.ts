/** The home route's action and headers (re-exported by the route module, app/routes/_index/route.tsx). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CALL_INTENT, NEWSLETTER_INTENT } from "~/content/home";
import { formFailure, formSuccess, getIntent, handleForm, readFormData, unreadableForm } from "~/lib/forms/kit.server";
import { CallRequestSchema, NewsletterSchema } from "~/lib/home/schemas";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const intent = getIntent(formData);
  if (intent === CALL_INTENT) {
    const result = await handleForm(request, context, {
      schema: CallRequestSchema,
      kind: CALL_INTENT,
      formData,
    });
    if (!result.ok) return formFailure(result);
    return formSuccess(CALL_INTENT, result.submission.reply({ resetForm: true }), {
      firstName: result.value.firstName,
    });
  }
  if (intent === NEWSLETTER_INTENT || !formData) {
    const result = await handleForm(request, context, {
      schema: NewsletterSchema,
      kind: NEWSLETTER_INTENT,
      formData,
    });
    if (!result.ok) return formFailure(result);
    return formSuccess(NEWSLETTER_INTENT, result.submission.reply({ resetForm: true }));
  }
  // An unknown intent is not one of this page's forms: answer on the newsletter form, so the
  // message is shown somewhere.
  return formFailure(unreadableForm(NEWSLETTER_INTENT));
}
