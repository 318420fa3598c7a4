/**
 * What /colleges/{slug}/apply's page (`route.tsx`) and its server half both use: `INTENT`.
 */

export const INTENT = "counselling";
