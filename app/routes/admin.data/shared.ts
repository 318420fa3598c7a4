/**
 * What /admin/data's page (`route.tsx`) and its server half both use: `FieldName`.
 */
export type FieldName = "file" | "kind" | "category" | "year" | "round" | "clear";
