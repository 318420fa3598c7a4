/**
 * What /dev/outbox's page (`route.tsx`) and its server half both use: `LIMIT`.
 */
export const LIMIT = 50;
