/**
 * The policy pages' texts with the site settings filled in (content/policies.ts). Their forms'
 * schemas: policies-schema.ts.
 */
import type { ContentSection } from "~/content/company";
import type { PublicSettings } from "../platform/config";

/** `{site}`, `{email}`, `{phone}`, `{address}` → the site's settings. */
export function fillSettings(
  text: string,
  s: Pick<PublicSettings, "siteName" | "supportEmail" | "phone" | "postalAddress">,
) {
  return text
    .replaceAll("{site}", s.siteName)
    .replaceAll("{email}", s.supportEmail)
    .replaceAll("{phone}", s.phone)
    .replaceAll("{address}", s.postalAddress);
}

export function fillSections(
  sections: readonly ContentSection[],
  s: Parameters<typeof fillSettings>[1],
): ContentSection[] {
  return sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs?.map((p) => fillSettings(p, s)),
    items: section.items?.map((i) => fillSettings(i, s)),
  }));
}
