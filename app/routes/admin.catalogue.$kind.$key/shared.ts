/**
 * What /admin/catalogue/{kind}/{key}'s page (`route.tsx`) and its server half both use: `SAVE`.
 */

export const SAVE = "catalogue-save";
