/**
 * The claims console's store (/admin/claims): every slot the site can show with what is set for it, and the
 * changes (set, hide, show), each written in one D1 batch with its audit row, then the content version bumped so
 * the site shows the change at once.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { claimSlot, type ClaimSlot } from "~/content/business-claims";
import { bumpContentVersion } from "~/lib/content/content.server";
import { actorOf, auditStatement } from "./audit.server";
import type { AdminIdentity } from "./auth.server";

export interface StoredClaim {
  key: string;
  value: string;
  author: string;
  place: string;
  source: string;
  checked_on: string;
  hidden: number;
  set_by: string;
  set_at: string;
}

const COLUMNS = "key, value, author, place, source, checked_on, hidden, set_by, set_at";

/** Every stored claim by key (hidden ones too). */
export async function storedClaims(context: AppLoadContext): Promise<Record<string, StoredClaim>> {
  const { results } = await context.env.DB.prepare(
    `SELECT ${COLUMNS} FROM business_claims ORDER BY key`,
  ).all<StoredClaim>();
  return Object.fromEntries(results.map((r) => [r.key, r]));
}

export async function storedClaim(context: AppLoadContext, key: string): Promise<StoredClaim | undefined> {
  return (
    (await context.env.DB.prepare(`SELECT ${COLUMNS} FROM business_claims WHERE key = ?1`)
      .bind(key)
      .first<StoredClaim>()) ?? undefined
  );
}

const audited = ({ value, author, place, source, checked_on, hidden }: StoredClaim) => ({
  value,
  author,
  place,
  source,
  checked_on,
  shown: hidden ? "no" : "yes",
});

export interface ClaimInput {
  value: string;
  author: string;
  place: string;
  source: string;
  checked_on: string;
  shown: boolean;
}

/** Creates or replaces a slot's claim; false when nothing changed. */
export async function setClaim(
  context: AppLoadContext,
  admin: AdminIdentity,
  slot: ClaimSlot,
  input: ClaimInput,
): Promise<boolean> {
  const before = await storedClaim(context, slot.key);
  // A badge's value is its title; only a testimonial has an author and a place.
  const value = slot.kind === "badge" ? slot.label : input.value;
  const author = slot.kind === "testimonial" ? input.author : "";
  const place = slot.kind === "testimonial" ? input.place : "";
  const next: StoredClaim = {
    key: slot.key,
    value,
    author,
    place,
    source: input.source,
    checked_on: input.checked_on,
    hidden: input.shown ? 0 : 1,
    set_by: actorOf(admin),
    set_at: "",
  };
  if (before && JSON.stringify(audited(before)) === JSON.stringify(audited(next))) return false;
  await context.env.DB.batch([
    context.env.DB.prepare(
      `INSERT INTO business_claims (key, value, author, place, source, checked_on, hidden, set_by, set_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, datetime('now'))
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, author = excluded.author, place = excluded.place,
         source = excluded.source, checked_on = excluded.checked_on, hidden = excluded.hidden,
         set_by = excluded.set_by, set_at = excluded.set_at`,
    ).bind(slot.key, value, author, place, input.source, input.checked_on, next.hidden, next.set_by),
    auditStatement(
      context,
      admin,
      before ? "claim.edit" : "claim.create",
      `claim ${slot.key}`,
      before ? audited(before) : null,
      audited(next),
    ),
  ]);
  await bumpContentVersion(context);
  return true;
}

/** Hides or shows a stored claim; false when there is none or it already is. */
export async function setClaimShown(
  context: AppLoadContext,
  admin: AdminIdentity,
  key: string,
  shown: boolean,
): Promise<boolean> {
  const before = claimSlot(key) ? await storedClaim(context, key) : undefined;
  if (!before || (before.hidden === 0) === shown) return false;
  const after = { ...before, hidden: shown ? 0 : 1 };
  await context.env.DB.batch([
    context.env.DB.prepare(
      "UPDATE business_claims SET hidden = ?2, set_by = ?3, set_at = datetime('now') WHERE key = ?1",
    ).bind(key, after.hidden, actorOf(admin)),
    auditStatement(
      context,
      admin,
      shown ? "claim.show" : "claim.hide",
      `claim ${key}`,
      audited(before),
      audited(after),
    ),
  ]);
  await bumpContentVersion(context);
  return true;
}
