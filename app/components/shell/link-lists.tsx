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
import { MENU_HEADING, MENU_LINK, MENU_LIST, MORE_LINK } from "./shell-styles";
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

/** A list's looks in a menu's panel and in the footer (on the dark band). */
const LIST_LOOKS = {
  menu: { heading: MENU_HEADING, list: MENU_LIST, item: undefined, link: MENU_LINK },
  footer: {
    heading: "mb-3 font-semibold text-white",
    list: "space-y-2",
    item: "text-slate-400",
    link: "text-slate-300 hover:text-white hover:underline",
  },
};

/** A titled list of shell links; placeholder entries (no target page) are plain text. */
function LinkList({
  title,
  links,
  look = "menu",
}: {
  title: string;
  links: NavLink[];
  look?: keyof typeof LIST_LOOKS;
}) {
  const Heading = look === "footer" ? "h2" : "p";
  const looks = LIST_LOOKS[look];
  return (
    <div>
      <Heading className={looks.heading}>{title}</Heading>
      <ul className={looks.list}>
        {links.map((l) => (
          <li key={l.label} className={looks.item}>
            {l.to ? (
              <A to={l.to} className={looks.link}>
                {l.label}
              </A>
            ) : (
              l.label
            )}
          </li>
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
          <A to={n.to} className={MENU_LINK}>
            {n.text}
          </A>
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
          <p className={MENU_HEADING}>{g.title}</p>
          <ul className={MENU_LIST}>
            {g.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** The mobile account card's "Select Goal" list: each goal searched. */
export function MobileGoalItems() {
  return (
    <>
      {MOBILE_GOALS.map((g) => (
        <li key={g}>
          <A
            to={`/search?q=${encodeURIComponent(g)}`}
            className="block rounded bg-white px-2 py-1.5 hover:text-indigo-700"
          >
            {g}
          </A>
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
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:grid-cols-3 lg:grid-cols-5">
        {footerColumns.map((col) => (
          <LinkList key={col.title} title={col.title} links={col.links} look="footer" />
        ))}
        <address className="col-span-2 space-y-2 not-italic sm:col-span-3 lg:col-span-2">
          <h2 className={LIST_LOOKS.footer.heading}>Contact</h2>
          <p>
            <a href={`mailto:${supportEmail}`} className={LIST_LOOKS.footer.link}>
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

const BOTTOM_BAR_LINK = "flex h-full flex-col items-center justify-center gap-1 hover:text-indigo-700";

/** The mobile bottom bar's list (each link's icon: the stylesheet's `.icon-*`). */
export function BottomBarItems() {
  return (
    <>
      {bottomBar.map((l) => (
        <li key={l.label}>
          <A
            to={l.to!}
            className={`${BOTTOM_BAR_LINK} icon icon-${l.label.toLowerCase()}`}
            discover={!DISCOVERED_ELSEWHERE.has(l.to)}
          >
            {l.label}
          </A>
        </li>
      ))}
      <li>
        <A to="/more" className={`${BOTTOM_BAR_LINK} icon icon-more`}>
          More<span className="sr-only"> pages and links</span>
        </A>
      </li>
    </>
  );
}
