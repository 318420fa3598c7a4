/**
 * The college directory's vocabulary: filter values, sort options, ranking
 * agencies and labels. Shared by the server (SQL building) and the browser (filter form).
 */
import { RANKING_AGENCIES } from "~/content/home";
import { formatNumber } from "~/lib/format/plural";

export const PAGE_SIZE = 20;

export const STREAMS = [
  "Engineering",
  "Management",
  "Medical",
  "Arts",
  "Science",
  "Commerce",
  "Law",
  "Computer Applications",
  "Pharmacy",
  "Design",
] as const;

export const OWNERSHIPS = [
  { value: "public", label: "Public / Government" },
  { value: "private", label: "Private" },
  { value: "deemed", label: "Deemed university" },
  { value: "autonomous", label: "Autonomous" },
] as const;
export type Ownership = (typeof OWNERSHIPS)[number]["value"];

/** Ranking agencies: the home ranking table's seven, plus QS for colleges abroad. */
export const AGENCIES = [...RANKING_AGENCIES, { id: "qs", label: "QS World" }] as const;
export type AgencyId = (typeof AGENCIES)[number]["id"];
export const agencyLabel = (id: string) => AGENCIES.find((a) => a.id === id)?.label ?? id;

export const COUNTRY_LABELS: Record<string, string> = {
  india: "India",
  usa: "USA",
  canada: "Canada",
  uk: "UK",
  australia: "Australia",
  germany: "Germany",
  ireland: "Ireland",
  "new-zealand": "New Zealand",
};
export const countryLabel = (c: string) => COUNTRY_LABELS[c] ?? c;

export const SORTS = [
  { value: "rank", label: "Ranking" },
  { value: "rating", label: "Rating" },
  { value: "fees-asc", label: "Fees: low to high" },
  { value: "fees-desc", label: "Fees: high to low" },
  { value: "salary", label: "Median salary (NIRF submission)" },
  { value: "name", label: "Name" },
] as const;
export type CollegeSort = (typeof SORTS)[number]["value"];

/**
 * NIRF rank ranges of the directory's "NIRF rank" filter: the college's rank in the chosen category in the
 * latest year held for that category. A range without a category means Overall.
 */
export const NIRF_TOPS = [
  { value: "10", label: "Top 10" },
  { value: "50", label: "Top 50" },
  { value: "100", label: "Top 100" },
  { value: "200", label: "Top 200" },
] as const;

/** The NIRF category a stream's "Ranking" sort uses; any other stream sorts by Overall. */
export const STREAM_CATEGORY: Readonly<Record<string, string>> = {
  Engineering: "Engineering",
  Management: "Management",
  Medical: "Medical",
  Pharmacy: "Pharmacy",
  Law: "Law",
};
/** The category of the "Ranking" sort without a NIRF category or a stream that names one. */
export const DEFAULT_RANK_CATEGORY = "Overall";

export const RATING_OPTIONS = [
  { value: "4.5", label: "4.5 and above" },
  { value: "4", label: "4.0 and above" },
  { value: "3.5", label: "3.5 and above" },
  { value: "3", label: "3.0 and above" },
] as const;

/** Total course fees in INR (the fees range filter). */
export const FEE_RANGES = [
  { value: "0-100000", label: "Up to ₹1 lakh", min: 0, max: 100_000 },
  { value: "100000-500000", label: "₹1–5 lakh", min: 100_000, max: 500_000 },
  { value: "500000-1000000", label: "₹5–10 lakh", min: 500_000, max: 1_000_000 },
  { value: "1000000-2500000", label: "₹10–25 lakh", min: 1_000_000, max: 2_500_000 },
  { value: "2500000-", label: "Over ₹25 lakh", min: 2_500_000, max: null },
] as const;

/** Illustrative conversion rates for sorting foreign fees next to INR fees (not quotes). */
export const INR_PER: Record<string, number> = { INR: 1, USD: 83, CAD: 61, GBP: 105, AUD: 55, EUR: 90, NZD: 50 };

export const SAMPLE_NOTICE =
  "Sample data: fees, seats, ratings and rankings on this page are illustrative, not verified figures.";

/** Under the directory and compare: where the figures come from. */
export const DATA_NOTICE =
  "Ranks come from NIRF's published India Rankings and programmes from JoSAA's opening and closing ranks, each with its year; ratings only from reviews written here. Where no source gives a figure, it says “Not published yet”.";

export function formatMoney(amount: number, currency: string): string {
  if (currency === "INR") return `₹${formatNumber(amount)}`;
  const symbol: Record<string, string> = { USD: "$", CAD: "CA$", GBP: "£", AUD: "A$", EUR: "€", NZD: "NZ$" };
  return `${symbol[currency] ?? `${currency} `}${formatNumber(amount, "en-US")}`;
}

/**
 * Regions that span states: chosen like a State (its name is a State option), they match the colleges of their
 * states and of their cities. Delhi NCR is the National Capital Region: Delhi with Noida, Gurugram, Ghaziabad and
 * Faridabad (and the older or longer names of two of them).
 */
export const REGIONS: ReadonlyArray<{ name: string; states: readonly string[]; cities: readonly string[] }> = [
  {
    name: "Delhi NCR",
    states: ["Delhi"],
    cities: ["Noida", "Greater Noida", "Gurugram", "Gurgaon", "Ghaziabad", "Faridabad"],
  },
];

export function regionNamed(name: string) {
  return REGIONS.find((r) => r.name.toLowerCase() === name.toLowerCase());
}

/** The college page's brochure request: its form's intent (the action's and the page's). */
export const BROCHURE_INTENT = "brochure";
