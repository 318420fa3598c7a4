/**
 * What /privacy-policy's page (`route.tsx`) and its server half both use: `INTENT`.
 */

export const INTENT = "data-request";
