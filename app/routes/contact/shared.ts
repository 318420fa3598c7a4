/**
 * What /contact's page (`route.tsx`) and its server half both use: `loadSchema`, `INTENT`.
 */
/** The form's schema: the action awaits it, the page loads it on the form's first input (docs/forms.md). */
export const loadSchema = () => import("~/components/company/schemas").then((m) => m.ContactSchema);

export const INTENT = "contact";
