/** The "Official data" form's fields and the confirmation, validated by the action (app/routes/admin.data.tsx). */
import * as z from "zod";
import { IMPORT_MESSAGES } from "./import-form";

const optionalInt = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .default("")
    .refine((s) => s === "" || (/^\d+$/.test(s) && Number(s) >= min && Number(s) <= max), {
      message: `${label} must be a whole number from ${min} to ${max}`,
    })
    .transform((s) => (s === "" ? undefined : Number(s)));

export const ImportFormSchema = z.object({
  kind: z.enum(["", "colleges", "nirf", "josaa"]).default(""),
  category: z.string().trim().max(60, "Category is too long").default(""),
  year: optionalInt("Year", 2016, 2100),
  round: optionalInt("Round", 1, 10),
});

export const ImportConfirmSchema = z.object({
  staged: z.string().regex(/^[0-9a-f-]{36}$/, IMPORT_MESSAGES.expired),
  digest: z.string().regex(/^[0-9a-f]{8,24}$/, IMPORT_MESSAGES.expired),
});
