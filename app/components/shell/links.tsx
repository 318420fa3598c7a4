import { Link } from "@remix-run/react";
import { useId } from "react";
import type { NavLink } from "~/content/navigation";

/** A shell link; placeholder entries (no target in the spec) render as plain text. */
export function ShellLink({
  link,
  className,
  externalHref,
}: {
  link: NavLink;
  className?: string;
  externalHref?: string;
}) {
  if (link.external && externalHref) {
    return (
      <a href={externalHref} target="_blank" rel="noopener noreferrer" className={className}>
        {link.label}
      </a>
    );
  }
  if (!link.to) return <span className={`${className ?? ""} cursor-default`}>{link.label}</span>;
  return (
    <Link to={link.to} className={className} prefetch="intent">
      {link.label}
    </Link>
  );
}

export function LinkList({ title, links, linkClassName }: { title: string; links: NavLink[]; linkClassName?: string }) {
  // The mobile menu repeats the header's lists, so ids must be unique per instance.
  const id = `menu-${useId().replace(/:/g, "")}`;
  return (
    <div>
      <p id={id} className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {title}
      </p>
      <ul aria-labelledby={id} className="space-y-1">
        {links.map((l) => (
          <li key={l.label}>
            <ShellLink
              link={l}
              className={
                linkClassName ??
                "block rounded px-1 py-1 text-sm text-slate-800 hover:bg-indigo-50 hover:text-indigo-700"
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
