/** The compare tray: a fixed bar listing the colleges to compare, kept across pages (JavaScript only). */
import { Link } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";
import { COMPARE_MAX, compareHref } from "~/lib/colleges/compare";
import { useCompare } from "./use-compare";

export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_MAX} colleges. Remove one to add another.`;

/** Fixed bar at the bottom once a college is in the list (JavaScript only). */
export function CompareTray() {
  const compare = useCompare();
  if (!compare.ready || (compare.items.length === 0 && !compare.full)) return null;
  const { items } = compare;
  return (
    <section
      aria-label="Compare colleges"
      // Above the phone's bottom bar (h-16, hidden from lg), never over it.
      className="fixed inset-x-0 bottom-16 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:bottom-0"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">
          Compare ({items.length}/{COMPARE_MAX})
        </h2>
        <ul className="flex flex-1 flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item.slug}
              className="flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-xs text-indigo-900"
            >
              <span className="max-w-[14rem] truncate">{item.name}</span>
              <button
                type="button"
                onClick={() => compare.remove(item.slug)}
                aria-label={`Remove ${item.name} from compare`}
                className="rounded-full px-2 py-0.5 font-bold hover:bg-indigo-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {compare.full ? (
          <p role="alert" className="w-full text-sm font-medium text-rose-700 sm:w-auto">
            {COMPARE_FULL_MESSAGE}
          </p>
        ) : null}
        <button type="button" onClick={compare.clear} className="text-sm text-slate-700 underline">
          Clear
        </button>
        {items.length >= 2 ? (
          <Link to={compareHref(items.map((i) => i.slug))} className={buttonClass("primary", { size: "sm" })}>
            Compare now
          </Link>
        ) : (
          <span className="text-sm text-slate-700">Add one more college to compare</span>
        )}
      </div>
    </section>
  );
}
