/**
 * TEST FIXTURE — testimonials and one figure an operator has set with a source, so the browser servers' /services
 * and /travel show their testimonials slider and a counter (a fresh site shows none). The names are the fixture's
 * own, never an expert's.
 */

/** The fixture's testimonial authors, in slot order. */
export const FIXTURE_TESTIMONIAL_AUTHORS = [
  "Meera Joshi",
  "Kabir Anand",
  "Tanvi Rao",
  "Farhan Qureshi",
  "Isha Bansal",
] as const;

/** One `business_claims` row per testimonial slot, as the operator would set it. */
export function testimonialStatements(): string[] {
  return FIXTURE_TESTIMONIAL_AUTHORS.map(
    (author, i) =>
      `INSERT OR REPLACE INTO business_claims (key, value, author, place, source, set_by)
       VALUES ('testimonial-${i + 1}', 'Clear advice at every step.', '${author}', 'Pune → Dublin', 'Test fixture: written consent', 'ops@example.in (admin)')`,
  );
}

/** The fixture's figure: success journeys, as the operator would set it. */
export const FIXTURE_FIGURE = { key: "success-journeys", value: 120, shown: "120+" } as const;
/** The fixture's /exam-prep counter (its 'Every Client Matters' section shows only the figures set). */
export const FIXTURE_CLIENT_FIGURE = { key: "client-cities", value: 515, shown: "515+" } as const;

export function figureStatements(): string[] {
  return [FIXTURE_FIGURE, FIXTURE_CLIENT_FIGURE].map(
    (f) => `INSERT OR REPLACE INTO business_claims (key, value, source, checked_on, set_by)
     VALUES ('${f.key}', '${f.value}', 'Test fixture: counselling register', '2026-11-01', 'ops@example.in (admin)')`,
  );
}
