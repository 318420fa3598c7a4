/**
 * The server half of /sitemap: its loader and `headers`. `route.tsx` re-exports them, so the browser build sees one
 * empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ENTRANCE_EXAM_SLUGS, ENTRANCE_EXAMS } from "~/content/entrance-exams";
import { SITEMAP_GROUPS } from "~/content/sitemap";
import { COUNTRY_GUIDES } from "~/content/study-abroad";
import { guidePath } from "~/content/study-abroad-countries";
import { getServices } from "~/lib/catalogue/catalogue.server";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

/** The fixed sections, then each exam, country guide and service page (services with the console's titles). */
export async function loader({ context }: LoaderFunctionArgs) {
  const services = await getServices(context).catch(() => []);
  return {
    groups: [
      ...SITEMAP_GROUPS,
      {
        title: "Entrance exams",
        links: ENTRANCE_EXAM_SLUGS.map((slug) => ({ label: ENTRANCE_EXAMS[slug].name, to: `/exams/${slug}` })),
      },
      {
        title: "Study-abroad country guides",
        links: COUNTRY_GUIDES.map((g) => ({ label: g.name, to: guidePath(g.country) })),
      },
      {
        title: "Study-abroad services",
        links: services.map(({ service }) => ({ label: service.title, to: `/services/${service.slug}` })),
      },
    ].filter((g) => g.links.length > 0),
  };
}
