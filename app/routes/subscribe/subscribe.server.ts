/**
 * The server half of /subscribe: its loader, its form's action and its `headers`. `route.tsx` re-exports them, so
 * the page's browser chunks carry none of the home's content, the cache helpers or any other server module
 * (docs/performance.md).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { ALERTS_BANNER } from "~/content/home-static";
import { formFailure, formSuccess, handleForm } from "~/lib/forms/kit.server";
import { pageHeaders } from "~/lib/platform/cache";
import { AlertsSubscribeSchema } from "~/lib/policies/schema";

/** The intent the page's form posts (`route.tsx`). */
export const SUBSCRIBE_INTENT = "subscribe-alerts";

export const headers = pageHeaders;

/** The home banner's copy, which this page repeats. */
export function loader() {
  return { banner: ALERTS_BANNER };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await handleForm(request, context, {
    schema: AlertsSubscribeSchema,
    kind: "newsletter",
    intent: SUBSCRIBE_INTENT,
    toPayload: (v) => ({ email: v.email, source: "alerts" }),
  });
  if (!result.ok) return formFailure(result);
  return formSuccess(SUBSCRIBE_INTENT, result.submission.reply({ resetForm: true }), { email: result.value.email });
}
