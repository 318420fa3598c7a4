/**
 * What /admin/content/{kind}/{id}'s page (`route.tsx`) and its server half both use: `schemas`, `SAVE`.
 */
/** The forms' schemas: the action awaits them, the page loads one on its form's first input (docs/forms.md). */
export const schemas = () => import("~/lib/admin/content-forms");

export const SAVE = "content-save";
