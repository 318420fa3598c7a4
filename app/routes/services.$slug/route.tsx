/**
 * /services/{slug}: one template for all 21 services, with the slug's inquiry form: the hero's text
 * beside the form, the country strip and the sections below it.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CountryStrip } from "~/components/services/country-strip";
import { DetailHero, DetailSections } from "~/components/services/detail-static";
import { InquiryForm } from "~/components/services/inquiry-form";
import { StudyAbroadGuidesBlock } from "~/components/study-abroad/guide-links";
import { useSettings } from "~/lib/platform/hooks";
import { getMeta, jsonLd } from "~/lib/platform/meta";
import type { loader, action } from "./services.$slug.server";

export { action, headers, loader } from "./services.$slug.server";

export const meta: MetaFunction<typeof loader> = (args) => {
  const service = args.data?.service;
  if (!service) return getMeta({ title: "Services", description: "Student services" }, args);
  return getMeta(
    {
      title: `${service.title} for International Students`,
      description: service.desc,
      image: service.img,
      extra: [
        jsonLd({
          "@context": "https://schema.org",
          "@type": "Service",
          name: service.title,
          description: service.desc,
          category: service.category,
          offers: { "@type": "Offer", description: args.data?.details.price },
        }),
      ],
    },
    args,
  );
};

export default function ServiceDetail() {
  const { service, details, rupees, form, countries, whyChoose } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { siteName, phone, supportEmail } = useSettings();
  return (
    <>
      <section
        aria-labelledby="service-title"
        className="bg-gradient-to-br from-indigo-950 via-indigo-900 to-indigo-700 text-white"
      >
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_26rem] lg:py-16">
          <div>
            <DetailHero service={service} details={details} rupees={rupees} />
          </div>
          <div className="text-slate-900">
            <InquiryForm
              key={service.slug}
              slug={service.slug}
              title={form.title}
              fields={form.fields}
              actionData={actionData}
            />
          </div>
        </div>
      </section>
      <CountryStrip />
      <div>
        <DetailSections
          service={service}
          details={details}
          settings={{ siteName, phone, supportEmail }}
          countries={countries}
          whyChoose={whyChoose}
        />
      </div>
      <StudyAbroadGuidesBlock />
    </>
  );
}
