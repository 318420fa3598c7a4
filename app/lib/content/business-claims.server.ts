/**
 * The business's own claims an operator has set in the console with a source (D1 `business_claims`; the slots:
 * app/content/business-claims.ts). Read through the cached data layer; the console bumps the content version on
 * every change. A failing read gives none: the site then shows no claim rather than an unchecked one.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { CLAIM_LINES, CLAIM_SLOTS, type ClaimSlot } from "~/content/business-claims";
import { readCached } from "~/lib/content/content.server";

export interface ClaimRow {
  key: string;
  value: string;
  author: string;
  place: string;
  source: string;
  set_by: string;
  set_at: string;
}

/** Every claim set with a source and shown (not hidden in the console), by slot key. */
export async function businessClaims(context: AppLoadContext): Promise<Record<string, ClaimRow>> {
  try {
    const rows = await readCached(context, "business-claims", "all", async () => {
      const { results } = await context.env.DB.prepare(
        "SELECT key, value, author, place, source, set_by, set_at FROM business_claims WHERE source <> '' AND hidden = 0 ORDER BY key",
      ).all<ClaimRow>();
      return results;
    });
    return Object.fromEntries(rows.map((r) => [r.key, r]));
  } catch (error) {
    console.error("business claims not read", error instanceof Error ? error.message : error);
    return {};
  }
}

/** A figure claim as a number the counters take, or undefined when unset or not a number. */
export function claimFigure(claims: Record<string, ClaimRow>, key: string): number | undefined {
  const raw = claims[key]?.value.replace(/,/g, "");
  const n = raw ? Number(raw) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The services page's counters: the figure slots set, each with its source. */
export function claimStats(claims: Record<string, ClaimRow>, keys: readonly string[]) {
  return keys.flatMap((key) => {
    const slot = CLAIM_SLOTS.find((s) => s.key === key) as ClaimSlot;
    const value = claimFigure(claims, key);
    return value === undefined
      ? []
      : [{ value, suffix: slot.suffix ?? "", label: slot.label, source: claims[key].source }];
  });
}

/** The testimonials set, in slot order. */
export function claimTestimonials(claims: Record<string, ClaimRow>) {
  return CLAIM_SLOTS.filter((s) => s.kind === "testimonial" && claims[s.key]).map((s, i) => {
    const c = claims[s.key];
    const initials = c.author
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? "")
      .join("");
    return {
      id: i + 1,
      rating: 0,
      author: c.author,
      location: c.place,
      avatar: initials,
      text: c.value,
      source: c.source,
    };
  });
}

/** A figure slot as shown ("40%", "50+"), or undefined when unset or not a number. */
export function claimShown(claims: Record<string, ClaimRow>, key: string): string | undefined {
  const value = claimFigure(claims, key);
  if (value === undefined) return undefined;
  const slot = CLAIM_SLOTS.find((s) => s.key === key);
  return `${value.toLocaleString("en-IN")}${slot?.suffix ?? ""}`;
}

/**
 * The copy's lines with each claim line (CLAIM_LINES) as the claims allow: the figure and its source once an operator
 * has set it, the shipped line without a figure otherwise. Other lines pass unchanged.
 */
export function withClaims<T extends string>(claims: Record<string, ClaimRow>, lines: readonly T[]): string[] {
  return lines.map((line) => {
    const key = Object.keys(CLAIM_LINES).find((k) => CLAIM_LINES[k].without === line);
    const shown = key ? claimShown(claims, key) : undefined;
    if (!key || shown === undefined) return line;
    const text = CLAIM_LINES[key].with.replace("{n}", shown);
    const source = claims[key].source;
    return text.endsWith(".") ? `${text} Source: ${source}.` : `${text} (source: ${source})`;
  });
}
