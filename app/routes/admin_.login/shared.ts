/**
 * What /admin/login's page (`route.tsx`) and its server half both use: `INTENT`.
 */

export const INTENT = "admin-login";
