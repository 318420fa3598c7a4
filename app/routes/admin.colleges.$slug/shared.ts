/**
 * What /admin/colleges/{slug}'s page (`route.tsx`) and its server half both use: `SAVE`.
 */

export const SAVE = "college-save";
