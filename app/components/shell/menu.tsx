/**
 * A menu on <details>/<summary>: opens by click or keyboard without JavaScript.
 * With JavaScript it also opens on hover (devices that can hover), closes on mouse leave,
 * outside click, Escape and route change. The summary shows a chevron (shell-styles.ts `MENU_SUMMARY`)
 * unless the caller gives it another look (an icon button); the panel drops under it.
 */
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useOutsideClick } from "~/lib/platform/hooks";
import { MENU_PANEL, MENU_SUMMARY } from "./shell-styles";

export function Menu({
  label,
  summaryClassName = MENU_SUMMARY,
  panelClassName = `${MENU_PANEL} left-0`,
  className,
  children,
  summaryLabel,
}: {
  label: ReactNode;
  summaryClassName?: string;
  panelClassName?: string;
  className?: string;
  children: ReactNode;
  /** Accessible name when the summary shows only an icon. */
  summaryLabel?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useOutsideClick(ref, () => setOpen(false), open);
  useEffect(() => setOpen(false), [pathname, search]);

  const canHover = () => typeof window !== "undefined" && window.matchMedia("(hover: hover)").matches;

  return (
    // <details> is the disclosure widget itself (its <summary> takes focus and Enter/Space); hover opening is a pointer
    // convenience and Escape closes the open menu, as the ARIA disclosure pattern asks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={ref}
      open={open}
      className={className ? `group relative ${className}` : "group relative"}
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
        className={summaryClassName}
        onClick={(e) => {
          // With hover-open, a click on an already hover-opened menu keeps it open.
          if (open && canHover()) {
            e.preventDefault();
          }
        }}
      >
        {label}
      </summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}
