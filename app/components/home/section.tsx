/** The heading + container every home section shares (one <h2> per section). */
import { Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { SECTION_HEADS, type SectionHeadId } from "~/content/home-static";
import { hrefWith, type HomeParam } from "./params";

/** A home section. Without `title`, its heading and subtitle are content/home-static.ts `SECTION_HEADS[id]`. */
export function HomeSection({
  id,
  title,
  subtitle,
  children,
  tone = "white",
  aside,
}: {
  id: string;
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  tone?: "white" | "slate";
  /** Extra controls next to the heading (chips, selectors). */
  aside?: ReactNode;
}) {
  const head: { title: string; subtitle?: string } | undefined =
    title === undefined ? SECTION_HEADS[id as SectionHeadId] : undefined;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tone === "slate" ? "hs hs-alt" : "hs"}>
      <div className="wrap">
        {head ? (
          <div className="hs-head">
            <div>
              <h2 id={`${id}-title`}>{head.title}</h2>
              {head.subtitle ? <p>{head.subtitle}</p> : null}
            </div>
          </div>
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
