import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { SearchBox } from "~/components/search-box";
import {
  bottomBar,
  cityLinks,
  courseGroups,
  exploreColleges,
  exploreExams,
  FREE_COURSES,
  goalLinks,
  MOBILE_GOALS,
  notifications,
  secondaryNav,
} from "~/content/navigation";
import { useSettings, useSignedInName } from "~/lib/use-settings";
import { LinkList, ShellLink } from "./links";
import { Menu } from "./menu";

/** The badge counts the notifications the menu lists. */
const NOTIFICATION_COUNT = notifications.length;

/** The header's two-column link menus (desktop drop-downs; in the mobile panel they open in place); columns by title. */
const LINK_MENUS = [
  {
    label: "Select Goal & City",
    className: "goal",
    width: "lg:w-[28rem]",
    columns: { Goals: goalLinks, Cities: cityLinks },
  },
  {
    label: "Explore",
    className: "explore",
    width: "lg:w-[24rem]",
    columns: { Colleges: exploreColleges, Exams: exploreExams },
  },
] as const;

function LinkMenu({ menu }: { menu: (typeof LINK_MENUS)[number] }) {
  return (
    <Menu label={menu.label} className={menu.className}>
      <div className={`cols ${menu.width}`}>
        {Object.entries(menu.columns).map(([title, links]) => (
          <LinkList key={title} title={title} links={links} />
        ))}
      </div>
    </Menu>
  );
}

function NotificationsMenu() {
  return (
    <Menu
      summaryLabel={`${NOTIFICATION_COUNT} notifications`}
      summaryClassName="ico ic i-bell relative"
      panelClassName="drop drop-r w-80"
      label={
        <span aria-hidden="true" className="badge">
          {NOTIFICATION_COUNT}
        </span>
      }
    >
      <p className="mb-2 text-sm font-semibold text-slate-900">Notifications</p>
      <ul>
        {notifications.map((n) => (
          <li key={n.text}>
            <Link to={n.to} discover="none">
              {n.text}
            </Link>
          </li>
        ))}
      </ul>
    </Menu>
  );
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

function AccountMenu() {
  const name = useSignedInName();
  return (
    <Menu
      summaryLabel={name ? `Account: ${name}` : "Account"}
      summaryClassName={name ? "ico text-sm font-semibold" : "ico ic i-user"}
      panelClassName="drop drop-r w-60 text-sm text-slate-700"
      label={name ? <span className="max-w-32 truncate">{name}</span> : null}
    >
      {name ? (
        <SignedInLinks name={name} />
      ) : (
        <>
          <p className="mb-3">Sign in to save colleges and track applications.</p>
          <Link to="/login" className="btn-p">
            Login/Register
          </Link>
        </>
      )}
    </Menu>
  );
}

function AllCoursesMenu() {
  return (
    <Menu label="All Courses" summaryClassName="menu-s font-semibold" panelClassName="drop drop-r lg:w-[34rem]">
      <div className="cols grid-cols-3!">
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
      </div>
      <Link to="/cource-finder" className="more">
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
            <ShellLink link={l} externalHref={l.label === FREE_COURSES ? freeCoursesUrl : undefined} />
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
  return (
    <section aria-label="Your account" className="acct">
      <details>
        <summary>Select Goal</summary>
        <ul>
          {MOBILE_GOALS.map((g) => (
            <li key={g}>
              <Link to={`/search?q=${encodeURIComponent(g)}`} discover="none">
                {g}
              </Link>
            </li>
          ))}
        </ul>
      </details>
      {name ? (
        <SignedInLinks name={name} />
      ) : (
        <Link to="/login" className="btn-p">
          Login/Register
        </Link>
      )}
      <p className="mt-3">
        Review your college and <strong>get upto ₹500</strong>.{" "}
        <Link to="/write-review" className="font-semibold text-orange-700 underline">
          Write a Review
        </Link>
      </p>
      <StoreBadges />
    </section>
  );
}

export function StoreBadges() {
  return (
    <div className="stores">
      <img src="/images/shell/google-play.svg" alt="Get it on Google Play" width={135} height={40} loading="lazy" />
      <img src="/images/shell/app-store.svg" alt="Download on the App Store" width={135} height={40} loading="lazy" />
    </div>
  );
}

/**
 * The mobile menu's toggle: a <details> with only its summary, so it opens without JavaScript
 * (tailwind.css shows `#site-menu` after an open toggle). With JavaScript it also closes on an
 * outside click and on a route change.
 */
function MenuToggle() {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const target = event.target as Node;
      if (!ref.current?.contains(target) && !document.getElementById("site-menu")?.contains(target)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("touchstart", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("touchstart", close);
    };
  }, [open]);
  return (
    <details ref={ref} open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="mtog lg:hidden">
      <summary aria-label="Menu" aria-controls="site-menu" className="ico ic i-menu rounded-md" />
    </details>
  );
}

export function Header() {
  return (
    <header className="hdr">
      <div className="hdr-bar">
        <MenuToggle />
        <Link to="/" className="logo shrink-0" aria-label="StudySaathi home">
          <img src="/images/shell/logo.svg" alt="StudySaathi" width={180} height={40} />
        </Link>
        <div id="site-menu">
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

export function BottomBar() {
  return (
    <nav aria-label="Quick links" className="bbar">
      <ul>
        {bottomBar.map((l) => (
          <li key={l.label}>
            <Link to={l.to!} className={`ic i-${l.label.toLowerCase()}`}>
              {l.label}
            </Link>
          </li>
        ))}
        <li>
          <a href="#site-footer" className="ic i-more">
            More
          </a>
        </li>
      </ul>
    </nav>
  );
}
