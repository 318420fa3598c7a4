/**
 * The shell's link lists: the drop-down menus' columns, the mobile goal list, the footer and the bottom bar.
 * `discover="none"` where another shell link already discovers the route (lazy route discovery).
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { notifications, secondaryNav, type NavLink } from "~/content/navigation";
import {
  bottomBar,
  cityLinks,
  COPYRIGHT_YEAR,
  courseGroups,
  exploreCollegeTools,
  exploreColleges,
  exploreExams,
  exploreExamTools,
  footerColumns,
  goalLinks,
  MOBILE_GOALS,
  TAGLINE,
} from "~/content/shell-links";
import type { PublicSettings } from "~/lib/platform/config";
import { MORE_LINK } from "./shell-styles";
import { StoreBadges } from "./store-badges";

/** A shell link; `discover`: the route is discovered from it. */
function A({
  to,
  discover,
  className,
  children,
}: {
  to: string;
  discover?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link className={className} discover={discover ? "render" : "none"} to={to}>
      {children}
    </Link>
  );
}

/** A link on the footer's dark band. */
const FOOTER_LINK = "text-slate-300 hover:text-white hover:underline";
/**
 * The footer's columns: their headings, lists and links are styled here, once; an item without a link is plain text,
 * a dimmer grey.
 */
const FOOTER_COLUMNS =
  "mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:grid-cols-3 lg:grid-cols-5 [&_h2]:mb-3 [&_h2]:font-semibold [&_h2]:text-white [&_ul]:space-y-2 [&_ul]:text-slate-400 [&_li>a]:text-slate-300 [&_li>a]:hover:text-white [&_li>a]:hover:underline";

/**
 * A titled list of shell links; placeholder entries (no target page) are plain text. Its looks come from the columns
 * that hold it (shell-styles.ts `MENU_COLUMNS`, `FOOTER_COLUMNS` here); in the footer its title is a heading.
 */
function LinkList({ title, links, footer = false }: { title: string; links: NavLink[]; footer?: boolean }) {
  const Heading = footer ? "h2" : "p";
  return (
    <div>
      <Heading>{title}</Heading>
      <ul>
        {links.map((l) => (
          <li key={l.label}>{l.to ? <A to={l.to}>{l.label}</A> : l.label}</li>
        ))}
      </ul>
    </div>
  );
}

/** "Select Goal & City" and "Explore": the panel's columns. */
export function GoalCityColumns() {
  return (
    <>
      <LinkList title="Goals" links={goalLinks} />
      <LinkList title="Cities" links={cityLinks} />
    </>
  );
}

export function ExploreColumns() {
  return (
    <>
      <div>
        <LinkList title="Colleges" links={exploreColleges} />
        {exploreCollegeTools.map((l) => (
          <A key={l.label} to={l.to} className={`${MORE_LINK} mr-3`}>
            {l.label}
          </A>
        ))}
      </div>
      <div>
        <LinkList title="Exams" links={exploreExams} />
        {exploreExamTools.map((l) => (
          <A key={l.label} to={l.to} className={`${MORE_LINK} mr-3`}>
            {l.label}
          </A>
        ))}
      </div>
    </>
  );
}

/** The notifications menu's list. */
export function NotificationItems() {
  return (
    <>
      {notifications.map((n) => (
        <li key={n.text}>
          <A to={n.to}>{n.text}</A>
        </li>
      ))}
    </>
  );
}

/** "All Courses": the group entries are headings, not links. */
export function CourseColumns() {
  return (
    <>
      {courseGroups.map((g) => (
        <div key={g.title}>
          <p>{g.title}</p>
          <ul>
            {g.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** The mobile account card's "Select Goal" list: each goal searched (the list styles the links). */
export function MobileGoalItems() {
  return (
    <>
      {MOBILE_GOALS.map((g) => (
        <li key={g}>
          <A to={`/search?q=${encodeURIComponent(g)}`}>{g}</A>
        </li>
      ))}
    </>
  );
}

type FooterSettings = Pick<PublicSettings, "supportEmail" | "phone" | "postalAddress" | "siteName">;

/** The footer's columns, contact block and store badges (inside the site's `<footer>`). */
export function FooterContent({ supportEmail, phone, postalAddress, siteName }: FooterSettings) {
  return (
    <>
      <div className={FOOTER_COLUMNS}>
        {footerColumns.map((col) => (
          <LinkList key={col.title} title={col.title} links={col.links} footer />
        ))}
        <address className="col-span-2 space-y-2 not-italic sm:col-span-3 lg:col-span-2">
          <h2>Contact</h2>
          <p>
            <a href={`mailto:${supportEmail}`} className={FOOTER_LINK}>
              {supportEmail}
            </a>
          </p>
          <p>{phone}</p>
          <p>{postalAddress}</p>
          <StoreBadges />
        </address>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 border-t border-slate-800 px-4 py-5 sm:flex-row">
        <p>{`© ${COPYRIGHT_YEAR} ${siteName}. All rights reserved.`}</p>
        <p className="text-slate-400">{TAGLINE}</p>
        <A to="/" className="font-semibold text-white hover:underline">
          {siteName}
        </A>
      </div>
    </>
  );
}

/** Bottom bar routes another shell link already discovers (the secondary navigation, the Course Finder button). */
const DISCOVERED_ELSEWHERE = new Set([...secondaryNav.map((l) => l.to), "/cource-finder"]);

/** The mobile bottom bar's list (each link's icon: the stylesheet's `.icon-*`; the list styles the links). */
export function BottomBarItems() {
  return (
    <>
      {bottomBar.map((l) => (
        <li key={l.label}>
          <A to={l.to!} className={`icon icon-${l.label.toLowerCase()}`} discover={!DISCOVERED_ELSEWHERE.has(l.to)}>
            {l.label}
          </A>
        </li>
      ))}
      <li>
        <A to="/more" className="icon icon-more">
          More<span className="sr-only"> pages and links</span>
        </A>
      </li>
    </>
  );
}
