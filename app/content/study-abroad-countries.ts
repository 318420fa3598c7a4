/**
 * The countries a study-abroad guide exists for, with the name a link shows: small enough for every page that
 * links to the guides (the guides themselves are in study-abroad.ts and load only on the guide pages).
 */
import type { Country } from "./colleges";

export const GUIDE_COUNTRIES = [
  { country: "canada", name: "Canada" },
  { country: "uk", name: "UK" },
  { country: "usa", name: "USA" },
  { country: "australia", name: "Australia" },
  { country: "germany", name: "Germany" },
] as const satisfies ReadonlyArray<{ country: Country; name: string }>;

export type GuideCountry = (typeof GUIDE_COUNTRIES)[number];

/** A guide's country and name, for the guide's own entry. */
export const guideCountry = (country: GuideCountry["country"]): GuideCountry =>
  GUIDE_COUNTRIES.find((g) => g.country === country)!;

export const guidePath = (country: Country) => `/study-abroad/${country}`;
