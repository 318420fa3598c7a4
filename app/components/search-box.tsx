/**
 * The search box of the header, mobile menu, hero and /search page. Without JavaScript it
 * is a GET form to /search with a plain search field. Once hydrated it is an ARIA combobox:
 * suggestions from /api/search (debounced), arrow keys move through them, Enter opens the
 * highlighted one (or searches), Escape and outside clicks close the list. The combobox's
 * attributes and its (empty) list are drawn only then: without JavaScript they would announce
 * suggestions that never come, and every page's HTML would carry them (docs/performance.md).
 */
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated, useOutsideClick } from "~/lib/platform/hooks";

const DEBOUNCE_MS = 150;

interface Suggestion {
  type: string;
  typeLabel: string;
  title: string;
  subtitle: string;
  url: string;
}

/** The default look: a pill with a small grey search icon (the header's, the search page's). */
const PILL_FIELD =
  "flex items-center rounded-full border border-slate-300 bg-slate-50 px-3 [--s:1rem] before:text-slate-600 focus-within:border-indigo-600 focus-within:ring-2 focus-within:ring-indigo-200";
const PILL_INPUT =
  "w-full bg-transparent px-2 py-2 text-sm text-slate-900 placeholder:text-slate-600 focus:outline-none";

export function SearchBox({
  id,
  className,
  defaultValue = "",
  autoFocus,
  placeholder = "Search for colleges, exams and courses",
  inputClassName,
  fieldClassName,
  showIcon = true,
  submit,
}: {
  id: string;
  className?: string;
  defaultValue?: string;
  autoFocus?: boolean;
  placeholder?: string;
  inputClassName?: string;
  /** Classes of the box around the input (the default is the header's pill). */
  fieldClassName?: string;
  showIcon?: boolean;
  /** A visible submit button after the field (the hero's Search button). */
  submit?: ReactNode;
}) {
  const fetcher = useFetcher<{ query: string; results: Suggestion[] }>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const wrapper = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-suggestions`;
  const results = value.trim() && fetcher.data?.query === value.trim() ? fetcher.data.results : [];
  const expanded = open && results.length > 0;

  useOutsideClick(wrapper, () => setOpen(false), open);

  const { load } = fetcher; // stable across renders (the fetcher object is not)
  useEffect(() => {
    const q = value.trim();
    if (!q) return;
    const timer = window.setTimeout(() => load(`/api/search?q=${encodeURIComponent(q)}`), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, load]);

  useEffect(() => setActive(-1), [fetcher.data]);

  const go = (s: Suggestion) => {
    setOpen(false);
    navigate(s.url);
  };

  return (
    <form
      ref={wrapper}
      action="/search"
      method="get"
      role="search"
      className={className ? `relative ${className}` : "relative"}
    >
      <label htmlFor={id} className="sr-only">
        Search for colleges, exams and courses
      </label>
      <div
        // The search icon is a CSS mask (tailwind.css `.icon`), not markup repeated on every page.
        className={`${fieldClassName ?? PILL_FIELD}${showIcon ? " icon icon-search" : ""}`}
      >
        <input
          id={id}
          type="search"
          name="q"
          {...(hydrated && {
            role: "combobox",
            "aria-autocomplete": "list",
            "aria-expanded": expanded,
            "aria-controls": listId,
            "aria-activedescendant": expanded && active >= 0 ? `${listId}-${active}` : undefined,
            autoComplete: "off",
          })}
          // Only the empty /search page asks for it: the page exists to type a query, like a search engine's home.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          value={value}
          placeholder={placeholder}
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" && results.length) {
              e.preventDefault();
              setOpen(true);
              setActive((a) => (a + 1) % results.length);
            } else if (e.key === "ArrowUp" && results.length) {
              e.preventDefault();
              setActive((a) => (a <= 0 ? results.length - 1 : a - 1));
            } else if (e.key === "Enter" && expanded && active >= 0) {
              e.preventDefault();
              go(results[active]);
            } else if (e.key === "Escape") {
              setOpen(false);
            }
          }}
          className={inputClassName ?? PILL_INPUT}
        />
      </div>
      {submit}
      {hydrated && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl"
        >
          {results.map((s, i) => (
            // Keyboard selection happens on the combobox input (arrows + Enter via aria-activedescendant), as the ARIA
            // combobox pattern asks; the click handler serves pointers.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={s.url + s.title}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(s)}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-4 py-2 text-sm ${i === active ? "bg-indigo-50" : ""}`}
            >
              <span className="font-medium text-slate-900">{s.title}</span>
              <span className="ml-2 text-xs text-slate-600">{s.typeLabel}</span>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
