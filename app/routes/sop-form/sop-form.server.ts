/**
 * The server half of /sop-form: its form's action and its `headers`. `route.tsx` re-exports them, so the browser
 * build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { SOP } from "~/content/sop-letter";
import { wizardAction } from "~/lib/letters/wizard.server";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  return wizardAction(request, context, SOP);
}
