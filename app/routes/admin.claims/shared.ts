/**
 * What /admin/claims' page (`route.tsx`) and its server half both use: `schema`, the intents.
 */
/** The form's schema: the page validates with it as the action does. */
export { ClaimFormSchema as schema } from "~/lib/admin/claims-schema";

export const SAVE = "claim-save";
export const HIDE = "claim-hide";
export const SHOW = "claim-show";
