/**
 * The shipped sample dataset's records: the Indian institutions, the course
 * finder's colleges abroad and synthetic "Sample …" colleges up to SAMPLE_SIZE.
 * app/db/cli/build-sample.ts writes them out.
 */
import { FEATURED, INSTITUTIONS, RANKED } from "../sample/institutions";
import { INTERNATIONAL } from "../sample/international";
import { buildRecord, syntheticBase, type CsvRecord } from "./synthetic";

export const SAMPLE_SIZE = 310;
export const SAMPLE_SEED = 2025;
const AGENCIES7 = ["indiatoday", "the-week", "nirf", "outlook", "iirf", "toi", "nirf-innovation"];

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const STREAM_OF_PROGRAM: Array<[RegExp, string]> = [
  [/engineering|technology|architecture/i, "Engineering"],
  [/business|management|accounting|economics|finance/i, "Management"],
  [/medicine|nursing|pharma/i, "Medical"],
  [/computer|data|information|artificial/i, "Computer Applications"],
  [/arts|music|design|philosophy|law|politic|psychology|social|sociology/i, "Arts"],
];
const streamOf = (program: string) => STREAM_OF_PROGRAM.find(([re]) => re.test(program))?.[1] ?? "Science";
const COUNTRY_NAMES: Record<string, string> = {
  usa: "USA United States America",
  canada: "Canada",
  uk: "UK United Kingdom Britain",
  australia: "Australia",
  germany: "Germany",
};
const CURRENCY: Record<string, string> = { usa: "USD", canada: "CAD", uk: "GBP", australia: "AUD", germany: "EUR" };

function indianRecords(): CsvRecord[] {
  return INSTITUTIONS.map(([name, short, city, state, ownership, streams, tier, aliases]) => {
    const featured = FEATURED.find((f) => f.name === name);
    const ranked = RANKED.find((r) => r.name === name);
    let rankings: string | undefined;
    if (ranked) {
      const parts: string[] = [];
      ranked.ranks.forEach((rank, i) => {
        if (rank <= 0) return;
        [2025, 2024, 2023].forEach((year, back) =>
          parts.push(`${AGENCIES7[i]}:${year}:${ranked.stream}:${Math.max(1, rank + ranked.drift * back)}`),
        );
      });
      rankings = parts.join("|");
    }
    if (featured && !(rankings ?? "").includes(featured.rank.split(":").slice(0, 3).join(":"))) {
      rankings = rankings ? `${featured.rank}|${rankings}` : undefined;
    }
    const record = buildRecord({
      slug: slugify(short.length > 2 && !/^[A-Z]{2,3}$/.test(short) ? name : name),
      name,
      short,
      aliases,
      state,
      city,
      ownership,
      streams: streams.split("/"),
      tier,
      rankings,
      featured: featured?.carousel,
      featuredOrder: featured
        ? FEATURED.filter((f) => f.carousel === featured.carousel).indexOf(featured) + 1
        : undefined,
      rating: featured?.rating,
      reviews: featured?.reviews,
      firstCourse: featured
        ? {
            name: featured.course,
            degree: featured.degree,
            stream: featured.stream,
            level: /^M|^MD/.test(featured.degree) ? "PG" : "UG",
            years:
              featured.degree === "MBBS"
                ? 5.5
                : /^M/.test(featured.degree)
                  ? 2
                  : featured.degree.startsWith("B.Tech") || featured.degree === "B.E" || featured.degree === "B.S."
                    ? 4
                    : 3,
            fees: featured.fees,
          }
        : undefined,
    });
    if (featured && !rankings) {
      // Generated rankings plus the card's rank.
      record.rankings = [
        featured.rank,
        ...record.rankings.split("|").filter((r) => !r.startsWith(featured.rank.split(":").slice(0, 3).join(":"))),
      ]
        .filter(Boolean)
        .join("|");
    }
    return record;
  });
}

function internationalRecords(): CsvRecord[] {
  const records = INTERNATIONAL.map((c): CsvRecord => {
    const [city, region] = c.location.split(", ");
    const annual = Number(c.tuition.replace(/[^\d]/g, ""));
    const streams = [...new Set(c.programs.map(streamOf))];
    const courses = c.programs.map((p) =>
      [p, "Masters", streamOf(p), "PG", 2, annual * 2, CURRENCY[c.country], "", "IELTS/TOEFL"].join(";"),
    );
    const base = buildRecord({
      slug: slugify(c.name),
      name: c.name,
      short: c.logo,
      country: c.country,
      state: region,
      city,
      ownership: "public",
      streams,
      tier: 0,
      rating: c.rating,
    });
    return {
      ...base,
      aliases: `${COUNTRY_NAMES[c.country] ?? c.country} ${region}`,
      logo: c.logo,
      summary: `${c.name} in ${c.location}. Illustrative figures for the course finder; check the university's own pages before applying.`,
      courses: courses.join("|"),
      rankings: `qs:2025:World:${c.ranking}`,
      category: c.category,
      world_rank: String(c.ranking),
      acceptance: c.acceptance,
      students: c.students,
      tuition: c.tuition,
      tags: c.tags.join(";"),
      requirements: Object.entries(c.requirements)
        .map(([k, v]) => `${k}=${v}`)
        .join(";"),
    };
  });
  const more: Array<[string, string, string, string, string, string]> = [
    ["Trinity College Dublin", "TCD", "ireland", "Leinster", "Dublin", "EUR"],
    ["University College Dublin", "UCD", "ireland", "Leinster", "Dublin", "EUR"],
    ["University of Auckland", "UoA", "new-zealand", "Auckland", "Auckland", "NZD"],
    ["University of Otago", "Otago", "new-zealand", "Otago", "Dunedin", "NZD"],
  ];
  for (const [name, short, country, region, city, currency] of more) {
    const base = buildRecord({
      slug: slugify(name),
      name,
      short,
      country,
      state: region,
      city,
      ownership: "public",
      streams: ["Science", "Management"],
      tier: 0,
    });
    base.courses = [
      ["MSc Data Analytics", "Masters", "Science", "PG", 1, 30000, currency, "", "IELTS/TOEFL"].join(";"),
      ["MSc International Management", "Masters", "Management", "PG", 1, 28000, currency, "", "IELTS/TOEFL"].join(";"),
    ].join("|");
    records.push(base);
  }
  return records;
}

export function sampleRecords(): CsvRecord[] {
  const records = [...indianRecords(), ...internationalRecords()];
  const slugs = new Set(records.map((r) => r.slug));
  for (let n = 1; records.length < SAMPLE_SIZE; n++) {
    const record = buildRecord(syntheticBase(n, SAMPLE_SEED));
    if (!slugs.has(record.slug)) {
      slugs.add(record.slug);
      records.push(record);
    }
  }
  return records;
}
