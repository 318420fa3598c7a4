/**
 * The catalogues the console edits as overrides of their typed defaults (experts, services'
 * prices and texts, news): each kind's fields, labels and limits. Client-safe and free of zod
 * (the schemas are in ./schemas.ts); the entries themselves are read on the server.
 * Every field's value is stored as text (the form's spelling); ./catalogue.server.ts lays it
 * over the module's entry.
 */

export const CATALOGUE_KINDS = ["experts", "services", "news"] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const EXPERT_TYPES = ["Current Student", "Alumni"] as const;

export interface CatalogueField {
  name: string;
  label: string;
  input: "text" | "textarea" | "select" | "number" | "date" | "lines" | "hours" | "photo";
  /** Characters (or, for `lines`, characters per line). */
  max: number;
  required?: boolean;
  options?: readonly string[];
  hint?: string;
}

export interface CatalogueKindDef {
  kind: CatalogueKind;
  label: string;
  /** Singular, for headings. */
  one: string;
  fields: CatalogueField[];
  /** Where an entry shows on the site ("View on site"). */
  sitePath: (key: string) => string;
}

export const LIMITS = {
  expertName: 80,
  bio: 600,
  languages: 200,
  serviceTitle: 80,
  serviceDesc: 300,
  price: 60,
  feature: 120,
  features: 10,
  newsTitle: 140,
  summary: 400,
  body: 4000,
  link: 300,
} as const;

export const CATALOGUE: Record<CatalogueKind, CatalogueKindDef> = {
  experts: {
    kind: "experts",
    label: "Experts",
    one: "expert",
    fields: [
      { name: "name", label: "Name", input: "text", max: LIMITS.expertName, required: true },
      { name: "type", label: "Role", input: "select", options: EXPERT_TYPES, max: 40, required: true },
      {
        name: "bio",
        label: "Bio",
        input: "textarea",
        max: LIMITS.bio,
        hint: "A few sentences, shown on the booking page. Leave empty for none.",
      },
      {
        name: "languages",
        label: "Languages (comma-separated)",
        input: "text",
        max: LIMITS.languages,
        required: true,
      },
      { name: "rate", label: "Rate (₹ per minute)", input: "number", max: 6, required: true },
      { name: "image", label: "Photo", input: "photo", max: 200 },
      { name: "hours", label: "Availability (IST)", input: "hours", max: 2000 },
    ],
    sitePath: (key) => `/connect/book/${key}`,
  },
  services: {
    kind: "services",
    label: "Services",
    one: "service",
    fields: [
      { name: "title", label: "Title", input: "text", max: LIMITS.serviceTitle, required: true },
      {
        name: "desc",
        label: "Short description",
        input: "textarea",
        max: LIMITS.serviceDesc,
        required: true,
        hint: "On the service's card and in search results.",
      },
      {
        name: "price",
        label: "Price",
        input: "text",
        max: LIMITS.price,
        required: true,
        hint: "As the page shows it, e.g. “$120” or “From $350” (cards add “From” to a bare figure).",
      },
      {
        name: "features",
        label: "Features (one per line)",
        input: "lines",
        max: LIMITS.feature,
        required: true,
        hint: `Up to ${LIMITS.features} lines.`,
      },
    ],
    sitePath: (key) => `/services/${key}`,
  },
  news: {
    kind: "news",
    label: "News",
    one: "news item",
    fields: [
      { name: "title", label: "Title", input: "text", max: LIMITS.newsTitle, required: true },
      { name: "date", label: "Date (dd/mm/yyyy)", input: "date", max: 10, required: true },
      { name: "description", label: "Summary", input: "textarea", max: LIMITS.summary, required: true },
      {
        name: "body",
        label: "Body",
        input: "textarea",
        max: LIMITS.body,
        hint: "More text for the item's page; a blank line starts a new paragraph. Leave empty for none.",
      },
      {
        name: "link",
        label: "Source link",
        input: "text",
        max: LIMITS.link,
        hint: "An https:// address to read more at. Leave empty for none.",
      },
    ],
    sitePath: (key) => `/news/${key}`,
  },
};

export function catalogueKind(slug: string | undefined): CatalogueKindDef | undefined {
  return CATALOGUE_KINDS.includes(slug as CatalogueKind) ? CATALOGUE[slug as CatalogueKind] : undefined;
}

/** An audit target of a catalogue change ("services #visa-assistance") → its console page. */
export function catalogueHref(target: string): string | undefined {
  const m = /^(experts|services|news) #(.+)$/.exec(target);
  return m ? `/admin/catalogue/${m[1]}/${encodeURIComponent(m[2])}` : undefined;
}

/** An entry's state in the console. */
export const CATALOGUE_STATES = ["default", "changed", "draft"] as const;
export type CatalogueState = (typeof CATALOGUE_STATES)[number];
export const CATALOGUE_STATE_LABELS: Record<CatalogueState, string> = {
  default: "Default",
  changed: "Published changes",
  draft: "Changes waiting",
};

/** The hours fields of the edit form: a mode, and a from/to time per day. */
export const HOURS_MODE_FIELD = "hours_mode";
export const hoursField = (day: string, end: "from" | "to") => `hours_${day}_${end}`;

/** The edit form's file input for an expert's new photo (stored in R2 like the content editor's images). */
export const PHOTO_FIELD = "photo_file";
