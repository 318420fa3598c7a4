/**
 * Favourite colleges (part 1 §3 "Favourites"): a client-only list of college ids — the
 * directory's stable slugs — kept in localStorage under `favouriteColleges`, so it survives
 * reloads and later visits (and accounts can store the same list by slug).
 * The server render shows nothing favourited; the list is read once hydrated.
 */
import { useCallback, useEffect, useState } from "react";

export const FAVOURITES_KEY = "favouriteColleges";

/** Parses the stored list; anything malformed counts as an empty list. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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

export function toggleFavourite(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

function read(): string[] {
  try {
    return parseFavourites(window.localStorage.getItem(FAVOURITES_KEY));
  } catch {
    return []; // storage blocked (private mode, policies)
  }
}

export function useFavourites() {
  const [ids, setIds] = useState<string[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setIds(read());
    setReady(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === FAVOURITES_KEY) setIds(parseFavourites(event.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const toggle = useCallback(
    (id: string) => {
      const next = toggleFavourite(ids, id);
      try {
        window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
      } catch {
        // storage blocked: keep the choice for this visit only
      }
      setIds(next);
    },
    [ids],
  );

  return { ids, ready, toggle, isFavourite: (id: string) => ids.includes(id) };
}
