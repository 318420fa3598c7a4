/**
 * Small labels. `Badge`: a decorative icon, initials, a logo's letters or a number centred in a fixed box.
 * Hidden from assistive technology (the text beside it names the thing); `className` gives
 * its size, shape and colours.
 */
import type { ReactNode } from "react";

export function Badge({ children, className }: { children: ReactNode; className: string }) {
  return (
    <span aria-hidden="true" className={`flex shrink-0 items-center justify-center ${className}`}>
      {children}
    </span>
  );
}

/** A small rounded label (a category, a status); `className` gives its colours. */
export function Chip({ children, className }: { children: ReactNode; className: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}>{children}</span>
  );
}
