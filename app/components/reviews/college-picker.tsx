/**
 * Choosing the college to review. Without JavaScript: a GET search step
 * (`?q=`) that lists matching colleges as links (`?college={slug}`). With JavaScript the same
 * search box is a combobox (WAI-ARIA APG pattern): suggestions as you type from the page's
 * loader (`?suggest=`), arrow keys to move, Enter to choose, Escape to close.
 */
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ErrorList } from "~/components/forms";

export interface PickerCollege {
  slug: string;
  name: string;
  city: string;
  state: string;
}

const place = (c: PickerCollege) => [c.city, c.state].filter(Boolean).join(", ");

export function CollegePicker({
  selected,
  onSelect,
  query,
  results,
  errorId,
  errors,
}: {
  selected?: PickerCollege;
  onSelect: (college: PickerCollege | undefined) => void;
  query: string;
  results: PickerCollege[];
  errorId: string;
  errors?: string[];
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const fetcher = useFetcher<{ suggestions?: PickerCollege[] }>();
  const [text, setText] = useState(query);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const suggestions = fetcher.data?.suggestions ?? [];
  const listId = "college-suggestions";

  if (selected) {
    return (
      <div>
        <p className="text-sm text-slate-800">
          <span className="font-medium">College:</span> <strong>{selected.name}</strong>
          {place(selected) ? <span className="text-slate-600"> — {place(selected)}</span> : null}
        </p>
        <Link
          to="/write-review"
          className="mt-1 inline-block text-sm font-semibold text-indigo-700 underline"
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            onSelect(undefined);
            requestAnimationFrame(() => input.current?.focus());
          }}
        >
          Change college
        </Link>
        <ErrorList id={errorId} errors={errors} />
      </div>
    );
  }

  const choose = (college: PickerCollege) => {
    setOpen(false);
    setActive(-1);
    onSelect(college);
  };

  return (
    <div>
      <Form method="get" action="/write-review" className="relative" role="search" aria-label="Find your college">
        <label htmlFor="college-search" className="mb-1 block text-sm font-medium text-slate-800">
          Search your college
          <span className="text-red-600" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id="college-search"
            name="q"
            type="search"
            autoComplete="off"
            value={text}
            placeholder="Type the college name or city"
            aria-describedby={errors?.length ? errorId : undefined}
            aria-invalid={errors?.length ? true : undefined}
            {...(hydrated
              ? {
                  role: "combobox",
                  "aria-autocomplete": "list" as const,
                  "aria-expanded": open && suggestions.length > 0,
                  "aria-controls": listId,
                  "aria-activedescendant": open && active >= 0 ? `${listId}-${active}` : undefined,
                }
              : {})}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setText(value);
              setActive(-1);
              setOpen(value.trim().length >= 2);
              if (value.trim().length >= 2) fetcher.load(`/write-review?suggest=${encodeURIComponent(value.trim())}`);
            }}
            onKeyDown={(event) => {
              if (!open || suggestions.length === 0) {
                if (event.key === "ArrowDown" && suggestions.length) setOpen(true);
                return;
              }
              if (event.key === "ArrowDown") {
                event.preventDefault();
                setActive((i) => (i + 1) % suggestions.length);
              } else if (event.key === "ArrowUp") {
                event.preventDefault();
                setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
              } else if (event.key === "Enter" && active >= 0) {
                event.preventDefault();
                choose(suggestions[active]);
              } else if (event.key === "Escape") {
                setOpen(false);
                setActive(-1);
              }
            }}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-200 focus:outline-none aria-[invalid=true]:border-red-600"
          />
          <button
            type="submit"
            className="rounded-lg border border-indigo-700 px-4 py-2 font-semibold text-indigo-700 hover:bg-indigo-50"
          >
            Search
          </button>
        </div>
        {hydrated && open && suggestions.length > 0 ? (
          <ul
            id={listId}
            role="listbox"
            aria-label="Colleges"
            className="absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white shadow-lg"
          >
            {suggestions.map((c, i) => (
              // Keyboard use goes through the combobox input (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={c.slug}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(c)}
                className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-indigo-50" : ""}`}
              >
                <span className="font-medium text-slate-900">{c.name}</span>
                {place(c) ? <span className="text-slate-600"> — {place(c)}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </Form>
      <ErrorList id={errorId} errors={errors} />
      {query ? (
        results.length ? (
          <ul
            className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200"
            aria-label="Matching colleges"
          >
            {results.map((c) => (
              <li key={c.slug} className="px-3 py-2 text-sm">
                <Link
                  to={`/write-review?college=${encodeURIComponent(c.slug)}`}
                  className="font-semibold text-indigo-700 underline"
                >
                  {c.name}
                </Link>
                {place(c) ? <span className="text-slate-600"> — {place(c)}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700">No colleges match “{query}”. Try another spelling or the city.</p>
        )
      ) : null}
    </div>
  );
}
