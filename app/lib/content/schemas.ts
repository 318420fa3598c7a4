/**
 * zod schemas of the server content rows, exactly as the public JSON API returns them
 * (content-types.ts). The operator console validates every row it stores with these.
 */
import * as z from "zod/mini";
import { _isoDateTime } from "zod/v4/core";
import { BLOG_CATEGORY_NAMES } from "../blog/categories";
import { requiredText } from "../forms/validation";
import type {
  BannerRow,
  BlogRow,
  CertificateRow,
  FeatureRow,
  PostAdmitRow,
  ServiceCardRow,
  StudyPlaceRow,
  WhyUsRow,
} from "./types";

const id = z.number().check(z.int(), z.positive());
const text = (label: string, max: number) =>
  requiredText(max, `Please enter the ${label}.`, `Keep the ${label} under ${max} characters.`);
const optionalText = (label: string, max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `Keep the ${label} under ${max} characters.`)), "");
/** A file name under /uploads, or an image uploaded in the console (/media/…). */
const image = z
  .string({ error: "Please choose an image." })
  .check(
    z.trim(),
    z.minLength(1, "Please choose an image."),
    z.maxLength(200),
    z.regex(/^(?:[\w.-]+|\/media\/[a-f0-9]{32}\.(?:png|jpg|webp|gif|avif))$/, "Use an uploaded image or a file name."),
  );
const link = z
  .string()
  .check(
    z.trim(),
    z.maxLength(300),
    z.regex(/^\/(?!\/)[^\s]*$|^https:\/\/[^\s]+$/, "Use a site path like /services or an https:// address."),
  );

export const BannerRowSchema = z.object({
  id,
  title: text("title", 200),
  image,
  university_name: text("university name", 200),
});
export const StudyPlaceRowSchema = z.object({ id, title: text("title", 120), image });
export const BlogRowSchema = z.object({
  blog_id: id,
  blog_title: text("title", 200),
  blog_image: image,
  blog_info: z.string().check(z.minLength(1, "Please write the post.")),
  category_name: z.enum(BLOG_CATEGORY_NAMES, { error: "Please choose a category." }),
  // z.iso.datetime without the `iso` namespace (which would ship every ISO type to every form page).
  date_time: _isoDateTime(z.ZodMiniISODateTime, { offset: true, error: "Please enter a date." }),
  tags: optionalText("tags", 300),
});
export const ServiceCardRowSchema = z.object({
  id,
  title: text("title", 200),
  description: text("description", 1000),
  image,
  link,
});
export const FeatureRowSchema = z.object({
  id,
  title: text("title", 200),
  description: text("description", 1000),
  image,
});
export const WhyUsRowSchema = z.object({
  id,
  title: text("title", 200),
  description: optionalText("description", 1000),
  counter_value: z
    .number({ error: "Please enter a number." })
    .check(z.int("Please enter a whole number."), z.gte(0), z.lte(1e9)),
  suffix: z._default(z.string().check(z.trim(), z.maxLength(5)), "+"),
  image: z._default(z.union([z.literal(""), image]), ""),
});
export const CertificateRowSchema = z.object({ id, title: text("title", 200), image });
export const PostAdmitRowSchema = z.object({
  id,
  title: text("title", 200),
  subtitle: optionalText("subtitle", 500),
  image: z._default(z.union([z.literal(""), image]), ""),
  content: z._default(z.string().check(z.maxLength(20_000)), ""),
  button_text: optionalText("button text", 60),
});

// The schemas and the API's row types must describe the same rows.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const check = <T extends true>() => undefined as unknown as T;
void check<Same<z.output<typeof BannerRowSchema>, BannerRow>>();
void check<Same<z.output<typeof StudyPlaceRowSchema>, StudyPlaceRow>>();
void check<Same<Omit<z.output<typeof BlogRowSchema>, "category_name">, Omit<BlogRow, "category_name">>>();
void check<Same<z.output<typeof ServiceCardRowSchema>, ServiceCardRow>>();
void check<Same<z.output<typeof FeatureRowSchema>, FeatureRow>>();
void check<Same<z.output<typeof WhyUsRowSchema>, WhyUsRow>>();
void check<Same<z.output<typeof CertificateRowSchema>, CertificateRow>>();
void check<Same<z.output<typeof PostAdmitRowSchema>, PostAdmitRow>>();
