/**
 * The server half of /advertising: its loader, its form's action and its `headers`. `route.tsx` re-exports them, so
 * the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { ADVERTISING_INTENT as INTENT } from "~/components/company/parts";
import { provideCompanyParts } from "~/components/company/parts.server";
import { ADVERTISING_SUBJECT } from "~/content/advertising";
import { pageHeaders } from "~/lib/cache";
import { mailFormAction } from "~/lib/mail-form.server";

/** The form's schema, which the inquiry form loads on its first input (docs/forms.md). */
const loadSchema = () => import("~/components/company/schemas").then((m) => m.AdvertisingSchema);

export const headers = pageHeaders;

/** The inquiry form, ready for the server render (it loads on demand in the browser). */
export function loader() {
  provideCompanyParts();
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return mailFormAction(request, context, {
    schema: await loadSchema(),
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
