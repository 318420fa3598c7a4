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
  const titles = (
    <>
      <h2 id={`${id}-title`} className={SECTION_TITLE}>
        {heading.title}
      </h2>
      {heading.subtitle ? <p className={SECTION_SUBTITLE}>{heading.subtitle}</p> : null}
    </>
  );
  const beside = head ? null : aside;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tone === "slate" ? SECTION_ALT : SECTION}>
      <div className={SECTION_BODY}>
        {/* With controls beside it the heading is a row; alone, a block. */}
        {beside ? (
          <div className={SECTION_HEAD}>
            <div>{titles}</div>
            {beside}
          </div>
        ) : (
          <div className="mb-8">{titles}</div>
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
    <nav aria-label={label} className={className}>
      <ul className={CHIPS}>
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

/** The chips, drawn by their list, once (`*:*:` = li > a): white pills; the current one (`aria-current`) is filled. */
const CHIPS = [
  "flex flex-wrap gap-2 text-sm font-medium text-slate-800",
  "*:*:block *:*:rounded-full *:*:border *:*:border-slate-300 *:*:bg-white *:*:px-4 *:*:py-1.5",
  "*:*:hover:border-indigo-600 *:*:hover:text-indigo-700",
  "*:*:aria-[current=true]:border-indigo-700 *:*:aria-[current=true]:bg-indigo-700 *:*:aria-[current=true]:font-semibold *:*:aria-[current=true]:text-white",
].join(" ");

/** A pill that links to a GET state (works without JS) and shows when it is the current one (its looks: `CHIPS`). */
function ChipLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link to={to} replace preventScrollReset discover="none" aria-current={active ? "true" : undefined}>
      {children}
    </Link>
  );
}
