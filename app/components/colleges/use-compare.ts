/**
 * The compare list in the browser: slugs and names in localStorage, so the tray
 * remembers the list across pages. Without JavaScript the "Compare" links carry the list
 * in the URL instead (/compare?c=…).
 */
import { useCallback, useEffect, useState } from "react";
import { addToCompare, COMPARE_STORAGE_KEY, removeFromCompare, SLUG_PATTERN } from "~/lib/colleges/compare";

export interface CompareItem {
  slug: string;
  name: string;
}

export function parseStored(raw: string | null): CompareItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const items = value.filter(
      (v): v is CompareItem =>
        typeof v === "object" && v !== null && SLUG_PATTERN.test(String(v.slug)) && typeof v.name === "string",
    );
    return items.filter((v, i) => items.findIndex((x) => x.slug === v.slug) === i).slice(0, 4);
  } catch {
    return [];
  }
}

function read(): CompareItem[] {
  try {
    return parseStored(window.localStorage.getItem(COMPARE_STORAGE_KEY));
  } catch {
    return [];
  }
}

const EVENT = "studysaathi:compare";

function write(items: CompareItem[]) {
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // storage blocked: the list lasts for this page only
  }
  window.dispatchEvent(new CustomEvent(EVENT, { detail: items }));
}

export function useCompare() {
  const [items, setItems] = useState<CompareItem[]>([]);
  const [ready, setReady] = useState(false);
  const [full, setFull] = useState(false);

  useEffect(() => {
    setItems(read());
    setReady(true);
    const onChange = () => setItems(read());
    const onStorage = (e: StorageEvent) => {
      if (e.key === COMPARE_STORAGE_KEY) onChange();
    };
    window.addEventListener(EVENT, onChange);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(EVENT, onChange);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  const add = useCallback((item: CompareItem) => {
    const current = read();
    const next = addToCompare(
      current.map((i) => i.slug),
      item.slug,
    );
    setFull(next.full);
    if (next.full) return false;
    write(next.slugs.map((slug) => current.find((i) => i.slug === slug) ?? item));
    return true;
  }, []);

  const remove = useCallback((slug: string) => {
    const current = read();
    const keep = removeFromCompare(
      current.map((i) => i.slug),
      slug,
    );
    setFull(false);
    write(current.filter((i) => keep.includes(i.slug)));
  }, []);

  const replace = useCallback((next: CompareItem[]) => write(next.slice(0, 4)), []);
  const clear = useCallback(() => {
    setFull(false);
    write([]);
  }, []);

  return { items, slugs: items.map((i) => i.slug), ready, full, add, remove, replace, clear };
}
