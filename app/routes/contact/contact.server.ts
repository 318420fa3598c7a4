/**
 * The server half of /contact: its form's action and its `headers`. `route.tsx` re-exports them, so the browser
 * build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { ContactSchema } from "~/components/company/schemas";
import { mailFormAction } from "~/lib/forms/mail-form.server";
import { pageHeaders } from "~/lib/platform/cache";
import { INTENT } from "./shared";

export const headers = pageHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  return mailFormAction(request, context, {
    schema: ContactSchema,
    kind: INTENT,
    to: (settings) => settings.supportEmail,
    fields: (v) => [
      ["Name", v.name],
      ["Email", v.email],
      ["Message", v.message],
    ],
  });
}
