/**
 * The content the console edits: one definition per kind (table, fields, labels) and the
 * form schemas, built from the same row schemas the public JSON API's rows satisfy
 * (app/lib/content-schemas.ts). Client-safe: the edit page's form uses these schemas too.
 */
import * as z from "zod";
import {
  BannerRowSchema,
  BLOG_CATEGORY_NAMES,
  CertificateRowSchema,
  FeatureRowSchema,
  PostAdmitRowSchema,
  ServiceCardRowSchema,
  StudyPlaceRowSchema,
  WhyUsRowSchema,
} from "../content-schemas";

/** The edit form's file input. */
export const IMAGE_FIELD = "image_file";

export interface FieldDef {
  name: string;
  label: string;
  input: "text" | "textarea" | "number" | "select" | "date" | "markdown" | "image";
  options?: readonly string[];
  required?: boolean;
  hint?: string;
}

export interface ContentKind {
  slug: string;
  label: string;
  /** Singular, for "New …" and headings. */
  one: string;
  table: string;
  pk: string;
  publishedColumn: string;
  titleColumn: string;
  imageColumn?: string;
  /** Columns stored from the form (besides the publish flag). */
  columns: string[];
  fields: FieldDef[];
  /** Where the content shows on the site (for "View on site"). */
  sitePath: (id: number) => string;
}

const sortField: FieldDef = { name: "sort_order", label: "Position (lower first)", input: "number" };
const imageField = (name = "image"): FieldDef => ({
  name,
  label: "Image file name",
  input: "image",
  hint: "A file under /uploads, or upload a new image below (PNG, JPEG, WebP, GIF or AVIF, up to 2 MB).",
});

export const CONTENT_KINDS: ContentKind[] = [
  {
    slug: "blogs",
    label: "Blogs",
    one: "blog post",
    table: "blogs",
    pk: "blog_id",
    publishedColumn: "is_active",
    titleColumn: "blog_title",
    imageColumn: "blog_image",
    columns: ["blog_title", "category_name", "tags", "date_time", "blog_image", "blog_info", "body_markdown"],
    fields: [
      { name: "blog_title", label: "Title", input: "text", required: true },
      { name: "category_name", label: "Category", input: "select", options: BLOG_CATEGORY_NAMES, required: true },
      { name: "tags", label: "Tags (comma-separated)", input: "text" },
      { name: "date", label: "Date", input: "date", required: true },
      imageField("blog_image"),
      { name: "body", label: "Body (Markdown)", input: "markdown", required: true },
    ],
    sitePath: (id) => `/blog/${id}`,
  },
  {
    slug: "banners",
    label: "Banners",
    one: "banner",
    table: "banners",
    pk: "id",
    publishedColumn: "is_published",
    titleColumn: "title",
    imageColumn: "image",
    columns: ["title", "university_name", "image", "sort_order"],
    fields: [
      { name: "title", label: "Title", input: "text", required: true },
      { name: "university_name", label: "University name", input: "text", required: true },
      imageField(),
      sortField,
    ],
    sitePath: () => "/",
  },
  {
    slug: "study-places",
    label: "Top study places",
    one: "study place",
    table: "top_study_places",
    pk: "id",
    publishedColumn: "is_published",
    titleColumn: "title",
    imageColumn: "image",
    columns: ["title", "image", "sort_order"],
    fields: [{ name: "title", label: "Title", input: "text", required: true }, imageField(), sortField],
    sitePath: () => "/",
  },
  {
    slug: "post-admit",
    label: "Post-admit items",
    one: "post-admit item",
    table: "post_admit",
    pk: "id",
    publishedColumn: "is_published",
    titleColumn: "title",
    imageColumn: "image",
    columns: ["title", "subtitle", "image", "content", "button_text", "sort_order"],
    fields: [
      { name: "title", label: "Title", input: "text", required: true },
      { name: "subtitle", label: "Subtitle", input: "text" },
      imageField(),
      { name: "content", label: "Content (HTML list or pipe-separated items)", input: "textarea" },
      { name: "button_text", label: "Button text", input: "text" },
      sortField,
    ],
    sitePath: () => "/post-admit-services",
  },
  {
    slug: "services-cards",
    label: "Services cards",
    one: "services card",
    table: "services_cards",
    pk: "id",
    publishedColumn: "is_published",
    titleColumn: "title",
    imageColumn: "image",
    columns: ["title", "description", "image", "link", "sort_order"],
    fields: [
      { name: "title", label: "Title", input: "text", required: true },
      { name: "description", label: "Description", input: "textarea", required: true },
      imageField(),
      { name: "link", label: "Link", input: "text", required: true },
      sortField,
    ],
    sitePath: () => "/",
  },
  {
    slug: "why-us",
    label: "Why-us counters",
    one: "why-us counter",
    table: "why_us",
    pk: "id",
    publishedColumn: "is_published",
    titleColumn: "title",
    imageColumn: "image",
    columns: ["title", "description", "counter_value", "suffix", "image", "sort_order"],
    fields: [
      { name: "title", label: "Title", input: "text", required: true },
      { name: "description", label: "Description", input: "textarea" },
      { name: "counter_value", label: "Counter value", input: "number", required: true },
      { name: "suffix", label: "Suffix", input: "text" },
      imageField(),
      sortField,
    ],
    sitePath: () => "/",
  },
  {
    slug: "features",
    label: "Features",
    one: "feature",
    table: "our_features",
    pk: "id",
    publishedColumn: "is_published",
    titleColumn: "title",
    imageColumn: "image",
    columns: ["title", "description", "image", "sort_order"],
    fields: [
      { name: "title", label: "Title", input: "text", required: true },
      { name: "description", label: "Description", input: "textarea", required: true },
      imageField(),
      sortField,
    ],
    sitePath: () => "/",
  },
  {
    slug: "certificates",
    label: "Certificates",
    one: "certificate",
    table: "certificates_accreditation",
    pk: "id",
    publishedColumn: "is_published",
    titleColumn: "title",
    imageColumn: "image",
    columns: ["title", "image", "sort_order"],
    fields: [{ name: "title", label: "Title", input: "text", required: true }, imageField(), sortField],
    sitePath: () => "/",
  },
];

export function contentKind(slug: string | undefined): ContentKind | undefined {
  return CONTENT_KINDS.find((k) => k.slug === slug);
}

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
