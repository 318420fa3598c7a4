/** The "Official data" form's fields and the confirmation, validated by the action (app/routes/admin.data). */
import * as z from "zod/mini";
import { IMPORT_FILE_FIELD, IMPORT_KINDS, IMPORT_MESSAGES } from "./import-form";

const optionalInt = (label: string, min: number, max: number) =>
  z.pipe(
    z._default(
      z.string().check(
        z.trim(),
        z.refine(
          (s) => s === "" || (/^\d+$/.test(s) && Number(s) >= min && Number(s) <= max),
          `${label} must be a whole number from ${min} to ${max}`,
        ),
      ),
      "",
    ),
    z.transform((s: string) => (s === "" ? undefined : Number(s))),
  );

export const ImportFormSchema = z.object({
  // "" reads the kind from the file's header; any kind the form offers may be chosen.
  kind: z._default(z.enum(["", ...IMPORT_KINDS]), ""),
  category: z._default(z.string().check(z.trim(), z.maxLength(60, "Category is too long")), ""),
  year: optionalInt("Year", 2016, 2100),
  round: optionalInt("Round", 1, 10),
  // A checkbox: "on" when ticked.
  clear: z.pipe(
    z._default(z.enum(["", "on"], "Choose whether empty cells clear held figures"), ""),
    z.transform((s: "" | "on") => s === "on"),
  ),
});

export const ImportConfirmSchema = z.object({
  staged: z.string().check(z.regex(/^[0-9a-f-]{36}$/, IMPORT_MESSAGES.expired)),
  digest: z.string().check(z.regex(/^[0-9a-f]{8,24}$/, IMPORT_MESSAGES.expired)),
});

/**
 * The page's two posts, one schema per intent: `preview` (the upload form: its choices and the file, whose
 * bytes the import checks) and `apply` (the staged upload's reference).
 */
export const ImportActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview"), ...ImportFormSchema.shape, [IMPORT_FILE_FIELD]: z.optional(z.file()) }),
  z.object({ intent: z.literal("apply"), ...ImportConfirmSchema.shape }),
]);
