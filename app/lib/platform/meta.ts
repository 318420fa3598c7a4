/**
 * The one meta helper every route uses: title, description, Open Graph, Twitter card
 * and canonical link. The origin comes from the root loader (no DB involved).
 */
import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { defaults } from "./config";

export interface MetaInput {
  title: string;
  description: string;
  /** Canonical path (defaults to the current path). */
  path?: string;
  image?: string;
  type?: "website" | "article";
  /** Skip indexing (e.g. not-found pages). */
  noIndex?: boolean;
  /** Extra descriptors (JSON-LD etc.). */
  extra?: MetaDescriptor[];
}

interface RootDataLike {
  origin?: string;
  settings?: { siteName?: string };
}

type MatchLike = { id: string; data?: unknown };

export function getMeta(
  input: MetaInput,
  args: { matches: ReadonlyArray<MatchLike | undefined>; location: { pathname: string } },
): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.data as RootDataLike | undefined;
  const origin = root?.origin ?? "";
  const siteName = root?.settings?.siteName ?? defaults.siteName;
  const title = input.title.includes(siteName) ? input.title : `${input.title} | ${siteName}`;
  const url = `${origin}${input.path ?? args.location.pathname}`;
  const image = input.image
    ? input.image.startsWith("http")
      ? input.image
      : `${origin}${input.image}`
    : `${origin}/og-image.png`;
  const list: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (input.noIndex) list.push({ name: "robots", content: "noindex" });
  if (input.extra) list.push(...input.extra);
  return list;
}

/** JSON-LD as a meta descriptor (rendered by Remix as a script tag). */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}

/** A route's `meta` when its title and description are fixed: `export const meta = pageMeta({ … })`. */
export function pageMeta(input: MetaInput): MetaFunction {
  return (args) => getMeta(input, args);
}
