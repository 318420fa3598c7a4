/**
 * The browser's favourite colleges in localStorage: the key, the reader and the hidden field that
 * carries the list into a sign-in post, apart from the finder's hook (./use-favourites) so that a
 * sign-in form loads only this.
 */
import { useEffect, useState } from "react";

export const FAVOURITES_KEY = "favouriteColleges";

/** A directory slug: what a stored favourite must be. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Parses the stored list; anything malformed counts as an empty list. */
export function parseFavourites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? [...new Set(value.filter((id): id is string => typeof id === "string" && SLUG.test(id)))]
      : [];
  } catch {
    return [];
  }
}

/** The browser's list (empty when storage is blocked). */
export function readFavourites(): string[] {
  try {
    return parseFavourites(window.localStorage.getItem(FAVOURITES_KEY));
  } catch {
    return []; // storage blocked (private mode, policies)
  }
}

/**
 * A hidden field carrying the browser's favourite colleges into a sign-in post, so the server
 * merges them into the account. Without JS there is no browser list.
 */
export function BrowserFavouritesField() {
  const [value, setValue] = useState("");
  useEffect(() => {
    const ids = readFavourites();
    if (ids.length) setValue(JSON.stringify(ids));
  }, []);
  return value ? <input type="hidden" name="favourites" value={value} /> : null;
}
