/**
 * A menu on <details>/<summary>: opens by click or keyboard without JavaScript.
 * With JavaScript it also opens on hover (devices that can hover), closes on mouse leave,
 * outside click, Escape and route change.
 */
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useOutsideClick } from "~/lib/hooks";

export function Menu({
  label,
  summaryClassName,
  panelClassName,
  className,
  children,
  hover = true,
  summaryLabel,
}: {
  label: ReactNode;
  summaryClassName?: string;
  panelClassName?: string;
  className?: string;
  children: ReactNode;
  /** Open on hover (desktop menus); the mobile menu opens on click only. */
  hover?: boolean;
  /** Accessible name when the summary shows only an icon. */
  summaryLabel?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useOutsideClick(ref, () => setOpen(false), open);
  useEffect(() => setOpen(false), [pathname, search]);

  const canHover = () => hover && typeof window !== "undefined" && window.matchMedia("(hover: hover)").matches;

  return (
    // <details> is the disclosure widget itself (its <summary> takes focus and Enter/Space); hover opening is a pointer
    // convenience and Escape closes the open menu, as the ARIA disclosure pattern asks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={ref}
      open={open}
      className={`group relative ${className ?? ""}`}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      onMouseEnter={() => canHover() && setOpen(true)}
      onMouseLeave={() => canHover() && setOpen(false)}
      onKeyDown={(e) => {
        // Read the element, not state: the native toggle event may not have re-rendered yet.
        const details = ref.current;
        if (e.key === "Escape" && details?.open) {
          details.open = false;
          setOpen(false);
          details.querySelector("summary")?.focus();
        }
      }}
    >
      <summary
        aria-label={summaryLabel}
        className={
          summaryClassName ??
          "flex list-none items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:text-indigo-700"
        }
        onClick={(e) => {
          // With hover-open, a click on an already hover-opened menu keeps it open.
          if (open && canHover()) {
            e.preventDefault();
          }
        }}
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="14" height="14" className="transition group-open:rotate-180">
          <path d="M5 7l5 6 5-6z" fill="currentColor" />
        </svg>
      </summary>
      <div
        className={
          panelClassName ??
          "absolute left-0 top-full z-40 mt-1 min-w-56 rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
        }
      >
        {children}
      </div>
    </details>
  );
}
