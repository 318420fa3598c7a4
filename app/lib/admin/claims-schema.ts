/**
 * The claims console's form (/admin/claims): one schema for the page and its action (docs/forms.md). A claim needs
 * its value, a source (a URL or a named document) and the date the source was checked; a figure is a number; a
 * testimonial names the student who gave it, never one of the experts.
 */
import * as z from "zod/mini";
import { CLAIM_SLOTS, claimSlot } from "~/content/business-claims";
import { EXPERTS } from "~/content/experts";
import { fromDmy } from "./dates";

export const CLAIM_LIMITS = { value: 600, author: 80, place: 80, source: 300 } as const;

export const CLAIM_MESSAGES = {
  slot: "Please choose a claim.",
  value: "Please enter the claim's value.",
  figure: "Please enter the figure as a number, e.g. 1200.",
  author: "Please enter the student's name.",
  expert: "This is one of our experts' names: a testimonial names the student who gave it.",
  source: "Please enter the source: a URL or the document the claim can be checked against.",
  checked: "Please enter the date the source was checked as dd/mm/yyyy.",
  future: "The date checked cannot be in the future.",
} as const;

const text = (max: number, message?: string) =>
  message
    ? z
        .string({ error: message })
        .check(z.trim(), z.minLength(1, message), z.maxLength(max, `Keep it under ${max} characters.`))
    : z.optional(z.string().check(z.trim(), z.maxLength(max, `Keep it under ${max} characters.`)));

const expertNames = new Set(EXPERTS.map((e) => e.name.trim().toLowerCase()));

/** A testimonial's author that is one of the experts' names (as shipped). */
export const isExpertName = (name: string) => expertNames.has(name.trim().replace(/\s+/g, " ").toLowerCase());

export const ClaimFormSchema = z
  .object({
    key: z.enum(CLAIM_SLOTS.map((s) => s.key) as [string, ...string[]], { error: CLAIM_MESSAGES.slot }),
    value: text(CLAIM_LIMITS.value),
    author: text(CLAIM_LIMITS.author),
    place: text(CLAIM_LIMITS.place),
    // Checked with the other fields below, so that every message shows at once.
    source: text(CLAIM_LIMITS.source),
    checked_on: z.optional(z.string().check(z.trim())),
    shown: z.optional(z.string()),
  })
  .check(
    z.superRefine((v, ctx) => {
      const slot = claimSlot(v.key);
      const value = (v.value ?? "").trim();
      if (slot?.kind !== "badge" && !value)
        ctx.addIssue({ code: "custom", path: ["value"], message: CLAIM_MESSAGES.value });
      if (slot?.kind === "figure" && value && !/^\d[\d,]*(\.\d+)?$/.test(value))
        ctx.addIssue({ code: "custom", path: ["value"], message: CLAIM_MESSAGES.figure });
      if (slot?.kind === "testimonial") {
        const author = (v.author ?? "").trim();
        if (!author) ctx.addIssue({ code: "custom", path: ["author"], message: CLAIM_MESSAGES.author });
        else if (isExpertName(author))
          ctx.addIssue({ code: "custom", path: ["author"], message: CLAIM_MESSAGES.expert });
      }
      if (!(v.source ?? "").trim()) ctx.addIssue({ code: "custom", path: ["source"], message: CLAIM_MESSAGES.source });
      const day = fromDmy(v.checked_on ?? "");
      if (!day) ctx.addIssue({ code: "custom", path: ["checked_on"], message: CLAIM_MESSAGES.checked });
      // IST's today is at most 5.5 h ahead of UTC's.
      if (day && day > new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10))
        ctx.addIssue({ code: "custom", path: ["checked_on"], message: CLAIM_MESSAGES.future });
    }),
  );

export type ClaimForm = z.infer<typeof ClaimFormSchema>;
