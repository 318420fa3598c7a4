/**
 * What /account's page (`route.tsx`) and its server half both use: `schemas`.
 */
/** The forms' schemas: the action awaits them, the page loads one on its form's first input (docs/forms.md). */
export const schemas = () => import("~/lib/accounts/schemas");
