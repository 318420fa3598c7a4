/**
 * Static display content of the service detail template and the country type both
 * services pages use. Apart from the hub's (./services-page) so that a detail page's JS carries
 * only its own.
 */

export interface Country {
  name: string;
  /** ISO 3166-1 alpha-2 code: flag file name and the fallback badge text. */
  code: string;
  /** Fallback badge colour (white text on it passes contrast). */
  color: string;
}

export const flagUrl = (code: string) => `/images/services/flags/${code.toLowerCase()}.svg`;

/** The detail page's moving strip: eight countries for immigration. */
export const STRIP_COUNTRIES: readonly Country[] = [
  { name: "Austria", code: "AT", color: "#b91c1c" },
  { name: "New Zealand", code: "NZ", color: "#1e3a8a" },
  { name: "China", code: "CN", color: "#dc2626" },
  { name: "Afghanistan", code: "AF", color: "#15803d" },
  { name: "Brazil", code: "BR", color: "#047857" },
  { name: "Australia", code: "AU", color: "#1e40af" },
  { name: "Germany", code: "DE", color: "#a16207" },
  { name: "France", code: "FR", color: "#1d4ed8" },
];

/**
 * The detail page's "Why choose" tiles. The countries the business supports are a claim: the tile "Support in
 * {n} countries" shows only once an operator has set the figure with a source (`countries-supported`), and so does
 * the student discount in "Transparent pricing" (`student-discount`, CLAIM_LINES).
 */
export const DETAIL_WHY_CHOOSE = [
  {
    title: "Student-first advisors",
    text: "Advisors who studied abroad themselves and answer within 2 hours on working days.",
  },
  {
    title: "Verified partners",
    text: "Every landlord, airline agent and insurer we work with is checked and reviewed by students.",
  },
  {
    title: "Transparent pricing",
    text: "You see the full price before you commit.",
  },
] as const;

/** The claimed countries tile, when the figure is set. */
export const countriesTile = (n: number, source: string) => ({
  title: `Support in ${n} ${n === 1 ? "country" : "countries"}`,
  text: `Our network helps you in each of them. Source: ${source}.`,
});

export const OFFICE_HOURS = "Mon-Fri 9AM-6PM EST";
export const RESPONSE_LINE = "Response within 2 hours";
export const INQUIRY_SUCCESS = "Form submitted successfully! We'll get back to you soon.";
/** Simulated submit delay. */
export const SUBMIT_DELAY_MS = 2000;

/** The intent of a service page's inquiry form. */
export const INQUIRY_INTENT = "inquiry";
