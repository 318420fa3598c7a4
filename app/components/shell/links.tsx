import { Link } from "@remix-run/react";
import type { NavLink } from "~/content/navigation";

/**
 * A shell link; placeholder entries (no target in the spec) render as plain text. Links in the
 * drop-down menus and the footer pass `discover="none"`: their routes are found when clicked
 * (lazy route discovery), which keeps the attribute out of the HTML every page repeats.
 */
export function ShellLink({
  link,
  externalHref,
  discover,
}: {
  link: NavLink;
  externalHref?: string;
  discover?: "none";
}) {
  if (link.external && externalHref) {
    return (
      <a href={externalHref} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    );
  }
  if (!link.to) return <>{link.label}</>;
  return (
    <Link to={link.to} prefetch="intent" discover={discover}>
      {link.label}
    </Link>
  );
}

/** A titled list of shell links (styled by its container: tailwind.css `.drop`, `.ftr`). */
export function LinkList({
  title,
  links,
  heading: Heading = "p",
}: {
  title: string;
  links: NavLink[];
  heading?: "h2" | "p";
}) {
  return (
    <div>
      <Heading>{title}</Heading>
      <ul>
        {links.map((l) => (
          <li key={l.label}>
            <ShellLink link={l} discover="none" />
          </li>
        ))}
      </ul>
    </div>
  );
}
