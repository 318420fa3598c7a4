/**
 * Favourite colleges: a client-only list of college ids — the
 * directory's stable slugs — kept in localStorage under `favouriteColleges`, so it survives
 * reloads and later visits (and accounts can store the same list by slug).
 * The server render shows nothing favourited; the list is read once hydrated.
 * Signed in, the list lives in the account instead (/account/favourites); the
 * browser's list was merged into it at sign-in.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { HONEYPOT_FIELD } from "~/lib/form-kit";
import { FAVOURITES_KEY, parseFavourites, readFavourites, SLUG } from "./favourites-list";

export { FAVOURITES_KEY, parseFavourites };

export function toggleFavourite(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** Account keys that are directory slugs (older numeric keys are dropped). */
export function slugsFromKeys(keys: readonly string[]): string[] {
  return keys.filter((k) => SLUG.test(k) && !/^\d+$/.test(k));
}

function saveToAccount(slug: string, saved: boolean) {
  const body = new URLSearchParams({ [HONEYPOT_FIELD]: "", college: slug, saved: saved ? "1" : "0" });
  return fetch("/account/favourites", { method: "POST", body }).catch(() => undefined);
}

export function useFavourites() {
  const root = useRouteLoaderData("root") as { user?: { name: string } | null } | undefined;
  const signedIn = !!root?.user;
  const [ids, setIds] = useState<string[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (signedIn) {
      let live = true;
      fetch("/account/favourites")
        .then((r) => r.json() as Promise<{ signedIn: boolean; colleges: string[] }>)
        .then((data) => {
          if (!live) return;
          setIds(data.signedIn ? slugsFromKeys(data.colleges) : readFavourites());
          setReady(true);
        })
        .catch(() => {
          if (live) setIds(readFavourites());
          if (live) setReady(true);
        });
      return () => {
        live = false;
      };
    }
    setIds(readFavourites());
    setReady(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === FAVOURITES_KEY) setIds(parseFavourites(event.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [signedIn]);

  const toggle = useCallback(
    (id: string) => {
      const next = toggleFavourite(ids, id);
      if (signedIn) {
        void saveToAccount(id, next.includes(id));
        setIds(next);
        return;
      }
      try {
        window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
      } catch {
        // storage blocked: keep the choice for this visit only
      }
      setIds(next);
    },
    [ids, signedIn],
  );

  return { ids, ready, toggle, isFavourite: (id: string) => ids.includes(id) };
}
