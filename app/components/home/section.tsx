/** The heading + container every home section shares (one <h2> per section). */
import { Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { ServerMarkup } from "~/components/ui/server-markup";
import { hrefWith, type HomeParam } from "./params";

/**
 * A home section. A static heading (`title` absent) is server markup (`head`: content/home-static.ts
 * `SECTION_HEADS`, absent when hydrating: ServerMarkup).
 */
export function HomeSection({
  id,
  title,
  subtitle,
  head,
  children,
  tone = "white",
  aside,
}: {
  id: string;
  title?: ReactNode;
  subtitle?: ReactNode;
  head?: string;
  children: ReactNode;
  tone?: "white" | "slate";
  /** Extra controls next to the heading (chips, selectors). */
  aside?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tone === "slate" ? "hs hs-alt" : "hs"}>
      <div className="wrap">
        {title === undefined ? (
          <ServerMarkup className="hs-head" html={head} />
        ) : (
          <div className="hs-head">
            <div>
              <h2 id={`${id}-title`}>{title}</h2>
              {subtitle ? <p>{subtitle}</p> : null}
            </div>
            {aside}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

/**
 * A row of chips, each a link to the page with `param` set to it (other home params kept);
 * the current one is highlighted.
 */
export function ChipNav({
  label,
  param,
  chips,
  active,
  hash,
  className,
}: {
  label: string;
  param: HomeParam;
  chips: readonly string[];
  active: string;
  hash: string;
  className?: string;
}) {
  const [search] = useSearchParams();
  return (
    <nav aria-label={label} className={`chips ${className ?? ""}`}>
      <ul>
        {chips.map((chip) => (
          <li key={chip}>
            <ChipLink to={hrefWith(search, param, chip, hash)} active={chip === active}>
              {chip}
            </ChipLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A pill that links to a GET state (works without JS) and shows when it is the current one. */
function ChipLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link to={to} replace preventScrollReset discover="none" aria-current={active ? "true" : undefined}>
      {children}
    </Link>
  );
}
