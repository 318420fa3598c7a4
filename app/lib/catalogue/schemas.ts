/**
 * The console's catalogue edit forms, one zod/mini schema per kind: imported by the edit route's
 * action and its page (docs/forms.md). `storedValues` turns a
 * parsed form into the text each field is stored as.
 */
import * as z from "zod/mini";
import { fromDmy } from "../admin/dates";
import { numberField, optionalText, requiredText } from "../forms/validation";
import { clockMinutes, HOURS_MODES, serializeHours, WEEKDAYS, type ExpertHours } from "./hours";
import { EXPERT_TYPES, hoursField, HOURS_MODE_FIELD, LIMITS, type CatalogueKind } from "./kinds";

const time = z.optional(
  z.string().check(
    z.trim(),
    z.refine((s) => s === "" || !Number.isNaN(clockMinutes(s)), "Please enter a time as HH:MM."),
  ),
);

const dayFields = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [hoursField(day, "from"), time],
    [hoursField(day, "to"), time],
  ]),
);

/** "English,  hindi ,Tamil" → ["English", "hindi", "Tamil"]. */
export const splitList = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
/** One feature a line, blank lines dropped. */
export const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

type HoursForm = Record<string, string | undefined>;

function checkHours(value: HoursForm, ctx: z.core.$RefinementCtx) {
  if (value[HOURS_MODE_FIELD] !== "hours") return;
  let days = 0;
  for (const day of WEEKDAYS) {
    const from = value[hoursField(day, "from")] ?? "";
    const to = value[hoursField(day, "to")] ?? "";
    if (!from && !to) continue;
    if (!from || !to) {
      const path = [hoursField(day, from ? "to" : "from")];
      ctx.addIssue({ code: "custom", path, message: "Please enter both times, or neither." });
    } else if (clockMinutes(from) >= clockMinutes(to)) {
      ctx.addIssue({ code: "custom", path: [hoursField(day, "to")], message: "The end must be after the start." });
    } else days++;
  }
  if (!days) {
    ctx.addIssue({
      code: "custom",
      path: [HOURS_MODE_FIELD],
      message: "Please enter the hours of at least one day, or choose Offline or Available.",
    });
  }
}

export const ExpertFormSchema = z
  .object({
    name: requiredText(LIMITS.expertName, "Please enter the name.", "Keep the name under 80 characters."),
    type: z.enum(EXPERT_TYPES, { error: "Please choose the role." }),
    bio: optionalText(LIMITS.bio, "Keep the bio under 600 characters."),
    languages: z.string({ error: "Please enter at least one language." }).check(
      z.trim(),
      z.refine((s) => splitList(s).length > 0, "Please enter at least one language."),
      z.maxLength(LIMITS.languages, "Keep the languages under 200 characters."),
    ),
    rate: numberField(
      z
        .number({ error: "Please enter the rate in whole rupees per minute." })
        .check(
          z.int("Please enter the rate in whole rupees per minute."),
          z.gte(1, "The rate must be at least ₹1 per minute."),
          z.lte(100_000, "The rate must be at most ₹100000 per minute."),
        ),
    ),
    [HOURS_MODE_FIELD]: z.enum(HOURS_MODES, { error: "Please choose the availability." }),
    ...dayFields,
  })
  .check(z.superRefine((value, ctx) => checkHours(value as unknown as HoursForm, ctx)));

export const ServiceFormSchema = z.object({
  title: requiredText(LIMITS.serviceTitle, "Please enter the title.", "Keep the title under 80 characters."),
  desc: requiredText(LIMITS.serviceDesc, "Please enter the description.", "Keep the description under 300 characters."),
  price: requiredText(LIMITS.price, "Please enter the price.", "Keep the price under 60 characters."),
  features: z.string({ error: "Please enter at least one feature." }).check(
    z.refine((s) => splitLines(s).length > 0, "Please enter at least one feature."),
    z.refine((s) => splitLines(s).length <= LIMITS.features, `Please keep to ${LIMITS.features} features.`),
    z.refine(
      (s) => splitLines(s).every((line) => line.length <= LIMITS.feature),
      "Keep each feature under 120 characters.",
    ),
  ),
});

export const NewsFormSchema = z.object({
  title: requiredText(LIMITS.newsTitle, "Please enter the title.", "Keep the title under 140 characters."),
  // Typed dd/mm/yyyy (or yyyy-mm-dd), stored yyyy-mm-dd.
  date: z.pipe(
    z.string({ error: "Please enter a date." }).check(
      z.trim(),
      z.refine((s) => fromDmy(s) !== undefined, "Please enter a date as dd/mm/yyyy."),
    ),
    z.transform((s) => fromDmy(s) ?? s),
  ),
  description: requiredText(LIMITS.summary, "Please enter the summary.", "Keep the summary under 400 characters."),
  body: optionalText(LIMITS.body, "Keep the body under 4000 characters."),
  link: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(LIMITS.link, "Keep the link under 300 characters."),
      z.refine(
        (s) => s === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s),
        "Please enter a link starting with https://.",
      ),
    ),
  ),
});

export const CATALOGUE_SCHEMAS: Record<CatalogueKind, z.ZodMiniType> = {
  experts: ExpertFormSchema,
  services: ServiceFormSchema,
  news: NewsFormSchema,
};

/** A parsed form → each field's stored text (the spelling the site's reader expects). */
export function storedValues(kind: CatalogueKind, parsed: Record<string, unknown>): Record<string, string> {
  const text = (name: string) => String(parsed[name] ?? "").trim();
  if (kind === "experts") {
    const mode = text(HOURS_MODE_FIELD) as ExpertHours["mode"];
    const hours: ExpertHours =
      mode === "hours"
        ? {
            mode,
            days: Object.fromEntries(
              WEEKDAYS.filter((d) => text(hoursField(d, "from")) && text(hoursField(d, "to"))).map((d) => [
                d,
                { from: text(hoursField(d, "from")), to: text(hoursField(d, "to")) },
              ]),
            ),
          }
        : mode === "online"
          ? { mode }
          : { mode: "offline" };
    return {
      name: text("name"),
      type: text("type"),
      bio: text("bio"),
      languages: splitList(text("languages")).join(", "),
      rate: String(parsed.rate),
      hours: serializeHours(hours),
    };
  }
  if (kind === "services") {
    return {
      title: text("title"),
      desc: text("desc"),
      price: text("price"),
      features: splitLines(String(parsed.features ?? "")).join("\n"),
    };
  }
  return {
    title: text("title"),
    date: text("date"),
    description: text("description"),
    body: String(parsed.body ?? "")
      .replace(/\r\n/g, "\n")
      .trim(),
    link: text("link"),
  };
}
