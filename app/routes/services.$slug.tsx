/** /services/{slug}: one template for all 21 services, with the slug's inquiry form. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CountryStrip } from "~/components/services/country-strip";
import { INQUIRY_INTENT, InquiryForm } from "~/components/services/inquiry-form";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { DecorativeImage } from "~/components/ui/decorative-image";
import { Section } from "~/components/ui/sections";
import { DETAIL_WHY_CHOOSE, OFFICE_HOURS, RESPONSE_LINE } from "~/content/service-detail-page";
import { SERVICE_IMAGE } from "~/content/service-image";
import type { Service } from "~/content/services";
import { pageHeaders } from "~/lib/cache";
import { telHref } from "~/lib/config";
import { formSuccess, handleForm, formFailure } from "~/lib/forms.server";
import { getMeta, jsonLd } from "~/lib/meta";
import { detailsFor, findService, inquiryFormFor } from "~/lib/services.server";
import { useSettings } from "~/lib/use-settings";

/** The inquiry schema builder, awaited by the action (the form loads it on first input: README "Form kit"). */
const schemas = () => import("~/content/inquiry-schema");

export const headers = pageHeaders;

/**
 * The slug is looked up in the 21-entry catalogue. The spec leaves open whether the
 * lookup uses the catalogue or the details table (part 2 §3, "two readings"); we read it
 * as the catalogue, so bank-account-setup and sop-maker (details only, not catalogue
 * slugs) redirect to /services like any unknown slug.
 */
function serviceOrRedirect(slug: string | undefined): Service {
  const service = findService(slug);
  if (!service) throw redirect("/services", 302);
  return service;
}

export async function loader({ params }: LoaderFunctionArgs) {
  const service = serviceOrRedirect(params.slug);
  // The service's own inquiry form travels as loader data: the other services' forms stay on the server.
  return { service, details: detailsFor(service), form: inquiryFormFor(service.slug, service.title) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const service = serviceOrRedirect(params.slug);
  const { fields } = inquiryFormFor(service.slug, service.title);
  const result = await handleForm(request, context, {
    schema: (await schemas()).buildInquirySchema(fields),
    kind: "inquiry",
    intent: INQUIRY_INTENT,
    ref: service.slug,
  });
  if (!result.ok) return formFailure(result);
  return formSuccess(INQUIRY_INTENT, result.submission.reply({ resetForm: true }));
}

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

const INFO_CARDS = [
  { key: "features", title: "Key Features", icon: "★" },
  { key: "requirements", title: "Requirements", icon: "✓" },
  { key: "process", title: "Our Process", icon: "→" },
  { key: "benefits", title: "Benefits", icon: "♥" },
] as const;

export default function ServiceDetail() {
  const { service, details, form } = useLoaderData<typeof loader>();
  const settings = useSettings();

  return (
    <>
      <section
        aria-labelledby="service-title"
        className="bg-gradient-to-br from-indigo-950 via-indigo-900 to-indigo-700 text-white"
      >
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_26rem] lg:py-16">
          <div>
            <nav aria-label="Breadcrumb" className="text-sm text-indigo-100">
              <Link to="/services" className="underline-offset-2 hover:underline">
                Services
              </Link>{" "}
              / <span aria-current="page">{service.title}</span>
            </nav>
            <p className="mt-6 inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
              {service.category}
            </p>
            <h1 id="service-title" className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
              {details.title}
            </h1>
            <p className="mt-3 text-xl text-indigo-100">{details.subtitle}</p>
            <p className="mt-5 max-w-2xl leading-7 text-indigo-50">{details.description}</p>
            <dl className="mt-8 grid max-w-md grid-cols-2 gap-4">
              <div className="rounded-xl bg-white/10 p-4">
                <dt className="text-sm text-indigo-100">Starting price</dt>
                <dd className="mt-1 text-xl font-bold">{details.price}</dd>
              </div>
              <div className="rounded-xl bg-white/10 p-4">
                <dt className="text-sm text-indigo-100">Duration</dt>
                <dd className="mt-1 text-xl font-bold">{details.duration}</dd>
              </div>
            </dl>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href="#inquiry"
                className="rounded-lg bg-orange-500 px-6 py-3 font-semibold text-slate-950 hover:bg-orange-400"
              >
                Get Started Now
              </a>
              <a
                href="#details"
                className="rounded-lg border border-white/60 px-6 py-3 font-semibold hover:bg-white/10"
              >
                Learn More
              </a>
            </div>
            <DecorativeImage
              src={details.heroImage}
              size={SERVICE_IMAGE}
              className="mt-10 hidden aspect-[8/5] w-full max-w-md rounded-2xl shadow-lg lg:block"
            />
          </div>
          <div className="text-slate-900">
            <InquiryForm key={service.slug} slug={service.slug} title={form.title} fields={form.fields} />
          </div>
        </div>
      </section>

      <CountryStrip />

      <Section id="details" title={`About ${service.title}`}>
        <div className="grid gap-6 sm:grid-cols-2">
          {INFO_CARDS.map((card) => (
            <article key={card.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="flex items-center gap-3 text-lg font-bold text-slate-900">
                <Badge className="h-9 w-9 rounded-full bg-indigo-100 text-indigo-700">{card.icon}</Badge>
                {card.title}
              </h3>
              {card.key === "process" ? (
                <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
                  {details.process.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ol>
              ) : (
                <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
                  {details[card.key].map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </div>
      </Section>

      <Section title={`Why choose ${settings.siteName} for ${service.title.toLowerCase()}?`} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {DETAIL_WHY_CHOOSE.map((item) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="font-bold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Ready to get started?" centred>
        <div className="grid gap-6 md:grid-cols-3">
          <article className="rounded-2xl border border-slate-200 p-6">
            <h3 className="text-lg font-bold text-slate-900">Quick Start</h3>
            <p className="mt-2 text-slate-700">Fill in the inquiry form and an advisor will prepare your plan.</p>
            <a
              href="#inquiry"
              className="mt-4 inline-block font-semibold text-indigo-700 underline-offset-2 hover:underline"
            >
              Go to the form
            </a>
          </article>
          <article className="rounded-2xl border-2 border-indigo-600 bg-indigo-50 p-6">
            <h3 className="text-lg font-bold text-slate-900">Free Consultation</h3>
            <p className="mt-2 text-slate-700">
              Talk to a student expert about {service.title.toLowerCase()} at no cost.
            </p>
            <Link to="/connect" className={buttonClass("primary", { className: "mt-4" })}>
              Book Now
            </Link>
          </article>
          <article className="rounded-2xl border border-slate-200 p-6">
            <h3 className="text-lg font-bold text-slate-900">Direct Contact</h3>
            <ul className="mt-2 space-y-2 text-slate-700">
              <li>
                Phone:{" "}
                <a href={telHref(settings.phone)} className="font-semibold text-indigo-700 hover:underline">
                  {settings.phone}
                </a>
              </li>
              <li>
                E-mail:{" "}
                <a
                  href={`mailto:${settings.supportEmail}`}
                  className="font-semibold break-all text-indigo-700 hover:underline"
                >
                  {settings.supportEmail}
                </a>
              </li>
              <li>
                Live chat:{" "}
                <Link to="/contact" className="font-semibold text-indigo-700 hover:underline">
                  Start a chat
                </Link>
              </li>
            </ul>
            <p className="mt-4 text-sm text-slate-700">{OFFICE_HOURS}</p>
            <p className="text-sm font-semibold text-green-800">{RESPONSE_LINE}</p>
          </article>
        </div>
      </Section>
    </>
  );
}
