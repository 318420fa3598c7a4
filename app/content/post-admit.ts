/**
 * Post-admit page: how the server's content items are read and the
 * static plan dialogs.
 */
import type { PostAdmitRow } from "~/lib/content/types";

export type PostAdmitContent =
  { kind: "html"; html: string } | { kind: "list"; items: Array<{ title?: string; text: string }> } | { kind: "empty" };

/**
 * A content field is either an HTML list (already sanitised by the data layer) or a
 * pipe-separated list; a list entry "Title: description" is split into its two parts.
 */
export function parsePostAdmitContent(content: string | null | undefined): PostAdmitContent {
  const value = (content ?? "").trim();
  if (!value) return { kind: "empty" };
  if (value.includes("<")) return { kind: "html", html: value };
  const items = value
    .split("|")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const m = /^([^:]{1,60}):\s+(.+)$/s.exec(part);
      return m ? { title: m[1].trim(), text: m[2].trim() } : { text: part };
    });
  return items.length ? { kind: "list", items } : { kind: "empty" };
}

export interface PostAdmitSection {
  title: string;
  subtitle: string;
  image: string;
  buttonText: string;
  content: PostAdmitContent;
}

export interface PostAdmitPage {
  hero?: PostAdmitSection;
  services?: PostAdmitSection;
  whyChoose?: PostAdmitSection;
  closing?: PostAdmitSection;
}

/** The list is read by position: hero, services block, why-choose features, closing block. */
export function readPostAdmit(rows: readonly PostAdmitRow[] | null | undefined): PostAdmitPage {
  const list = Array.isArray(rows) ? rows : [];
  const section = (row: PostAdmitRow | undefined): PostAdmitSection | undefined =>
    row
      ? {
          title: row.title ?? "",
          subtitle: row.subtitle ?? "",
          image: row.image ?? "",
          buttonText: row.button_text ?? "",
          content: parsePostAdmitContent(row.content),
        }
      : undefined;
  return { hero: section(list[0]), services: section(list[1]), whyChoose: section(list[2]), closing: section(list[3]) };
}

export type PlanId = "free" | "premium";

export const PLANS: Record<PlanId, { title: string; card: string; blurb: string; items: readonly string[] }> = {
  free: {
    title: "Free Services Plan",
    card: "Free Services",
    blurb: "Essential help with your visa, loan and housing at no cost.",
    items: ["Visa Counselling", "Loan Documents Review & Support", "Accommodation Securing Support"],
  },
  premium: {
    title: "Premium Services Plan",
    card: "Premium Services",
    blurb: "A dedicated mentor, mock interviews and settling-in support abroad.",
    items: [
      "Visa Counselling with Mock Interviews",
      "Vicinity-based Accommodation Guidance",
      "Cultural Mentor Abroad Assistance",
    ],
  },
};

export function planFrom(value: string | null | undefined): PlanId | null {
  return value === "free" || value === "premium" ? value : null;
}
