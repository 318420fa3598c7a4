/**
 * What /reset-password's page (`route.tsx`) and its server half both use: `loadSchema`.
 */
/** The form's schema: the action awaits it, the page loads it on the form's first input (docs/forms.md). */
export const loadSchema = () => import("~/lib/accounts/schemas").then((m) => m.ResetPasswordSchema);
