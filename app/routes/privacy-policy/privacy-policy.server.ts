/**
 * The server half of /privacy-policy: its form's action and its `headers`. `route.tsx` re-exports them, so the
 * browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { formFailure, formSuccess, handleForm } from "~/lib/forms/kit.server";
import { pageHeaders } from "~/lib/platform/cache";
import { DataRequestSchema } from "~/lib/policies/schema";
import { INTENT } from "./shared";

export const headers = pageHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await handleForm(request, context, { schema: DataRequestSchema, kind: INTENT });
  if (!result.ok) return formFailure(result);
  return formSuccess(INTENT, result.submission.reply({ resetForm: true }), {
    name: result.value.name,
    email: result.value.email,
  });
}
