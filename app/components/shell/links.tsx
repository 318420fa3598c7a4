import { Link } from "@remix-run/react";
import type { NavLink } from "~/content/navigation";

/**
 * A secondary navigation link; placeholder entries (no target page) render as plain text.
 * `discover="none"` where another link already discovers the route (lazy route discovery).
 */
export function ShellLink({
  link,
  externalHref,
  discover,
  className,
}: {
  link: NavLink;
  className?: string;
  externalHref?: string;
  discover?: "none";
}) {
  if (link.external && externalHref) {
    return (
      <a href={externalHref} target="_blank" rel="noopener noreferrer" className={className}>
        {link.label}
      </a>
    );
  }
  if (!link.to) return <>{link.label}</>;
  return (
    <Link to={link.to} prefetch="intent" discover={discover} className={className}>
      {link.label}
    </Link>
  );
}
