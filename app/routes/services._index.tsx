/**
 * /services: the services hub. Static content; no database read. The hero, the 21
 * cards and why choose us are static markup rendered once per isolate on the server
 * (`hubMarkup`); the destinations carousel, the testimonials and the counters are live.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CountryCarousel } from "~/components/services/country-carousel";
import { Testimonials } from "~/components/services/testimonials";
import { ServerMarkup } from "~/components/ui/server-markup";
import { StatGrid } from "~/components/ui/stat-grid";
import { EXPERIENCE_STATS } from "~/content/services-page";
import { pageHeaders } from "~/lib/cache";
import { pageMeta } from "~/lib/meta";
import { withRenderOnly } from "~/lib/render-only.server";
import { ignoreQueryChanges } from "~/lib/revalidate";
import { hubMarkup } from "~/lib/services.server";

export const headers = pageHeaders;

export const meta = pageMeta({
  title: "Student Services for Studying Abroad",
  description:
    "Accommodation, flights, visas, insurance, forex, test preparation and 15 more services for Indian students going abroad.",
});

export async function loader({ context }: LoaderFunctionArgs) {
  return withRenderOnly(context, {}, hubMarkup());
}

/** The testimonials' ?review= changes nothing the loader reads. */
export const shouldRevalidate = ignoreQueryChanges;

export default function ServicesHub() {
  const { hero, catalogue } = useLoaderData<typeof loader>();
  return (
    <>
      <ServerMarkup html={hero} />
      <CountryCarousel />
      <ServerMarkup html={catalogue} />
      <Testimonials />
      <section aria-labelledby="experience-heading" className="bg-indigo-900 py-12 text-white">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="experience-heading" className="sr-only">
            Our experience in numbers
          </h2>
          <StatGrid stats={EXPERIENCE_STATS} dark />
        </div>
      </section>
    </>
  );
}
