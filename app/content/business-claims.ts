/**
 * The business's own claims the site may show: figures, accreditation badges and testimonials. Each is shown only
 * once an operator has set it in the console with its source (D1 `business_claims`); a fresh site shows none.
 */

export type ClaimKind = "figure" | "badge" | "testimonial";

export interface ClaimSlot {
  key: string;
  kind: ClaimKind;
  /** The console's name for it; a figure's label on the site; a badge's title. */
  label: string;
  /** A figure's suffix ("+", "%"). */
  suffix?: string;
  /** A badge's image (public/uploads). */
  image?: string;
  /** Where it shows. */
  shows: string;
}

export const CLAIM_SLOTS: readonly ClaimSlot[] = [
  { key: "students-guided", kind: "figure", label: "Students Guided", suffix: "+", shows: "Home: Why us?" },
  { key: "visa-success", kind: "figure", label: "Visa Success Rate", suffix: "%", shows: "Home: Why us?; Services" },
  { key: "years", kind: "figure", label: "Years of experience", suffix: "+", shows: "Services" },
  { key: "success-journeys", kind: "figure", label: "Success journeys", suffix: "+", shows: "Services" },
  { key: "awards", kind: "figure", label: "Awards won", suffix: "+", shows: "Services" },
  { key: "partners", kind: "figure", label: "Partner institutions", suffix: "+", shows: "Home: Why us?" },
  {
    key: "countries-supported",
    kind: "figure",
    label: "Countries supported",
    suffix: "",
    shows: "Service pages: Why choose us",
  },
  {
    key: "badge-icef",
    kind: "badge",
    label: "Agency Accredited by ICEF",
    image: "cert-icef.svg",
    shows: "Home: Certificates & Accreditation",
  },
  {
    key: "badge-british-council",
    kind: "badge",
    label: "Counsellors Trained by the British Council",
    image: "cert-british-council.svg",
    shows: "Home: Certificates & Accreditation",
  },
  {
    key: "badge-qs",
    kind: "badge",
    label: "Recognised QS Higher Education Partner",
    image: "cert-qs-partner.svg",
    shows: "Home: Certificates & Accreditation",
  },
  { key: "client-beds", kind: "figure", label: "Beds", suffix: " Mn+", shows: "Exam prep: Every Client Matters" },
  {
    key: "client-properties",
    kind: "figure",
    label: "Properties",
    suffix: "K+",
    shows: "Exam prep: Every Client Matters",
  },
  {
    key: "client-students-assisted",
    kind: "figure",
    label: "Students Assisted",
    suffix: " Mn",
    shows: "Exam prep: Every Client Matters",
  },
  {
    key: "client-cities",
    kind: "figure",
    label: "Global Cities",
    suffix: "+",
    shows: "Exam prep: Every Client Matters",
  },
  {
    key: "review-score",
    kind: "figure",
    label: "Review score (out of 5)",
    suffix: "",
    shows: "Exam prep: review strip",
  },
  { key: "review-count", kind: "figure", label: "Reviews", suffix: "+", shows: "Exam prep: review strip" },
  {
    key: "trainers",
    kind: "figure",
    label: "Certified trainers",
    suffix: "+",
    shows: "Exam prep: Why students choose us; Test preparation service",
  },
  {
    key: "student-discount",
    kind: "figure",
    label: "Student discount, up to",
    suffix: "%",
    shows: "Service pages: Why choose us",
  },
  {
    key: "airlines",
    kind: "figure",
    label: "Airlines with student fares",
    suffix: "+",
    shows: "Student flight tickets",
  },
  {
    key: "sim-countries",
    kind: "figure",
    label: "Countries the international SIM works in",
    suffix: "+",
    shows: "Services: International SIM",
  },
  ...[1, 2, 3, 4, 5].map((n): ClaimSlot => ({
    key: `testimonial-${n}`,
    kind: "testimonial",
    label: `Testimonial ${n}`,
    shows: "Services",
  })),
];

export function claimSlot(key: string | undefined): ClaimSlot | undefined {
  return CLAIM_SLOTS.find((s) => s.key === key);
}

/** The home's 'Why us?' tiles (by their title, lower case) that state a business figure: its slot. */
export const WHY_US_CLAIMS: Readonly<Record<string, string>> = {
  "students guided": "students-guided",
  "visa success rate": "visa-success",
};

/** The home's 'Why us?' tiles (by their title, lower case) that state a count of the directory. */
export const WHY_US_COUNTS: Readonly<Record<string, "colleges" | "courses" | "countries">> = {
  "colleges listed": "colleges",
  "courses listed": "courses",
  "countries covered": "countries",
};

/** The directory counts' tiles when the 'Why us?' rows have none of their own (title, description). */
export const DIRECTORY_TILES = {
  colleges: {
    title: "Colleges Listed",
    description: "Colleges and universities in our directory, as it holds them today.",
  },
  courses: { title: "Courses Listed", description: "Courses listed across those colleges." },
  countries: {
    title: "Countries Covered",
    description: "Countries outside India with universities in our directory.",
  },
} as const;

/** The /services counters: the figure slots they show, in order. */
export const SERVICES_STAT_SLOTS = ["years", "success-journeys", "awards", "visa-success"] as const;

/** The /exam-prep 'Every Client Matters' counters: the figure slots they show, in order. */
export const EXAM_PREP_STAT_SLOTS = [
  "client-beds",
  "client-properties",
  "client-students-assisted",
  "client-cities",
] as const;

/**
 * Lines of the site's copy that state a business figure. The shipped copy holds `without`; once an operator has set
 * the slot with a source, the page shows `with` (the figure and its suffix in place of {n}) and names the source.
 */
export const CLAIM_LINES: Readonly<Record<string, { without: string; with: string }>> = {
  airlines: { without: "Student fares across airlines", with: "Student fares on {n} airlines" },
  trainers: { without: "Learn from expert trainers", with: "Learn from {n} expert trainers" },
  "sim-countries": {
    without: "A SIM that works abroad, active the moment you land.",
    with: "A SIM that works across {n} countries, active the moment you land.",
  },
  "student-discount": {
    without: "You see the full price before you commit.",
    with: "You see the full price before you commit, with student discounts of up to {n}.",
  },
};

/** The /exam-prep benefit tile that states the trainers figure (by its title without the figure). */
export const TRAINERS_TILE = { without: "Certified trainers", with: "{n} certified trainers" } as const;
