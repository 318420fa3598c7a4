/**
 * A college's shortlist button: a form posting to /account/favourites (the account when signed in, a cookie
 * before), so it works without JavaScript (the server answers with the page again, the button pressed). With
 * JavaScript the post goes in the background and every button for the same college on the page follows at once;
 * a failed post puts the button back. The label never changes (the heart fills and aria-pressed says it), so the
 * row around it never reflows.
 */
import { useLocation } from "@remix-run/react";
import { useSyncExternalStore, type FormEvent } from "react";
import { Honeypot } from "~/components/ui/honeypot";

/** This page's choices since it was drawn (slug → shortlisted), shared by every button. */
const choices = new Map<string, boolean>();
const listeners = new Set<() => void>();
function choose(slug: string, saved: boolean) {
  choices.set(slug, saved);
  for (const l of listeners) l();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `slug` is shortlisted: the server's answer until the visitor changes it on this page. */
export function useShortlisted(slug: string, initial: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => choices.get(slug) ?? initial,
    () => initial,
  );
}

export function ShortlistButton({
  slug,
  name,
  saved: initial,
  className = "",
  label = "Shortlist",
  anchor,
  wide = false,
}: {
  slug: string;
  name: string;
  saved: boolean;
  className?: string;
  /** The visible word; the accessible name adds the college's name. */
  label?: string;
  /** Where the page comes back to after a post without JavaScript (an element id). */
  anchor?: string;
  /** Fills its cell, the label centred (a card's button row). */
  wide?: boolean;
}) {
  const saved = useShortlisted(slug, initial);
  const { pathname, search, hash } = useLocation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const next = !saved;
    body.set("saved", next ? "1" : "0");
    choose(slug, next);
    fetch("/account/favourites", {
      method: "POST",
      body: new URLSearchParams([...body].map(([k, v]) => [k, String(v)])),
      headers: { Accept: "application/json" },
      // A heart shows saved at once: the post goes on if the visitor leaves the page before it is answered.
      keepalive: true,
    })
      .then((r) => (r.ok ? (r.json() as Promise<{ colleges: string[] }>) : Promise.reject(new Error("refused"))))
      .then((answer) => choose(slug, answer.colleges.includes(slug)))
      .catch(() => choose(slug, !next));
  };

  return (
    <form
      method="post"
      action="/account/favourites"
      onSubmit={onSubmit}
      className={`inline-flex ${wide ? "w-full justify-center" : ""} ${className}`}
    >
      <Honeypot />
      <input type="hidden" name="college" value={slug} />
      <input type="hidden" name="saved" value={saved ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}${anchor ? `#${anchor}` : hash}`} />
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={`${label} ${name}`}
        className={`inline-flex items-center gap-1.5 rounded-lg border px-3 py-2 text-sm font-semibold whitespace-nowrap ${
          wide ? "w-full justify-center" : ""
        } ${saved ? "border-rose-300 bg-rose-50 text-rose-800" : "border-slate-300 bg-white text-slate-800 hover:border-rose-400"}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          className={`shrink-0 stroke-current stroke-2 text-rose-600 ${saved ? "fill-current" : "fill-none"}`}
        >
          <path d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.3 5 6.8 5c2 0 3.6 1.1 5.2 3 1.6-1.9 3.2-3 5.2-3 3.5 0 5.6 3.4 4.3 6.7C19.5 16.4 12 21 12 21z" />
        </svg>
        {label}
      </button>
    </form>
  );
}
