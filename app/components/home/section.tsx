/** The heading + container every home section shares (one <h2> per section). */
import { Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { SECTION_HEADS, type SectionHeadId } from "~/content/home-static";
import { SECTION, SECTION_ALT, SECTION_BODY, SECTION_HEAD, SECTION_SUBTITLE, SECTION_TITLE } from "./home-styles";
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
  const heading = head ?? { title, subtitle };
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tone === "slate" ? SECTION_ALT : SECTION}>
      <div className={SECTION_BODY}>
        <div className={SECTION_HEAD}>
          <div>
            <h2 id={`${id}-title`} className={SECTION_TITLE}>
              {heading.title}
            </h2>
            {heading.subtitle ? <p className={SECTION_SUBTITLE}>{heading.subtitle}</p> : null}
          </div>
          {head ? null : aside}
        </div>
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
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2 text-sm font-medium text-slate-800">
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

/** A chip (its text: the list's); the current one is filled. */
const CHIP =
  "block rounded-full border border-slate-300 bg-white px-4 py-1.5 hover:border-indigo-600 hover:text-indigo-700";
const CHIP_CURRENT = "block rounded-full border border-indigo-700 bg-indigo-700 px-4 py-1.5 font-semibold text-white";

/** A pill that links to a GET state (works without JS) and shows when it is the current one. */
function ChipLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      replace
      preventScrollReset
      discover="none"
      aria-current={active ? "true" : undefined}
      className={active ? CHIP_CURRENT : CHIP}
    >
      {children}
    </Link>
  );
}
