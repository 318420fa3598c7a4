/**
 * zod schemas of the server content rows, exactly as the public JSON API returns them
 * (content-types.ts). The operator console validates every row it stores with these.
 */
import * as z from "zod";
import { BLOG_CATEGORY_NAMES } from "./blog-categories";
import type {
  BannerRow,
  BlogRow,
  CertificateRow,
  FeatureRow,
  PostAdmitRow,
  ServiceCardRow,
  StudyPlaceRow,
  WhyUsRow,
} from "./content-types";

const id = z.number().int().positive();
const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `Keep the ${label} under ${max} characters.`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `Keep the ${label} under ${max} characters.`).default("");
/** A file name under /uploads, or an image uploaded in the console (/media/…). */
const image = z
  .string({ error: "Please choose an image." })
  .trim()
  .min(1, "Please choose an image.")
  .max(200)
  .regex(/^(?:[\w.-]+|\/media\/[a-f0-9]{32}\.(?:png|jpg|webp|gif|avif))$/, "Use an uploaded image or a file name.");
const link = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)[^\s]*$|^https:\/\/[^\s]+$/, "Use a site path like /services or an https:// address.");

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
  blog_info: z.string().min(1, "Please write the post."),
  category_name: z.enum(BLOG_CATEGORY_NAMES, { error: "Please choose a category." }),
  date_time: z.iso.datetime({ offset: true, error: "Please enter a date." }),
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
  counter_value: z.number({ error: "Please enter a number." }).int("Please enter a whole number.").min(0).max(1e9),
  suffix: z.string().trim().max(5).default("+"),
  image: z.union([z.literal(""), image]).default(""),
});
export const CertificateRowSchema = z.object({ id, title: text("title", 200), image });
export const PostAdmitRowSchema = z.object({
  id,
  title: text("title", 200),
  subtitle: optionalText("subtitle", 500),
  image: z.union([z.literal(""), image]).default(""),
  content: z.string().max(20_000).default(""),
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
