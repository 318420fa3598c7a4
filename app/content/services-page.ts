/** Static display content of the services hub; the detail template's: ./service-detail-page. */
import type { Country } from "./service-detail-page";

export interface HubCountry extends Country {
  lines: readonly [string, string, string];
}

/** The hub's auto-scrolling carousel: six countries, three feature lines each. */
export const HUB_COUNTRIES: readonly HubCountry[] = [
  {
    name: "Canada",
    code: "CA",
    color: "#b91c1c",
    lines: ["Post-graduation work permit", "Affordable public universities", "Safe, welcoming cities"],
  },
  {
    name: "India",
    code: "IN",
    color: "#c2410c",
    lines: ["Top-ranked IITs and IIMs", "Low cost of living", "Fast-growing job market"],
  },
  {
    name: "Australia",
    code: "AU",
    color: "#1e3a8a",
    lines: ["Work up to 48 hours a fortnight", "Eight globally ranked universities", "Post-study work visa"],
  },
  {
    name: "United Kingdom",
    code: "GB",
    color: "#1e40af",
    lines: ["One-year master's degrees", "Two-year Graduate Route", "Historic universities"],
  },
  {
    name: "United States",
    code: "US",
    color: "#1d4ed8",
    lines: ["World's largest choice of courses", "STEM OPT extension", "Generous scholarships"],
  },
  {
    name: "Germany",
    code: "DE",
    color: "#a16207",
    lines: ["Low or no tuition fees", "18-month job-seeker visa", "Strong engineering programmes"],
  },
];

export const HUB_WHY_CHOOSE = [
  {
    title: "Flexibility",
    text: "Free cancellation on most bookings and flexible payment options, so your plans can change without penalty.",
  },
  {
    title: "Memorable experiences",
    text: "From your first airport pickup to settling into your room, we make the move abroad something to enjoy.",
  },
  {
    title: "Quality standards",
    text: "Every partner is verified and every service reviewed by students, so you only get what we would use ourselves.",
  },
] as const;

export interface Testimonial {
  id: number;
  /** 1–5 stars, or 0: none given. */
  rating: number;
  text: string;
  author: string;
  location: string;
  /** Initials shown in the avatar circle (no external avatar service). */
  avatar: string;
  /** Where the testimonial can be checked. */
  source?: string;
}

/** Testimonials are shown only once an operator has set them in the console with a source (content/business-claims.ts). */

/** Testimonials slider: 3 visible of 5. */
export const TESTIMONIALS_VISIBLE = 3;

/**
 * The slider's window index wraps at both ends: previous from the first window
 * goes to the last window, next past the last window goes to the first.
 */
export function nextWindow(index: number, total: number, visible = TESTIMONIALS_VISIBLE): number {
  const last = Math.max(0, total - visible);
  return index >= last ? 0 : index + 1;
}
export function previousWindow(index: number, total: number, visible = TESTIMONIALS_VISIBLE): number {
  const last = Math.max(0, total - visible);
  return index <= 0 ? last : index - 1;
}
/** A window index from untrusted input (the no-JS ?review= parameter). */
export function clampWindow(value: unknown, total: number, visible = TESTIMONIALS_VISIBLE): number {
  const n = Number(value);
  const last = Math.max(0, total - visible);
  return Number.isInteger(n) && n >= 0 && n <= last ? n : 0;
}
