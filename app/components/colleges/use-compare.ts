/**
 * The compare list in the browser: slugs and names in localStorage, so the tray
 * remembers the list across pages. Without JavaScript the "Compare" links carry the list
 * in the URL instead (/compare?c=…).
 */
import { useSyncExternalStore } from "react";
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

const EVENT = "studysaathi:compare";

/**
 * One store for every component on the page (a directory page has twenty Compare links): the list is read from
 * localStorage once per change, not once per link, and a link re-renders only when the list it shows changed.
 * The server's snapshot (and an empty list's) is one constant, so hydrating cards with nothing to compare renders
 * them once.
 */
const EMPTY: CompareItem[] = [];
let snapshot: { raw: string | null; items: CompareItem[]; full: boolean } | null = null;

function rawStored(): string | null {
  try {
    return window.localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function current() {
  const raw = rawStored();
  if (!snapshot || snapshot.raw !== raw) {
    const items = parseStored(raw);
    snapshot = { raw, items: items.length ? items : EMPTY, full: snapshot?.full ?? false };
  }
  return snapshot;
}

const getItems = () => current().items;
const getFull = () => current().full;
const getServerItems = () => EMPTY;
const getServerFull = () => false;

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === COMPARE_STORAGE_KEY) onChange();
  };
  window.addEventListener(EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

function write(items: CompareItem[], full = false) {
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // storage blocked: the list lasts for this page only
  }
  // Storage blocked or not, the page shows the list just written.
  snapshot = { raw: rawStored(), items: items.length ? items : EMPTY, full };
  window.dispatchEvent(new CustomEvent(EVENT, { detail: items }));
}

function setFull(full: boolean) {
  const now = current();
  if (now.full === full) return;
  snapshot = { ...now, full };
  window.dispatchEvent(new CustomEvent(EVENT, { detail: now.items }));
}

const add = (item: CompareItem) => {
  const list = current().items;
  const next = addToCompare(
    list.map((i) => i.slug),
    item.slug,
  );
  if (next.full) {
    setFull(true);
    return false;
  }
  write(next.slugs.map((slug) => list.find((i) => i.slug === slug) ?? item));
  return true;
};

const remove = (slug: string) => {
  const list = current().items;
  const keep = removeFromCompare(
    list.map((i) => i.slug),
    slug,
  );
  write(list.filter((i) => keep.includes(i.slug)));
};

const replace = (next: CompareItem[]) => write(next.slice(0, 4));
const clear = () => write([]);

/** Whether the list has been read in this browser (false in the server's render and while hydrating). */
const getReady = () => true;
const getServerReady = () => false;

export function useCompare() {
  const items = useSyncExternalStore(subscribe, getItems, getServerItems);
  const full = useSyncExternalStore(subscribe, getFull, getServerFull);
  const ready = useSyncExternalStore(subscribe, getReady, getServerReady);
  return { items, slugs: items.map((i) => i.slug), ready, full, add, remove, replace, clear };
}

/**
 * The list alone, for a Compare link: no `ready`, so hydrating a page of cards renders each link once (an empty
 * list's snapshot is the server's). Its actions act on the stored list at the time of the click.
 */
export function useCompareList() {
  const items = useSyncExternalStore(subscribe, getItems, getServerItems);
  return { items, add, remove, stored: () => current().items };
}
