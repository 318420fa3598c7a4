/**
 * The server half of /lor-form: its loader, its form's action and its `headers`. `route.tsx` re-exports them, so the
 * browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LOR_APPLICANT, LOR_FORM_PAGE, LOR_RECOMMENDER } from "~/content/letters";
import { wizardView } from "~/lib/letters/letters.server";
import { wizardAction } from "~/lib/letters/wizard.server";
import { pageHeaders } from "~/lib/platform/cache";
import { variantOf, type Variant } from "./shared";

export const headers = pageHeaders;

/** Each variant's letter: its steps and composer. */
const LETTERS: Record<Variant, typeof LOR_APPLICANT> = { applicant: LOR_APPLICANT, recommender: LOR_RECOMMENDER };

export async function loader({ request }: LoaderFunctionArgs) {
  const variant = variantOf(new URL(request.url).searchParams);
  return { page: LOR_FORM_PAGE, config: wizardView(LETTERS[variant]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const variant = variantOf(new URL(request.url).searchParams);
  return wizardAction(request, context, LETTERS[variant]);
}
