/**
 * A grid of cards, each one link to a page (the SOP & LOR tools, the operator console's
 * start page): `className` lays out the grid, `cardClassName` styles each card, `children`
 * renders a card's inside.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function LinkCards<T extends { to: string }>({
  items,
  className,
  cardClassName,
  children,
}: {
  items: readonly T[];
  className: string;
  cardClassName: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={cardClassName}>
            {children(item)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
