/**
 * What /college-predictor's page (`route.tsx`) and its server half both use: `PATH`.
 */
export const PATH = "/college-predictor";
