/**
 * What /admin/colleges/{slug}'s page (`route.tsx`) and its server half both use: `loadSchema`, `SAVE`.
 */
export const loadSchema = () => import("~/lib/admin/college-form").then((m) => m.CollegeFormSchema);

export const SAVE = "college-save";
