/**
 * A college's fields the console edits (/admin/colleges/{slug}): what the college page shows about
 * the college that no official table publishes — its own description, website, address and
 * contacts, logo, photo and brochure text. Client-safe and free of zod (the schema is in
 * college-form.ts). Official figures are not here and are refused when posted: NIRF ranks, JoSAA
 * cut-offs, fees, seats, ownership and the name come only from the imports (docs/official-data.md).
 */

export interface CollegeFieldDef {
  name: (typeof COLLEGE_FIELDS)[number];
  label: string;
  input: "text" | "textarea" | "image";
  hint?: string;
  /** The file input that uploads a new image for this field. */
  file?: string;
}

/** The stored columns, in the form's order. */
export const COLLEGE_FIELDS = [
  "summary",
  "official_website",
  "address",
  "phone",
  "email",
  "logo_image",
  "image",
  "image_credit",
  "brochure_text",
] as const;
export type CollegeField = (typeof COLLEGE_FIELDS)[number];
export type CollegeValues = Record<CollegeField, string>;

/** The column a field is stored in (the form cannot name one `website`: that is the kit's honeypot). */
export const columnOf = (field: CollegeField) => (field === "official_website" ? "website" : field);

export const COLLEGE_FIELD_DEFS: CollegeFieldDef[] = [
  { name: "summary", label: "About the college", input: "textarea", hint: "Shown in the page's Overview." },
  { name: "official_website", label: "Official website", input: "text", hint: "https://…" },
  { name: "address", label: "Address", input: "textarea" },
  { name: "phone", label: "Phone", input: "text" },
  { name: "email", label: "E-mail", input: "text" },
  { name: "logo_image", label: "Logo", input: "image", file: "logo_file" },
  { name: "image", label: "Photo", input: "image", file: "image_file" },
  {
    name: "image_credit",
    label: "Photo credit (source, author, licence)",
    input: "text",
    hint: "e.g. Wikimedia Commons, A. Author, CC BY-SA 4.0",
  },
  { name: "brochure_text", label: "Brochure text", input: "textarea", hint: "Shown on the brochure page." },
];

/**
 * Posted names that would change an official figure or the college's identity: a post carrying
 * any of them is refused (400), nothing stored.
 */
export const OFFICIAL_FIELDS = [
  "name",
  "slug",
  "rank",
  "rank_best",
  "rank_label",
  "nirf_rank",
  "world_rank",
  "cutoff",
  "opening_rank",
  "closing_rank",
  "fees",
  "fees_min",
  "seats",
  "ownership",
  "established",
  "approvals",
  "rating",
  "rating_count",
  "source",
  "data_updated",
] as const;

export const COLLEGE_MESSAGES = {
  official:
    "NIRF ranks, JoSAA cut-offs, fees, seats, ownership and the name come only from the official imports: they cannot be edited here.",
  website: "Please enter the website as an https:// address.",
  email: "Please enter a valid e-mail address.",
  phone: "Please enter a phone number (digits, spaces, +, - and brackets).",
  image: "Choose one of the uploaded images.",
} as const;
