/**
 * The catalogues as the site shows them: the typed modules' entries (the defaults, the fixed
 * texts) with the console's published overrides laid over them field by field. The overrides
 * of a kind are one cached read (app/lib/content/content.server.ts: the content version is in the key,
 * so a publish shows on the next request); when D1 cannot be read the defaults show.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { EXPERTS, type Expert } from "~/content/experts";
import { NEWS, type NewsItem } from "~/content/home-lists";
import { detailsFor, type ServiceDetails } from "~/content/service-details";
import { services, type Service } from "~/content/services";
import { readCached } from "../content/content.server";
import { MEDIA_PATH } from "../content/types";
import { parseHours, serializeHours } from "./hours";
import { EXPERT_TYPES, type CatalogueKind } from "./kinds";
import { splitLines, splitList } from "./schemas";

/** A service as its card and page show it: the catalogue entry and its details. */
export interface CatalogueService {
  service: Service;
  details: ServiceDetails;
}

interface Adapter<T> {
  defaults: () => readonly T[];
  key: (entry: T) => string;
  /** What the console lists an entry as. */
  title: (entry: T) => string;
  /** The entry's fields as the form and the overrides spell them. */
  values: (entry: T) => Record<string, string>;
  /** The entry with one field's stored text laid over it (text it cannot read leaves the default). */
  apply: (entry: T, field: string, value: string) => T;
}

const rupees = (rate: string) => rate.match(/\d+/)?.[0] ?? "";

const experts: Adapter<Expert> = {
  defaults: () => EXPERTS,
  key: (e) => String(e.id),
  title: (e) => e.name,
  values: (e) => ({
    name: e.name,
    type: e.type,
    bio: e.bio,
    languages: e.languages.join(", "),
    rate: rupees(e.rate),
    image: e.image,
    hours: serializeHours(e.hours),
  }),
  apply: (e, field, value) => {
    switch (field) {
      case "name":
        return value ? { ...e, name: value } : e;
      case "type": {
        const type = EXPERT_TYPES.find((t) => t === value);
        return type ? { ...e, type, experience: type === "Current Student" ? "1" : "2" } : e;
      }
      case "bio":
        return { ...e, bio: value };
      case "languages":
        return splitList(value).length ? { ...e, languages: splitList(value) } : e;
      case "rate":
        return /^\d+$/.test(value) ? { ...e, rate: `₹${value}/min` } : e;
      case "hours":
        return { ...e, hours: parseHours(value) };
      case "image":
        // Only a photo uploaded in the console (or the shipped one, when restored by a publish).
        return MEDIA_PATH.test(value) || value.startsWith("/images/experts/") ? { ...e, image: value } : e;
      default:
        return e;
    }
  },
};

const servicesAdapter: Adapter<CatalogueService> = {
  defaults: () => services.map((service) => ({ service, details: detailsFor(service) })),
  key: (s) => s.service.slug,
  title: (s) => s.service.title,
  values: ({ service, details }) => ({
    title: service.title,
    desc: service.desc,
    price: details.price,
    features: details.features.join("\n"),
  }),
  apply: (s, field, value) => {
    if (!value) return s;
    switch (field) {
      case "title":
        return { service: { ...s.service, title: value }, details: { ...s.details, title: value } };
      case "desc":
        return { ...s, service: { ...s.service, desc: value } };
      case "price":
        return { ...s, details: { ...s.details, price: value } };
      case "features":
        return { ...s, details: { ...s.details, features: splitLines(value) } };
      default:
        return s;
    }
  },
};

const news: Adapter<NewsItem> = {
  defaults: () => NEWS,
  key: (n) => n.slug,
  title: (n) => n.title,
  values: (n) => ({ title: n.title, date: n.date, description: n.description, body: n.body, link: n.link }),
  apply: (n, field, value) => {
    switch (field) {
      case "title":
      case "description":
        return value ? { ...n, [field]: value } : n;
      case "date":
        return /^\d{4}-\d{2}-\d{2}$/.test(value) ? { ...n, date: value } : n;
      case "body":
        return { ...n, body: value };
      case "link":
        return value === "" || /^https?:\/\//i.test(value) ? { ...n, link: value } : n;
      default:
        return n;
    }
  },
};

export const ADAPTERS = { experts, services: servicesAdapter, news } as const;
type EntryOf<K extends CatalogueKind> = ReturnType<(typeof ADAPTERS)[K]["defaults"]>[number];

/** Published overrides of a kind: entry key → field → text. */
export type Overrides = Record<string, Record<string, string>>;

/** One cached read of a kind's published overrides; none (the defaults) when D1 cannot be read. */
export async function publishedOverrides(context: AppLoadContext, kind: CatalogueKind): Promise<Overrides> {
  try {
    const rows = await readCached(context, `catalogue-${kind}`, kind, async () => {
      const { results } = await context.env.DB.prepare(
        "SELECT item_key, field, value FROM catalogue_overrides WHERE kind = ?1 AND value IS NOT NULL",
      )
        .bind(kind)
        .all<{ item_key: string; field: string; value: string }>();
      return results ?? [];
    });
    const out: Overrides = {};
    for (const r of rows) (out[r.item_key] ??= {})[r.field] = r.value;
    return out;
  } catch (error) {
    console.error("catalogue overrides unavailable", error instanceof Error ? error.message : error);
    return {};
  }
}

/** Entries with the given overrides laid over them. */
export function withOverrides<K extends CatalogueKind>(kind: K, overrides: Overrides): EntryOf<K>[] {
  const adapter = ADAPTERS[kind] as unknown as Adapter<EntryOf<K>>;
  return adapter.defaults().map((entry) => {
    const fields = overrides[adapter.key(entry)];
    if (!fields) return entry;
    return Object.entries(fields).reduce((e, [field, value]) => adapter.apply(e, field, value), entry);
  });
}

async function entries<K extends CatalogueKind>(context: AppLoadContext, kind: K): Promise<EntryOf<K>[]> {
  return withOverrides(kind, await publishedOverrides(context, kind));
}

export const getExperts = (context: AppLoadContext) => entries(context, "experts");
export const getServices = (context: AppLoadContext) => entries(context, "services");
export const getNews = (context: AppLoadContext) => entries(context, "news");

export async function getExpert(context: AppLoadContext, id: string | undefined): Promise<Expert | undefined> {
  if (!id || !/^\d{1,6}$/.test(id)) return undefined;
  return (await getExperts(context)).find((e) => e.id === Number(id));
}

export async function getService(context: AppLoadContext, slug: string | undefined) {
  if (!slug) return undefined;
  return (await getServices(context)).find((s) => s.service.slug === slug);
}

export async function getNewsItem(context: AppLoadContext, slug: string | undefined) {
  if (!slug) return undefined;
  return (await getNews(context)).find((n) => n.slug === slug);
}
