/**
 * The console's content form schemas, built from the same row schemas the public JSON API's
 * rows satisfy (app/lib/content/schemas.ts). Client-safe: the edit page's form uses them too.
 */
import * as z from "zod/mini";
import { BLOG_CATEGORY_NAMES } from "../blog/categories";
import {
  BannerRowSchema,
  CertificateRowSchema,
  FeatureRowSchema,
  PostAdmitRowSchema,
  ServiceCardRowSchema,
  StudyPlaceRowSchema,
  WhyUsRowSchema,
} from "../content/schemas";
import { numberField } from "../forms/validation";
import { fromDmy } from "./dates";

const sortOrder = z._default(
  numberField(
    z.number({ error: "Please enter a number." }).check(z.int("Please enter a whole number."), z.gte(0), z.lte(1e6)),
  ),
  0,
);
const optionalImage = z.optional(z.string().check(z.trim(), z.maxLength(200)));

/**
 * A row schema's fields without its id, with the form's optional image and position (a plain
 * object spread: zod's omit/extend helpers would ship to every form page).
 */
function formOf<S extends z.core.$ZodLooseShape>(row: z.ZodMiniObject<S>, fields: z.core.$ZodLooseShape = {}) {
  const { id: _id, ...shape } = row.shape;
  return z.object({ ...shape, image: optionalImage, sort_order: sortOrder, ...fields });
}

/**
 * What the edit form posts, per kind: the API row's fields (id and HTML aside), an optional
 * image (an upload can supply it) and the position. The stored row is validated again with
 * the API row schema once the image and HTML are known.
 */
export const FORM_SCHEMAS: Record<string, z.ZodMiniType> = {
  blogs: z.object({
    blog_title: z
      .string({ error: "Please enter the title." })
      .check(z.trim(), z.minLength(1, "Please enter the title."), z.maxLength(200)),
    category_name: z.enum(BLOG_CATEGORY_NAMES, { error: "Please choose a category." }),
    tags: z.optional(z.string().check(z.trim(), z.maxLength(300))),
    // Typed dd/mm/yyyy (or yyyy-mm-dd), stored yyyy-mm-dd.
    date: z.pipe(
      z.string({ error: "Please enter a date." }).check(
        z.trim(),
        z.refine((s) => fromDmy(s) !== undefined, "Please enter a date as dd/mm/yyyy."),
      ),
      z.transform((s) => fromDmy(s) ?? s),
    ),
    blog_image: optionalImage,
    body: z
      .string({ error: "Please write the post." })
      .check(z.trim(), z.minLength(1, "Please write the post."), z.maxLength(60_000)),
  }),
  banners: formOf(BannerRowSchema),
  "study-places": formOf(StudyPlaceRowSchema),
  "post-admit": formOf(PostAdmitRowSchema),
  "services-cards": formOf(ServiceCardRowSchema),
  // The counter is posted as text: the row's own rule, after the text becomes a number.
  "why-us": formOf(WhyUsRowSchema, { counter_value: numberField(WhyUsRowSchema.shape.counter_value) }),
  features: formOf(FeatureRowSchema),
  certificates: formOf(CertificateRowSchema),
};

export const ROW_SCHEMAS: Record<string, z.ZodMiniObject> = {
  banners: BannerRowSchema,
  "study-places": StudyPlaceRowSchema,
  "post-admit": PostAdmitRowSchema,
  "services-cards": ServiceCardRowSchema,
  "why-us": WhyUsRowSchema,
  features: FeatureRowSchema,
  certificates: CertificateRowSchema,
};
