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

/** A titled list of shell links; placeholder entries (no target page) are plain text. */
function LinkList({ title, links, heading: Heading = "p" }: { title: string; links: NavLink[]; heading?: "h2" | "p" }) {
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

/** "Select Goal & City" and "Explore": the panel's `.cols`. */
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
          <A key={l.label} to={l.to} className="more mr-3">
            {l.label}
          </A>
        ))}
      </div>
      <div>
        <LinkList title="Exams" links={exploreExams} />
        {exploreExamTools.map((l) => (
          <A key={l.label} to={l.to} className="more mr-3">
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

/** The mobile account card's "Select Goal" list: each goal searched. */
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

/** The footer's columns, contact block and store badges (inside `<footer class="ftr">`; styles: tailwind.css `.ftr`). */
export function FooterContent({ supportEmail, phone, postalAddress, siteName }: FooterSettings) {
  return (
    <>
      <div className="ftr-cols">
        {footerColumns.map((col) => (
          <LinkList key={col.title} title={col.title} links={col.links} heading="h2" />
        ))}
        <address>
          <h2>Contact</h2>
          <p>
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
          <p>{phone}</p>
          <p>{postalAddress}</p>
          <StoreBadges />
        </address>
      </div>
      <div className="ftr-end">
        <p>{`© ${COPYRIGHT_YEAR} ${siteName}. All rights reserved.`}</p>
        <p>{TAGLINE}</p>
        <A to="/">{siteName}</A>
      </div>
    </>
  );
}

/** Bottom bar routes another shell link already discovers (the secondary navigation, the Course Finder button). */
const DISCOVERED_ELSEWHERE = new Set([...secondaryNav.map((l) => l.to), "/cource-finder"]);

/** The mobile bottom bar's list. */
export function BottomBarItems() {
  return (
    <>
      {bottomBar.map((l) => (
        <li key={l.label}>
          <A to={l.to!} className={`ic i-${l.label.toLowerCase()}`} discover={!DISCOVERED_ELSEWHERE.has(l.to)}>
            {l.label}
          </A>
        </li>
      ))}
      <li>
        <A to="/more" className="ic i-more">
          More<span className="sr-only"> pages and links</span>
        </A>
      </li>
    </>
  );
}
