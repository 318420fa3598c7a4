/**
 * What /admin/content/{kind}/{id}'s page (`route.tsx`) and its server half both use: `SAVE`.
 */

export const SAVE = "content-save";
