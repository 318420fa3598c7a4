/**
 * The server half of /advertising: its form's action and its `headers`. `route.tsx` re-exports them, so
 * the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { AdvertisingSchema } from "~/components/company/advertising-schema";
import { ADVERTISING_INTENT as INTENT, ADVERTISING_SUBJECT } from "~/content/advertising";
import { mailFormAction } from "~/lib/forms/mail-form.server";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  return mailFormAction(request, context, {
    schema: AdvertisingSchema,
    kind: INTENT,
    to: (settings) => settings.advertisingEmail,
    subject: ADVERTISING_SUBJECT,
    fields: (v) => [
      ["Name", v.name],
      ["Email", v.email],
      ["Company", v.company],
      ["Goal", v.goal],
      ["Budget", v.budget],
      ["Message", v.message],
    ],
  });
}
