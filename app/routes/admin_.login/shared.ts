/**
 * What /admin/login's page (`route.tsx`) and its server half both use: `loadSchema`, `INTENT`.
 */
/** The form's schema: the action awaits it, the page loads it on the form's first input (docs/forms.md). */
export const loadSchema = () => import("~/lib/admin/schemas").then((m) => m.AdminLoginSchema);

export const INTENT = "admin-login";
