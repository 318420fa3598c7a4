/**
 * What /admin/claims' page (`route.tsx`) and its server half both use: `schema`, the intents.
 */
/** The form's schema: the action awaits it, the page loads it on its form's first input (docs/forms.md). */
export const schema = () => import("~/lib/admin/claims-schema").then((m) => m.ClaimFormSchema);

export const SAVE = "claim-save";
export const HIDE = "claim-hide";
export const SHOW = "claim-show";
