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
import {
  ICON_BUTTON,
  IN_MOBILE_PANEL,
  MENU_COLUMNS,
  MENU_LIST,
  MENU_PANEL,
  MENU_SUMMARY_BOLD,
  MOBILE_PANEL_BOX,
  MORE_LINK,
  PILL,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
} from "./shell-styles";
import { StoreBadges } from "./store-badges";

/**
 * The header's two-column link menus (desktop drop-downs in the bar's first row; in the mobile panel they open in
 * place). Below lg "Select Goal & City" is not drawn: the mobile account card's "Select Goal" replaces it. Explore
 * sits at the bar's right end, so its panel opens leftwards and its last column stays on screen.
 */
const LINK_MENUS = [
  {
    label: "Select Goal & City",
    className: "max-lg:hidden lg:col-start-2 lg:row-start-1",
    panelClassName: "left-0",
    columnsClassName: "lg:w-[28rem]",
    Columns: GoalCityColumns,
  },
  {
    label: "Explore",
    className: `${MOBILE_PANEL_BOX} lg:col-start-5 lg:row-start-1`,
    panelClassName: "left-0 lg:right-0 lg:left-auto",
    columnsClassName: "lg:w-[24rem]",
    Columns: ExploreColumns,
  },
] as const;

function LinkMenu({ menu }: { menu: (typeof LINK_MENUS)[number] }) {
  return (
    <Menu
      label={menu.label}
      className={menu.className}
      panelClassName={`${MENU_PANEL} ${menu.panelClassName} ${IN_MOBILE_PANEL}`}
    >
      <div className={`${MENU_COLUMNS} grid-cols-2 ${menu.columnsClassName}`}>
        <menu.Columns />
      </div>
    </Menu>
  );
}

/**
 * The bell's and the account's panels: right-aligned; on phones fixed under the bar, from its left edge (the bell's
 * spans the screen; the account's keeps its 15rem).
 */
const ICON_MENU_PANEL = `${MENU_PANEL} right-0 max-sm:fixed max-sm:inset-x-2 max-sm:top-16`;

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
      summaryClassName={`${ICON_BUTTON} icon icon-bell rounded-full`}
      panelClassName={`${ICON_MENU_PANEL} w-80 max-sm:w-auto`}
      label={
        unread ? (
          <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null
      }
    >
      <p className="mb-2 text-sm font-semibold text-slate-900">Notifications</p>
      <ul className={MENU_LIST}>
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

/**
 * The signed-in student's unread notices, asked again on each navigation (a new location: a form's redirect back to
 * the same page too, as "Mark all as read" does); 0 until known or when signed out.
 */
function useUnreadNotices(signedIn: boolean): number {
  const [unread, setUnread] = useState(0);
  const { key } = useLocation();
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
  }, [signedIn, key]);
  return unread;
}

/** Signed in: "My account" and a Log out button (a POST, so it works without JS). */
function SignedInLinks({ name }: { name: string }) {
  return (
    <div className="space-y-2">
      <p>
        Signed in as <strong className="break-words">{name}</strong>
      </p>
      <Link to="/account" className={PRIMARY_BUTTON}>
        My account
      </Link>
      <Form method="post" action="/logout">
        <button type="submit" className={SECONDARY_BUTTON}>
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
      summaryClassName={`${ICON_BUTTON} rounded-full ${name ? "text-sm font-semibold" : "icon icon-user"}`}
      panelClassName={`${ICON_MENU_PANEL} w-60 text-sm text-slate-700`}
      label={name ? <span className="max-w-32 truncate">{name}</span> : null}
    >
      {name ? (
        <SignedInLinks name={name} />
      ) : (
        <>
          <p className="mb-3">Sign in to save colleges and track applications.</p>
          <Link to={loginHref} className={PRIMARY_BUTTON}>
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
    <Menu
      label="All Courses"
      summaryClassName={MENU_SUMMARY_BOLD}
      panelClassName={`${MENU_PANEL} right-0 lg:w-[34rem] ${IN_MOBILE_PANEL}`}
    >
      <div className={`${MENU_COLUMNS} grid-cols-3`}>
        <CourseColumns />
      </div>
      {/* The "Course Finder" link beside this menu discovers the route. */}
      <Link to="/cource-finder" className={MORE_LINK} discover="none">
        View All Courses
      </Link>
    </Menu>
  );
}

/**
 * The secondary navigation: a list in the mobile panel; from lg a row under the header bar (its second grid row),
 * with a rule above it across the whole screen.
 */
function SecondaryNav() {
  const { freeCoursesUrl } = useSettings();
  return (
    <nav
      aria-label="Sections"
      className="lg:relative lg:col-span-full lg:row-start-2 lg:flex lg:items-center lg:justify-between lg:gap-4 lg:before:absolute lg:before:top-0 lg:before:left-1/2 lg:before:w-screen lg:before:-translate-x-1/2 lg:before:border-t lg:before:border-slate-200"
    >
      {/* Each item's link is styled here, once (`*:*:` = li > a). */}
      <ul className="grid grid-cols-2 gap-1 text-sm font-semibold text-slate-800 uppercase lg:flex lg:flex-wrap lg:items-center lg:gap-x-1 lg:text-xs lg:tracking-wide *:*:block *:*:rounded-md *:*:px-2 *:*:py-2 *:*:hover:text-indigo-700 lg:*:*:px-2.5 lg:*:*:py-3">
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
      <div className={`flex items-center gap-2 ${MOBILE_PANEL_BOX}`}>
        <Link
          to="/cource-finder"
          className="inline-flex items-center gap-2 rounded-lg bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800"
        >
          <span className={`${PILL} uppercase`}>NEW</span>
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
    <section aria-label="Your account" className="rounded-xl bg-indigo-50 p-4 text-sm text-slate-800 lg:hidden">
      {/* The mobile panel's only goal picker: "Select Goal & City" is not drawn below lg. */}
      <details className="relative">
        <summary className="mb-2 inline-flex rounded-md bg-white px-3 py-1.5 font-semibold text-slate-900 shadow-sm">
          Select Goal
        </summary>
        <ul className="mb-3 grid grid-cols-2 gap-1 *:*:block *:*:rounded *:*:bg-white *:*:px-2 *:*:py-1.5 *:*:hover:text-indigo-700">
          <MobileGoalItems />
        </ul>
      </details>
      {name ? (
        <SignedInLinks name={name} />
      ) : (
        // The header's account menu and review link discover these routes (lazy route discovery).
        <Link to={loginHref} className={PRIMARY_BUTTON} discover="none">
          Login/Register
        </Link>
      )}
      <p className="mt-3">
        Review your college and <strong>get upto ₹500</strong>
        {". "}
        <Link to="/write-review" className="font-semibold text-orange-700 underline" discover="none">
          Write a Review
        </Link>
      </p>
      <StoreBadges />
    </section>
  );
}

/**
 * The mobile menu's toggle: a <details> with only its summary, so it opens without JavaScript
 * (it is the `peer` whose open state shows `#site-menu`). With JavaScript it also closes on a
 * click outside it and the menu (`panel`), and on a route change.
 */
function MenuToggle({ panel }: { panel: RefObject<HTMLDivElement> }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);
  useOutsideClick(ref, () => setOpen(false), open, panel);
  return (
    <details ref={ref} open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="peer relative lg:hidden">
      <summary aria-label="Menu" aria-controls="site-menu" className={`${ICON_BUTTON} icon icon-menu rounded-md`} />
    </details>
  );
}

export function Header() {
  const menu = useRef<HTMLDivElement>(null);
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      {/*
        One markup serves phones and desktops. Below lg, #site-menu is the mobile menu's panel, shown while the toggle
        before it (the `peer`) is open; from lg the bar is a grid of two rows and #site-menu's children sit in its cells.
      */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:grid lg:h-auto lg:grid-cols-[auto_auto_minmax(0,1fr)_auto_auto_auto] lg:grid-rows-[4rem_auto]">
        <MenuToggle panel={menu} />
        {/* The root index route is always in the page's manifest: nothing to discover. */}
        {/* The logo gives way on the narrowest phones (320 px) so the bar's icons stay on screen. */}
        <Link to="/" className="min-w-0 shrink lg:row-start-1" discover="none">
          <img
            src="/images/shell/logo.svg"
            alt="StudySaathi home"
            width={180}
            height={40}
            className="h-auto max-h-9 w-auto max-w-full"
          />
        </Link>
        <div
          id="site-menu"
          ref={menu}
          className="hidden peer-open:fixed peer-open:inset-x-0 peer-open:top-16 peer-open:bottom-16 peer-open:z-40 peer-open:flex peer-open:flex-col peer-open:gap-5 peer-open:overflow-y-auto peer-open:border-t peer-open:border-slate-200 peer-open:bg-white peer-open:p-4 peer-open:shadow-xl lg:contents lg:peer-open:contents"
        >
          <SearchBox id="header-search" className="lg:col-start-3 lg:row-start-1" />
          <MobileAccountCard />
          <SecondaryNav />
          {LINK_MENUS.map((menu) => (
            <LinkMenu key={menu.label} menu={menu} />
          ))}
        </div>
        <Link
          to="/write-review"
          className="relative hidden items-center rounded-lg border border-orange-500 px-3 py-2 text-sm font-semibold text-orange-700 hover:bg-orange-50 lg:col-start-4 lg:row-start-1 xl:inline-flex"
        >
          Write a Review
          <span className={`${PILL} absolute -top-2.5 right-1 normal-case`}>Get Upto ₹500</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 lg:col-start-6 lg:row-start-1">
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
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white lg:hidden"
    >
      <ul className="grid h-16 grid-cols-5 text-xs font-medium text-slate-800 *:*:flex *:*:h-full *:*:flex-col *:*:items-center *:*:justify-center *:*:gap-1 *:*:hover:text-indigo-700">
        <BottomBarItems />
      </ul>
    </nav>
  );
}
