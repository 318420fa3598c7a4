/**
 * What /admin/catalogue/{kind}/{key}'s page (`route.tsx`) and its server half both use: `schemas`, `SAVE`.
 */
/** The forms' schemas: the action awaits them, the page loads one on its form's first input (docs/forms.md). */
export const schemas = () => import("~/lib/catalogue/schemas");

export const SAVE = "catalogue-save";
