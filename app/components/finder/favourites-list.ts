/**
 * The browser's favourite colleges in localStorage: the key and the
 * reader, apart from the finder's hook (./use-favourites) so that a sign-in form carrying the list
 * (components/accounts/favourites-field.tsx) loads only this.
 */
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
