/**
 * What /colleges/{slug}/apply's page (`route.tsx`) and its server half both use: `loadSchema`, `INTENT`.
 */
export const loadSchema = () => import("~/lib/colleges/brochure-schema").then((m) => m.BrochureSchema);

export const INTENT = "counselling";
