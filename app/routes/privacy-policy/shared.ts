/**
 * What /privacy-policy's page (`route.tsx`) and its server half both use: `loadSchema`, `INTENT`.
 */
export const loadSchema = () => import("~/lib/policies-schema").then((m) => m.DataRequestSchema);

export const INTENT = "data-request";
