/**
 * The server half of /services/{slug}: its loader, its form's action and its `headers`. `route.tsx` re-exports them,
 * so the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { inquiryFormFor } from "~/content/inquiry-forms";
import { DETAIL_WHY_CHOOSE, INQUIRY_INTENT } from "~/content/service-detail-page";
import { getService } from "~/lib/catalogue/catalogue.server";
import { buildInquirySchema } from "~/lib/catalogue/inquiry-schema";
import { priceInRupees, RUPEE_PRICE_NOTE } from "~/lib/catalogue/prices";
import { businessClaims, claimFigure, withClaims } from "~/lib/content/business-claims.server";
import { formSuccess, handleForm, formFailure } from "~/lib/forms/kit.server";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

/**
 * The slug is looked up in the 21-entry catalogue. The lookup uses the catalogue, not the details table, so bank-account-setup and sop-maker (details only, not catalogue
 * slugs) redirect to /services like any unknown slug.
 */
async function serviceOrRedirect(context: LoaderFunctionArgs["context"], slug: string | undefined) {
  const found = await getService(context, slug);
  if (!found) throw redirect("/services", 302);
  return found;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { service, details } = await serviceOrRedirect(context, params.slug);
  // The service's own details and inquiry form travel as loader data: the other services' stay on the server.
  const claims = await businessClaims(context);
  const countries = claimFigure(claims, "countries-supported");
  return {
    service,
    // Lines that state a business figure (airlines, trainers) carry it only once an operator has set it with a source.
    details: {
      ...details,
      features: withClaims(claims, details.features),
      benefits: withClaims(claims, details.benefits),
    },
    // The starting price in rupees and where the rate comes from, converted here so the rates stay on the server.
    rupees: rupeesFor(details.price),
    whyChoose: DETAIL_WHY_CHOOSE.map((t) => ({ title: t.title, text: withClaims(claims, [t.text])[0] })),
    form: inquiryFormFor(service.slug, service.title),
    countries: countries === undefined ? undefined : { value: countries, source: claims["countries-supported"].source },
  };
}

function rupeesFor(price: string) {
  const text = priceInRupees(price);
  return text ? { text, note: RUPEE_PRICE_NOTE } : null;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { service } = await serviceOrRedirect(context, params.slug);
  const { fields } = inquiryFormFor(service.slug, service.title);
  const result = await handleForm(request, context, {
    schema: buildInquirySchema(fields),
    kind: "inquiry",
    intent: INQUIRY_INTENT,
    ref: service.slug,
  });
  if (!result.ok) return formFailure(result);
  return formSuccess(INQUIRY_INTENT, result.submission.reply({ resetForm: true }));
}
