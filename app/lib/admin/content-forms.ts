/**
 * The console's content form schemas, built from the same row schemas the public JSON API's
 * rows satisfy (app/lib/content-schemas.ts). Client-safe: the edit page's form uses them too.
 */
import * as z from "zod";
import { BLOG_CATEGORY_NAMES } from "../blog-categories";
import {
  BannerRowSchema,
  CertificateRowSchema,
  FeatureRowSchema,
  PostAdmitRowSchema,
  ServiceCardRowSchema,
  StudyPlaceRowSchema,
  WhyUsRowSchema,
} from "../content-schemas";

const sortOrder = z
  .number({ error: "Please enter a number." })
  .int("Please enter a whole number.")
  .min(0)
  .max(1e6)
  .default(0);
const optionalImage = z.string().trim().max(200).optional();

/**
 * What the edit form posts, per kind: the API row's fields (id and HTML aside), an optional
 * image (an upload can supply it) and the position. The stored row is validated again with
 * the API row schema once the image and HTML are known.
 */
export const FORM_SCHEMAS: Record<string, z.ZodType> = {
  blogs: z.object({
    blog_title: z.string({ error: "Please enter the title." }).trim().min(1, "Please enter the title.").max(200),
    category_name: z.enum(BLOG_CATEGORY_NAMES, { error: "Please choose a category." }),
    tags: z.string().trim().max(300).optional(),
    date: z.string({ error: "Please enter a date." }).regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a date."),
    blog_image: optionalImage,
    body: z.string({ error: "Please write the post." }).trim().min(1, "Please write the post.").max(60_000),
  }),
  banners: BannerRowSchema.omit({ id: true }).extend({ image: optionalImage, sort_order: sortOrder }),
  "study-places": StudyPlaceRowSchema.omit({ id: true }).extend({ image: optionalImage, sort_order: sortOrder }),
  "post-admit": PostAdmitRowSchema.omit({ id: true }).extend({ image: optionalImage, sort_order: sortOrder }),
  "services-cards": ServiceCardRowSchema.omit({ id: true }).extend({ image: optionalImage, sort_order: sortOrder }),
  "why-us": WhyUsRowSchema.omit({ id: true }).extend({ image: optionalImage, sort_order: sortOrder }),
  features: FeatureRowSchema.omit({ id: true }).extend({ image: optionalImage, sort_order: sortOrder }),
  certificates: CertificateRowSchema.omit({ id: true }).extend({ image: optionalImage, sort_order: sortOrder }),
};

export const ROW_SCHEMAS: Record<string, z.ZodObject> = {
  banners: BannerRowSchema,
  "study-places": StudyPlaceRowSchema,
  "post-admit": PostAdmitRowSchema,
  "services-cards": ServiceCardRowSchema,
  "why-us": WhyUsRowSchema,
  features: FeatureRowSchema,
  certificates: CertificateRowSchema,
};
