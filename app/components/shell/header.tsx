import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { SearchBox } from "~/components/search-box";
import { FREE_COURSES, secondaryNav } from "~/content/navigation";
import { authHref } from "~/lib/accounts/return-path";
import { useOutsideClick, useSettings, useSignedInName } from "~/lib/platform/hooks";
import {
  BottomBarItems,
  CourseColumns,
  ExploreColumns,
  GoalCityColumns,
  MobileGoalItems,
  NotificationItems,
} from "./link-lists";
import { ShellLink } from "./links";
import { Menu } from "./menu";
import { StoreBadges } from "./store-badges";

/**
 * The header's two-column link menus (desktop drop-downs; in the mobile panel they open in place). Widths and the other panels' looks are rules on the menu's class (tailwind.css), not classes on
 * every page's markup.
 */
const LINK_MENUS = [
  { label: "Select Goal & City", className: "goal", Columns: GoalCityColumns },
  { label: "Explore", className: "explore", Columns: ExploreColumns },
] as const;

function LinkMenu({ menu }: { menu: (typeof LINK_MENUS)[number] }) {
  return (
    <Menu label={menu.label} className={menu.className}>
      <div className="cols">
        <menu.Columns />
      </div>
    </Menu>
  );
}

/**
 * The bell lists the site's notices and, for a signed-in student, links to their own (/notices). Its badge counts
 * their unread notices: asked of /notices/count once the page has loaded (the root loader reads no database), shown
 * only when there are some. Signed out: no badge, nothing asked.
 */
function NotificationsMenu() {
  const name = useSignedInName();
  const unread = useUnreadNotices(Boolean(name));
  return (
    <Menu
      summaryLabel={unread ? `Notifications: ${unread} unread` : "Notifications"}
      summaryClassName="ico ic i-bell"
      panelClassName="drop ntf"
      label={unread ? <span className="badge">{unread > 99 ? "99+" : unread}</span> : null}
    >
      <p>Notifications</p>
      <ul>
        {name ? (
          <li>
            <Link to="/notices">{unread ? `Your notices (${unread} unread)` : "Your notices"}</Link>
          </li>
        ) : null}
        <NotificationItems />
      </ul>
    </Menu>
  );
}

/** The signed-in student's unread notices, asked again on each navigation; 0 until known or when signed out. */
function useUnreadNotices(signedIn: boolean): number {
  const [unread, setUnread] = useState(0);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!signedIn) {
      setUnread(0);
      return;
    }
    const controller = new AbortController();
    fetch("/notices/count", { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ unread?: unknown }>) : { unread: 0 }))
      .then((body) => setUnread(typeof body.unread === "number" && body.unread > 0 ? body.unread : 0))
      .catch(() => undefined);
    return () => controller.abort();
  }, [signedIn, pathname]);
  return unread;
}

/** Signed in: "My account" and a Log out button (a POST, so it works without JS). */
function SignedInLinks({ name }: { name: string }) {
  return (
    <div className="space-y-2">
      <p>
        Signed in as <strong className="break-words">{name}</strong>
      </p>
      <Link to="/account" className="btn-p">
        My account
      </Link>
      <Form method="post" action="/logout">
        <button type="submit" className="btn-s">
          Log out
        </button>
      </Form>
    </div>
  );
}

/** The log-in page's address that returns to the page the visitor is on. */
function useLoginHref(): string {
  const { pathname, search } = useLocation();
  return authHref("/login", pathname + search);
}

function AccountMenu() {
  const name = useSignedInName();
  const loginHref = useLoginHref();
  return (
    <Menu
      summaryLabel={name ? `Account: ${name}` : "Account"}
      summaryClassName={name ? "ico text-sm font-semibold" : "ico ic i-user"}
      panelClassName="drop acm"
      label={name ? <span className="max-w-32 truncate">{name}</span> : null}
    >
      {name ? (
        <SignedInLinks name={name} />
      ) : (
        <>
          <p>Sign in to save colleges and track applications.</p>
          <Link to={loginHref} className="btn-p">
            Login/Register
          </Link>
          <Link to="/shortlist">My shortlist</Link>
        </>
      )}
    </Menu>
  );
}

function AllCoursesMenu() {
  return (
    <Menu label="All Courses" panelClassName="drop crs">
      <div className="cols">
        <CourseColumns />
      </div>
      {/* The "Course Finder" link beside this menu discovers the route. */}
      <Link to="/cource-finder" className="more" discover="none">
        View All Courses
      </Link>
    </Menu>
  );
}

/** The secondary navigation: a row under the header bar from lg, part of the mobile panel below. */
function SecondaryNav() {
  const { freeCoursesUrl } = useSettings();
  return (
    <nav aria-label="Sections" className="sec">
      <ul>
        {secondaryNav.map((l) => (
          <li key={l.label}>
            <ShellLink
              link={l}
              externalHref={l.label === FREE_COURSES ? freeCoursesUrl : undefined}
              // The root index route is always in the page's manifest: nothing to discover.
              discover={l.to === "/" ? "none" : undefined}
            />
          </li>
        ))}
      </ul>
      <div>
        <Link to="/cource-finder" className="cf">
          <span className="new">NEW</span>
          Course Finder
        </Link>
        <AllCoursesMenu />
      </div>
    </nav>
  );
}

/** The mobile account card: Select Goal picker, Login/Register, review promotion, app badges (below lg only). */
function MobileAccountCard() {
  const name = useSignedInName();
  const loginHref = useLoginHref();
  return (
    <section aria-label="Your account" className="acct">
      {/* The mobile panel's only goal picker: tailwind.css hides "Select Goal & City" below lg. */}
      <details>
        <summary>Select Goal</summary>
        <ul>
          <MobileGoalItems />
        </ul>
      </details>
      {name ? (
        <SignedInLinks name={name} />
      ) : (
        // The header's account menu and review link discover these routes (lazy route discovery).
        <Link to={loginHref} className="btn-p" discover="none">
          Login/Register
        </Link>
      )}
      <p>
        Review your college and <strong>get upto ₹500</strong>
        {". "}
        <Link to="/write-review" discover="none">
          Write a Review
        </Link>
      </p>
      <StoreBadges />
    </section>
  );
}

/**
 * The mobile menu's toggle: a <details> with only its summary, so it opens without JavaScript
 * (tailwind.css shows `#site-menu` after an open toggle). With JavaScript it also closes on a
 * click outside it and the menu (`panel`), and on a route change.
 */
function MenuToggle({ panel }: { panel: RefObject<HTMLDivElement> }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);
  useOutsideClick(ref, () => setOpen(false), open, panel);
  return (
    <details ref={ref} open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="mtog">
      <summary aria-label="Menu" aria-controls="site-menu" className="ico ic i-menu" />
    </details>
  );
}

export function Header() {
  const menu = useRef<HTMLDivElement>(null);
  return (
    <header className="hdr">
      <div className="hdr-bar">
        <MenuToggle panel={menu} />
        {/* The root index route is always in the page's manifest: nothing to discover. */}
        <Link to="/" className="logo" discover="none">
          <img src="/images/shell/logo.svg" alt="StudySaathi home" width={180} height={40} />
        </Link>
        <div id="site-menu" ref={menu}>
          <SearchBox id="header-search" />
          <MobileAccountCard />
          <SecondaryNav />
          {LINK_MENUS.map((menu) => (
            <LinkMenu key={menu.label} menu={menu} />
          ))}
        </div>
        <Link to="/write-review" className="review">
          Write a Review
          <span>Get Upto ₹500</span>
        </Link>
        <div className="hdr-end">
          <NotificationsMenu />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}

/** The mobile bottom bar. */
export function BottomBar() {
  return (
    <nav aria-label="Quick links" className="bbar">
      <ul>
        <BottomBarItems />
      </ul>
    </nav>
  );
}
