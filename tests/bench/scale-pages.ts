/** The pages the scale bench measures at 1× and 100× content, with the URLs each reads from the generated dataset. */
import { services } from "../../app/content/services";
import { CITIES } from "../../app/db/cli/synthetic";

/** Requests per page and scale: each URL once uncached, then again from the caches, to at least this many. */
export const SAMPLES = 40;
const STREAMS = ["Engineering", "Management", "Medical", "Arts", "Science", "Commerce", "Law"];
const SORTS = ["rating", "fees-asc", "fees-desc", "name"];

export interface Dataset {
  label: string;
  slugs: string[];
  names: string[];
  collegePages: number;
  blogIds: number[];
}

/** The URLs of each bench page (several where the page has parameters). */
export function pages(d: Dataset): Record<string, { urls: string[]; admin?: boolean }> {
  const n = SAMPLES;
  const pick = <T>(list: T[], i: number) => list[(i * 7919) % list.length];
  const deep = Math.min(500, d.collegePages);
  const range = (count: number, f: (i: number) => string) => Array.from({ length: count }, (_, i) => f(i));
  return {
    "/": { urls: ["/"] },
    "/blogs": {
      urls: [
        "/blogs",
        "/blogs?all=1",
        "/blogs?page=2&all=1",
        "/blogs?category=Exams&all=1",
        "/blogs?q=plan&all=1",
        "/blogs?q=visa",
      ],
    },
    // As many distinct posts at both sizes (the seed has 13), so both runs hit the caches alike.
    "/blog/{id}": { urls: range(13, (i) => `/blog/${d.blogIds[(i * 7919) % d.blogIds.length]}`) },
    "/services": { urls: ["/services"] },
    "/services/{slug}": { urls: services.slice(0, n).map((s) => `/services/${s.slug}`) },
    "/cource-finder": { urls: ["/cource-finder"] },
    "/connect": { urls: ["/connect"] },
    "/contact": { urls: ["/contact"] },
    "/colleges (unfiltered)": {
      urls: range(n, (i) => `/colleges?sort=${SORTS[i % 4]}&page=${(i % Math.min(5, d.collegePages)) + 2}`),
    },
    "/colleges (filtered)": {
      urls: range(
        n,
        (i) => `/colleges?stream=${STREAMS[i % 7]}&city=${encodeURIComponent(CITIES[i % CITIES.length][0])}`,
      ),
    },
    "/colleges (one facet, any sort)": {
      urls: range(n, (i) => {
        const facet = [
          `stream=${STREAMS[i % 7]}`,
          `fees=${["0-100000", "100000-500000", "500000-1000000", "1000000-2500000", "2500000-"][i % 5]}`,
          `rating=${["4.5", "4", "3.5", "3"][i % 4]}`,
          `agency=${["nirf", "indiatoday", "the-week", "outlook"][i % 4]}`,
          `exam=${["jee-main", "cat", "neet-ug", "cuet-ug"][i % 4]}`,
        ][i % 5];
        return `/colleges?${facet}&sort=${["rank", ...SORTS][i % 5]}`.replace("&sort=rank", "");
      }),
    },
    "/colleges (NIRF category and rank range, exam)": {
      urls: range(n, (i) => {
        const category = ["Overall", ...STREAMS][i % 5];
        const filter = [
          `nirf=${category}`,
          `nirf=${category}&top=${["10", "50", "100", "200"][i % 4]}`,
          `exam=${["jee-main", "cat"][i % 2]}&nirf=${category}`,
        ][i % 3];
        return `/colleges?${filter}&sort=${["rank", ...SORTS][i % 5]}`.replace("&sort=rank", "").replace(/ /g, "+");
      }),
    },
    "/colleges (facet + place or ownership, any sort)": {
      urls: range(n, (i) => {
        const [city, state] = CITIES[i % CITIES.length];
        const place = [`city=${city}`, `state=${state}`, `ownership=${["public", "private"][i % 2]}`][i % 3];
        const facet = [`stream=${STREAMS[(i * 3) % 7]}`, "rating=4", "fees=100000-500000"][i % 3];
        return `/colleges?${facet}&${place}&sort=${["rank", ...SORTS][i % 5]}`
          .replace("&sort=rank", "")
          .replace(/ /g, "+");
      }),
    },
    "/colleges (place + ownership)": {
      urls: range(n, (i) => {
        const [city, state] = CITIES[i % CITIES.length];
        return `/colleges?${i % 2 ? `state=${state}` : `city=${city}`}&ownership=${["public", "private", "deemed"][i % 3]}&sort=${SORTS[i % 4]}`.replace(
          / /g,
          "+",
        );
      }),
    },
    "/colleges (sorted)": {
      urls: range(n, (i) => `/colleges?state=${encodeURIComponent(CITIES[i % CITIES.length][1])}&sort=${SORTS[i % 4]}`),
    },
    [`/colleges (deep page)`]: {
      urls: range(n, (i) =>
        `/colleges?sort=${["rank", ...SORTS][i % 5]}&page=${Math.max(1, deep - Math.floor(i / 5))}`.replace(
          "sort=rank&",
          "",
        ),
      ),
    },
    "/colleges/{slug}": { urls: range(n, (i) => `/colleges/${pick(d.slugs, i + 1)}`) },
    "/compare (4)": {
      urls: range(n, (i) => `/compare?c=${[1, 2, 3, 4].map((k) => pick(d.slugs, i * 4 + k)).join(",")}`),
    },
    "/write-review": { urls: ["/write-review"] },
    "/search?q=": {
      urls: [
        ...range(n / 2, (i) => `/search?q=${encodeURIComponent(pick(d.names, i + 3))}`),
        ...["visa", "ielts", "nirf ranking", "placements", "mba", "study plan", "loan", "canada", "jee", "neet"].map(
          (q) => `/search?q=${encodeURIComponent(q)}`,
        ),
      ],
    },
    "/admin/leads": {
      admin: true,
      urls: [
        "/admin/leads",
        "/admin/leads?kind=inquiry",
        "/admin/leads?status=new",
        "/admin/leads?kind=brochure&status=won",
        "/admin/leads?from=2025-06-01&to=2025-06-30",
        "/admin/leads?from=2025-01-01&to=2025-10-31&kind=booking",
        "/admin/leads?from=2025-09-15&to=2025-09-15&status=new",
        "/admin/leads?ref=visa-assistance",
        "/admin/leads?ref=visa-assistance&status=won&from=2025-03-01&to=2025-08-31",
      ],
    },
    "/admin/leads (text search)": {
      admin: true,
      urls: [
        "/admin/leads?q=9000",
        "/admin/leads?q=Sample+Lead+12",
        "/admin/leads?q=lead77@example.com",
        // Text search with filters checked lead by lead (a bounded walk a page).
        "/admin/leads?q=Sample+Lead+1&kind=advertising&status=won",
        "/admin/leads?q=9000&from=2025-06-01&to=2025-06-30",
        "/admin/leads?q=Sample+Lead&ref=visa-assistance&status=lost&from=2025-09-01&to=2025-09-30",
      ],
    },
  };
}
