/**
 * The course finder's hearts: the visitor's shortlist (lib/colleges/shortlist.server.ts), kept by the server in the
 * account when signed in and in a cookie before. The page's loader gives the list, so the server draws each heart
 * pressed or not; with JavaScript a heart posts in the background (/account/favourites, JSON) and shows the answer.
 * Hearts once kept in this browser's localStorage (`favouriteColleges`) are moved to the shortlist once.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { HONEYPOT_FIELD } from "~/lib/forms/kit";
import { FAVOURITES_KEY, parseFavourites, readFavourites, SLUG } from "./favourites-list";

export { FAVOURITES_KEY, parseFavourites };

export function toggleFavourite(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** Account keys that are directory slugs (older numeric keys are dropped). */
export function slugsFromKeys(keys: readonly string[]): string[] {
  return keys.filter((k) => SLUG.test(k) && !/^\d+$/.test(k));
}

async function save(slug: string, saved: boolean): Promise<string[]> {
  const body = new URLSearchParams({ [HONEYPOT_FIELD]: "", college: slug, saved: saved ? "1" : "0" });
  const response = await fetch("/account/favourites", {
    method: "POST",
    body,
    headers: { Accept: "application/json" },
    // A heart shows saved at once: the post goes on if the visitor leaves the page before it is answered.
    keepalive: true,
  });
  if (!response.ok) throw new Error("refused");
  return slugsFromKeys(((await response.json()) as { colleges: string[] }).colleges);
}

export function useFavourites(initial: readonly string[] = []) {
  const [ids, setIds] = useState<string[]>(() => [...initial]);
  // A ref, not state: hydrating the page's cards renders them once (nothing they draw changes when it is set).
  const ready = useRef(false);
  const latest = useRef(ids);
  latest.current = ids;

  useEffect(() => {
    ready.current = true;
    const legacy = readFavourites().filter((id) => !initial.includes(id));
    if (!legacy.length) return;
    let live = true;
    (async () => {
      let latest: string[] | undefined;
      for (const id of legacy) latest = await save(id, true);
      try {
        window.localStorage.removeItem(FAVOURITES_KEY);
      } catch {
        // storage blocked: nothing to move next time either
      }
      if (live && latest) setIds(latest);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
    // The server's list of the first render only: later changes come from this hook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * Toggles a heart in the background; false until hydrated (the heart then posts its form, and the page comes back
   * with it pressed). Stable across renders, so cards that did not change do not re-render.
   */
  const toggle = useCallback((id: string): boolean => {
    if (!ready.current) return false;
    const next = toggleFavourite(latest.current, id);
    const saved = next.includes(id);
    latest.current = next;
    setIds(next);
    save(id, saved)
      .then((list) => setIds(list))
      .catch(() => setIds((current) => toggleFavourite(current, id)));
    return true;
  }, []);

  return { ids, toggle, isFavourite: (id: string) => ids.includes(id) };
}
