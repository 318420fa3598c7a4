/**
 * The server half of /career: its loader, its form's action and its `headers`. `route.tsx` re-exports them, so the
 * browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CareersNewsletterSchema } from "~/components/company/schemas";
import { CAREERS, CAREERS_NEWSLETTER_INTENT as INTENT } from "~/content/careers";
import { COMPANIES, JOBS } from "~/content/jobs";
import { formSuccess, handleForm, formFailure } from "~/lib/forms/kit.server";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await handleForm(request, context, { schema: CareersNewsletterSchema, kind: INTENT });
  if (!result.ok) return formFailure(result);
  return formSuccess(INTENT, result.submission.reply({ resetForm: true }));
}

export function loader() {
  // The copy comes from the server (content/careers.ts and content/jobs.ts stay out of the page's JavaScript).
  const { title, intro: description, counters, counterDuration, counterThreshold, whyJoin } = CAREERS;
  return {
    jobs: JOBS,
    companies: COMPANIES,
    whyJoin,
    page: { title, description },
    counters: { items: counters, counterDuration, counterThreshold },
  };
}
