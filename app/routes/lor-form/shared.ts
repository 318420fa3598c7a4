/**
 * What /lor-form's page (`route.tsx`) and its server half both use: the two variants and the one a URL asks for.
 */

/** The variants and their labels; each one's letter (steps and composer) stays on the server. */
export const VARIANTS = {
  applicant: { label: "I am the applicant" },
  recommender: { label: "I am the recommender" },
} as const;

export type Variant = keyof typeof VARIANTS;

export function variantOf(params: URLSearchParams): Variant {
  return params.get("variant") === "recommender" ? "recommender" : "applicant";
}
