/** An account's saved colleges (directory slugs, `user_favourites`) and its named compare lists, over D1. */
import { type Env } from "~/lib/platform/config";

export const MAX_FAVOURITES = 200;
const COLLEGE_KEY = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** College ids or slugs from a browser list (JSON array) or form values; anything else dropped. */
export function parseCollegeKeys(values: unknown): string[] {
  const list = Array.isArray(values) ? values : [];
  const keys = list.map((v) => String(v).trim().toLowerCase()).filter((v) => COLLEGE_KEY.test(v));
  return [...new Set(keys)].slice(0, MAX_FAVOURITES);
}

export function parseFavouritesField(raw: unknown): string[] {
  if (typeof raw !== "string" || !raw || raw.length > 8000) return [];
  try {
    return parseCollegeKeys(JSON.parse(raw));
  } catch {
    return [];
  }
}

export async function listFavourites(env: Env, userId: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT college FROM user_favourites WHERE user_id = ?1 ORDER BY created_at, college LIMIT ${MAX_FAVOURITES}`,
  )
    .bind(userId)
    .all<{ college: string }>();
  return results.map((r) => r.college);
}

export async function addFavourites(env: Env, userId: number, keys: string[], now = Date.now()) {
  if (!keys.length) return;
  await env.DB.batch(
    keys.map((k, i) =>
      env.DB.prepare("INSERT OR IGNORE INTO user_favourites (user_id, college, created_at) VALUES (?1, ?2, ?3)").bind(
        userId,
        k,
        now + i,
      ),
    ),
  );
}

export async function removeFavourite(env: Env, userId: number, key: string) {
  await env.DB.prepare("DELETE FROM user_favourites WHERE user_id = ?1 AND college = ?2").bind(userId, key).run();
}

export interface CompareList {
  id: number;
  name: string;
  colleges: string[];
  createdAt: number;
}

export const MAX_COMPARE_LISTS = 20;

export async function listCompareLists(env: Env, userId: number): Promise<CompareList[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, name, colleges, created_at FROM compare_lists WHERE user_id = ?1 ORDER BY id DESC LIMIT ${MAX_COMPARE_LISTS}`,
  )
    .bind(userId)
    .all<{ id: number; name: string; colleges: string; created_at: number }>();
  return results.map((r) => ({ id: r.id, name: r.name, colleges: r.colleges.split(","), createdAt: r.created_at }));
}

export async function createCompareList(env: Env, userId: number, name: string, colleges: string[], now = Date.now()) {
  await env.DB.prepare("INSERT INTO compare_lists (user_id, name, colleges, created_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(userId, name, colleges.join(","), now)
    .run();
}

export async function deleteCompareList(env: Env, userId: number, id: number) {
  await env.DB.prepare("DELETE FROM compare_lists WHERE id = ?1 AND user_id = ?2").bind(id, userId).run();
}
