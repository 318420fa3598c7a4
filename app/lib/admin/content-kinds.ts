/**
 * The content the console edits: one definition per kind (table, fields, labels). Client-safe
 * and free of zod (the list pages ship without the form kit); the form schemas are in
 * content-forms.ts.
 */
import { BLOG_CATEGORY_NAMES } from "../blog/categories";

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
/** The image picker: the current image, an earlier upload or a new one (components/admin/image-picker.tsx). */
const imageField = (name = "image"): FieldDef => ({ name, label: "Image", input: "image" });

const titleField: FieldDef = { name: "title", label: "Title", input: "text", required: true };

/** A home/section table: `id` key, `is_published` flag, a title and an image; its columns are its fields. */
function sectionKind(k: Pick<ContentKind, "slug" | "label" | "one" | "table" | "fields"> & { sitePath?: string }) {
  const sitePath = k.sitePath ?? "/";
  return {
    ...k,
    pk: "id",
    publishedColumn: "is_published",
    titleColumn: "title",
    imageColumn: "image",
    columns: k.fields.map((f) => f.name),
    sitePath: () => sitePath,
  } satisfies ContentKind;
}

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
      { name: "date", label: "Date (dd/mm/yyyy)", input: "date", required: true },
      imageField("blog_image"),
      { name: "body", label: "Body (Markdown)", input: "markdown", required: true },
    ],
    sitePath: (id) => `/blog/${id}`,
  },
  sectionKind({
    slug: "banners",
    label: "Banners",
    one: "banner",
    table: "banners",
    fields: [
      titleField,
      { name: "university_name", label: "University name", input: "text", required: true },
      imageField(),
      sortField,
    ],
  }),
  sectionKind({
    slug: "study-places",
    label: "Top study places",
    one: "study place",
    table: "top_study_places",
    fields: [titleField, imageField(), sortField],
  }),
  sectionKind({
    slug: "post-admit",
    label: "Post-admit items",
    one: "post-admit item",
    table: "post_admit",
    sitePath: "/post-admit-services",
    fields: [
      titleField,
      { name: "subtitle", label: "Subtitle", input: "text" },
      imageField(),
      { name: "content", label: "Content (HTML list or pipe-separated items)", input: "textarea" },
      { name: "button_text", label: "Button text", input: "text" },
      sortField,
    ],
  }),
  sectionKind({
    slug: "services-cards",
    label: "Services cards",
    one: "services card",
    table: "services_cards",
    fields: [
      titleField,
      { name: "description", label: "Description", input: "textarea", required: true },
      imageField(),
      { name: "link", label: "Link", input: "text", required: true },
      sortField,
    ],
  }),
  sectionKind({
    slug: "why-us",
    label: "Why-us counters",
    one: "why-us counter",
    table: "why_us",
    fields: [
      titleField,
      { name: "description", label: "Description", input: "textarea" },
      { name: "counter_value", label: "Counter value", input: "number", required: true },
      { name: "suffix", label: "Suffix", input: "text" },
      imageField(),
      sortField,
    ],
  }),
  sectionKind({
    slug: "features",
    label: "Features",
    one: "feature",
    table: "our_features",
    fields: [
      titleField,
      { name: "description", label: "Description", input: "textarea", required: true },
      imageField(),
      sortField,
    ],
  }),
  sectionKind({
    slug: "certificates",
    label: "Certificates",
    one: "certificate",
    table: "certificates_accreditation",
    fields: [titleField, imageField(), sortField],
  }),
];

export function contentKind(slug: string | undefined): ContentKind | undefined {
  return CONTENT_KINDS.find((k) => k.slug === slug);
}

/** A list's status filter. */
export const LIST_STATES = ["published", "draft", "changed", "deleted"] as const;
export type ListState = (typeof LIST_STATES)[number];
export const LIST_STATE_LABELS: Record<ListState, string> = {
  published: "Published",
  draft: "Draft",
  changed: "Published, with unpublished changes",
  deleted: "Deleted",
};
