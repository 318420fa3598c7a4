/**
 * The service detail template: the hero's text beside the inquiry form, and the about / why choose /
 * get started sections. The service and its details come from the loader.
 */
import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { DecorativeImage } from "~/components/ui/decorative-image";
import { Section } from "~/components/ui/section";
import { countriesTile, DETAIL_WHY_CHOOSE, OFFICE_HOURS, RESPONSE_LINE } from "~/content/service-detail-page";
import type { ServiceDetails } from "~/content/service-details";
import { SERVICE_IMAGE } from "~/content/service-image";
import type { Service } from "~/content/services";
import { telHref, type PublicSettings } from "~/lib/platform/config";
import { PriceText } from "./price-text";

const INFO_CARDS = [
  { key: "features", title: "Key Features", icon: "★" },
  { key: "requirements", title: "Requirements", icon: "✓" },
  { key: "process", title: "Our Process", icon: "→" },
  { key: "benefits", title: "Benefits", icon: "♥" },
] as const;

/** The hero's text column (the inquiry form stands beside it). */
export function DetailHero({
  service,
  details,
  rupees,
}: {
  service: Service;
  details: ServiceDetails;
  /** The starting price in rupees and the rate's note (the loader's conversion), or null when it has no amount. */
  rupees: { text: string; note: string } | null;
}) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-indigo-100">
        <Link to="/services" className="underline-offset-2 hover:underline">
          Services
        </Link>{" "}
        / <span aria-current="page">{service.title}</span>
      </nav>
      <p className="mt-6 inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">{service.category}</p>
      <h1 id="service-title" className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">
        {details.title}
      </h1>
      <p className="mt-3 text-xl text-indigo-100">{details.subtitle}</p>
      <p className="mt-5 max-w-2xl leading-7 text-indigo-50">{details.description}</p>
      <dl className="mt-8 grid max-w-md grid-cols-2 gap-4">
        <div className="rounded-xl bg-white/10 p-4">
          <dt className="text-sm text-indigo-100">Starting price</dt>
          <dd className="mt-1 text-xl font-bold">
            <PriceText price={details.price} rupees={rupees?.text ?? null} />
          </dd>
        </div>
        <div className="rounded-xl bg-white/10 p-4">
          <dt className="text-sm text-indigo-100">Duration</dt>
          <dd className="mt-1 text-xl font-bold">{details.duration}</dd>
        </div>
      </dl>
      {rupees ? <p className="mt-2 text-xs text-indigo-100">{rupees.note}</p> : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <a href="#inquiry" className="rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white hover:bg-indigo-500">
          Get Started Now
        </a>
        <a href="#details" className="rounded-lg border border-white/60 px-6 py-3 font-semibold hover:bg-white/10">
          Learn More
        </a>
      </div>
      <DecorativeImage
        src={details.heroImage}
        size={SERVICE_IMAGE}
        className="mt-10 hidden aspect-[8/5] w-full max-w-md rounded-2xl shadow-lg lg:block"
      />
    </>
  );
}

/** About the service, why choose us, and the three ways to get started. */
export function DetailSections({
  service,
  details,
  settings,
  countries,
  whyChoose = DETAIL_WHY_CHOOSE,
}: {
  service: Service;
  details: ServiceDetails;
  settings: Pick<PublicSettings, "siteName" | "phone" | "supportEmail">;
  /** The countries supported, only when an operator has set the figure with a source. */
  countries?: { value: number; source: string };
  /** The "Why choose" tiles with the claims an operator has set (the student discount); the shipped ones otherwise. */
  whyChoose?: ReadonlyArray<{ title: string; text: string }>;
}) {
  const why = countries ? [...whyChoose, countriesTile(countries.value, countries.source)] : whyChoose;
  return (
    <>
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
          {why.map((item) => (
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
