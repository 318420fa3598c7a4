/**
 * Travel and visa page content: visa types, the visa support list and trips. The five visa types are fixed; the
 * wording of each item is ours. Testimonials and experience figures are claims: the page shows those an operator
 * has set with a source (app/content/business-claims.ts), none otherwise.
 */
import type { MetaInput } from "~/lib/platform/meta";
import type { CtaContent, CtaLink, HeroContent } from "./exams";

export interface Visa {
  title: string;
  description: string;
  image: string;
}

export interface Trip {
  title: string;
  /** Book-by date (YYYY-MM-DD), shown on the card with its year: "Book by 15 March 2027". */
  dateBy: string;
  image: string;
  people: number;
}

export const TRAVEL_HERO: HeroContent & { links: CtaLink[] } = {
  eyebrow: "Travel & visa",
  title: "Your visa and travel, sorted in one place",
  subtitle:
    "From the visa application to the flight and the first week abroad: documents checked, appointments booked and trips planned by people who have done it hundreds of times.",
  image: "/images/travel/hero.svg",
  imageAlt: "Illustration of a passport, a boarding pass and an aeroplane over a globe",
  links: [
    { label: "Talk to a visa expert", to: "/connect" },
    { label: "Visa assistance service", to: "/services/visa-assistance" },
  ],
};

export const VISAS: Visa[] = [
  {
    title: "Business Visa",
    description:
      "For meetings, conferences and short business trips: invitation letters, itineraries and financial proof in order.",
    image: "/images/travel/visa-business.svg",
  },
  {
    title: "Working Visa",
    description:
      "Skilled-worker and post-study work routes: sponsorship checks, eligibility and a complete document file.",
    image: "/images/travel/visa-working.svg",
  },
  {
    title: "Student Visa",
    description:
      "Offer letter to visa stamp: funds evidence, financial documents, SOP checks and interview preparation.",
    image: "/images/travel/visa-student.svg",
  },
  {
    title: "Tourist Visa",
    description:
      "Holidays and family visits: travel history, bookings and cover letter prepared to the embassy's checklist.",
    image: "/images/travel/visa-tourist.svg",
  },
  {
    title: "Medical Visa",
    description: "Treatment abroad: hospital letters, attendant visas and fast-track appointments when time matters.",
    image: "/images/travel/visa-medical.svg",
  },
];

/** Visa carousel breakpoints: 640 = 2 slides, 768 = 3, 1024 = 4. */
export const VISA_BREAKPOINTS = {
  640: { slidesPerView: 2 },
  768: { slidesPerView: 3 },
  1024: { slidesPerView: 4 },
} as const;

export const VISA_SUPPORT: Array<{ title: string; text: string }> = [
  { title: "Eligibility check", text: "We confirm the right visa category and what you need before you pay any fee." },
  {
    title: "Document checklist",
    text: "A personal checklist for your embassy, with every document reviewed before submission.",
  },
  {
    title: "Application filing",
    text: "Online forms completed and cross-checked against your passport and supporting papers.",
  },
  {
    title: "Appointment booking",
    text: "Biometrics and interview slots booked at the nearest visa application centre.",
  },
  { title: "Interview preparation", text: "Mock interviews with the questions consular officers actually ask." },
  { title: "Travel & insurance", text: "Flights, travel insurance and forex arranged once your visa is approved." },
];

export const TRIPS: Trip[] = [
  { title: "London Campus Tour", dateBy: "2027-03-15", image: "/images/travel/trip-london.svg", people: 24 },
  { title: "Toronto Welcome Week", dateBy: "2027-04-30", image: "/images/travel/trip-toronto.svg", people: 18 },
  { title: "Sydney Orientation Trip", dateBy: "2027-05-31", image: "/images/travel/trip-sydney.svg", people: 20 },
  { title: "Berlin Study Weekend", dateBy: "2027-06-15", image: "/images/travel/trip-berlin.svg", people: 12 },
  { title: "Dublin City Walk", dateBy: "2027-07-31", image: "/images/travel/trip-dublin.svg", people: 15 },
];

export const TRAVEL_CTA: CtaContent = {
  heading: "Planning a trip abroad?",
  text: "Tell us where you are going and why; we will tell you exactly what your visa needs.",
  links: [{ label: "Talk to a visa expert", to: "/connect" }],
};

/** The page's title and description (its `meta`). */
export const TRAVEL_PAGE: MetaInput = {
  title: "Travel & Visa",
  description:
    "Business, working, student, tourist and medical visas with document checks and interview preparation, plus flights, trips and travel support for students.",
};

/** Everything the /travel page shows (its loader's answer). */
export const TRAVEL = {
  hero: TRAVEL_HERO,
  visas: VISAS,
  support: VISA_SUPPORT,
  trips: TRIPS,
  cta: TRAVEL_CTA,
};
