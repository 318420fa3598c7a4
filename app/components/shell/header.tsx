import { Form, Link } from "@remix-run/react";
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

/** The header's two-column link menus; the mobile menu shows the same ones. */
const LINK_MENUS = [
  {
    label: "Select Goal & City",
    width: "w-[28rem]",
    columns: [
      { title: "Goals", links: goalLinks },
      { title: "Cities", links: cityLinks },
    ],
  },
  {
    label: "Explore",
    width: "w-[24rem]",
    columns: [
      { title: "Colleges", links: exploreColleges },
      { title: "Exams", links: exploreExams },
    ],
  },
] as const;
type LinkMenu = (typeof LINK_MENUS)[number];

/** The drop-down panel of a right-aligned header menu; `size` is its width and padding. */
const rightPanelClass = (size: string) =>
  `absolute right-0 top-full z-40 mt-1 ${size} rounded-xl border border-slate-200 bg-white shadow-xl`;
const accountLinkClass =
  "block rounded-lg bg-indigo-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-indigo-800";

/** A 24-unit icon drawn with one path. */
function Glyph({ d, size }: { d: string; size: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
      <path d={d} fill="currentColor" />
    </svg>
  );
}

function LinkColumns({ menu, className }: { menu: LinkMenu; className: string }) {
  return (
    <div className={className}>
      {menu.columns.map((c) => (
        <LinkList key={c.title} title={c.title} links={c.links} />
      ))}
    </div>
  );
}

function DesktopLinkMenu({ menu }: { menu: LinkMenu }) {
  return (
    <div className="hidden lg:block">
      <Menu label={menu.label}>
        <LinkColumns menu={menu} className={`grid ${menu.width} grid-cols-2 gap-6`} />
      </Menu>
    </div>
  );
}

function NotificationsMenu() {
  return (
    <Menu
      summaryLabel={`${NOTIFICATION_COUNT} notifications`}
      summaryClassName="relative flex list-none items-center rounded-full p-2 text-slate-800 hover:bg-slate-100 [&>svg:last-child]:hidden"
      panelClassName={rightPanelClass("w-80 p-3")}
      label={
        <>
          <Glyph
            size={22}
            d="M12 22a2.5 2.5 0 002.45-2h-4.9A2.5 2.5 0 0012 22zm7-6V11a7 7 0 00-5.5-6.84V3a1.5 1.5 0 00-3 0v1.16A7 7 0 005 11v5l-2 2v1h18v-1z"
          />
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {NOTIFICATION_COUNT}
          </span>
        </>
      }
    >
      <p className="mb-2 text-sm font-semibold text-slate-900">Notifications</p>
      <ul className="space-y-2">
        {notifications.map((n) => (
          <li key={n.text}>
            <Link to={n.to} className="block rounded-md p-2 text-sm text-slate-800 hover:bg-indigo-50">
              {n.text}
            </Link>
          </li>
        ))}
      </ul>
    </Menu>
  );
}

/** Signed in: "My account" and a Log out button (a POST, so it works without JS). */
function SignedInLinks({ name, className }: { name: string; className?: string }) {
  return (
    <div className={className}>
      <p className="mb-3 text-sm text-slate-700">
        Signed in as <strong className="break-words text-slate-900">{name}</strong>
      </p>
      <Link to="/account" className={accountLinkClass}>
        My account
      </Link>
      <Form method="post" action="/logout" className="mt-2">
        <button
          type="submit"
          className="block w-full rounded-lg border border-slate-300 bg-white px-4 py-2 text-center text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Log out
        </button>
      </Form>
    </div>
  );
}

function AccountMenu() {
  const name = useSignedInName();
  if (name) {
    return (
      <Menu
        summaryLabel={`Account: ${name}`}
        summaryClassName="flex list-none items-center gap-1 rounded-full p-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        panelClassName={rightPanelClass("w-60 p-4")}
        label={<span className="max-w-32 truncate">{name}</span>}
      >
        <SignedInLinks name={name} />
      </Menu>
    );
  }
  return (
    <Menu
      summaryLabel="Account"
      summaryClassName="flex list-none items-center gap-1 rounded-full p-2 text-slate-800 hover:bg-slate-100"
      panelClassName={rightPanelClass("w-60 p-4")}
      label={
        <Glyph size={24} d="M12 12a5 5 0 100-10 5 5 0 000 10zm0 2c-5 0-9 2.5-9 5.5V22h18v-2.5C21 16.5 17 14 12 14z" />
      }
    >
      <p className="mb-3 text-sm text-slate-700">Sign in to save colleges and track applications.</p>
      <Link to="/login" className={accountLinkClass}>
        Login/Register
      </Link>
    </Menu>
  );
}

function ReviewButton() {
  return (
    <Link
      to="/write-review"
      className="relative inline-flex items-center rounded-lg border border-orange-500 px-3 py-2 text-sm font-semibold text-orange-700 hover:bg-orange-50"
    >
      Write a Review
      <span className="absolute -top-2.5 right-1 rounded-full bg-orange-700 px-1.5 py-0.5 text-[10px] leading-none font-bold text-white">
        Get Upto ₹500
      </span>
    </Link>
  );
}

function AllCoursesMenu() {
  return (
    <Menu
      label="All Courses"
      summaryClassName="flex list-none items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold text-slate-800 hover:text-indigo-700"
      panelClassName={rightPanelClass("w-[34rem] max-w-[90vw] p-5")}
    >
      <div className="grid grid-cols-3 gap-6">
        {courseGroups.map((g) => (
          <div key={g.title}>
            <p className="mb-2 text-sm font-bold text-indigo-800">{g.title}</p>
            <ul className="space-y-1">
              {g.items.map((item) => (
                <li key={item} className="text-sm text-slate-800">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <Link to="/cource-finder" className="mt-4 inline-block text-sm font-semibold text-indigo-700 hover:underline">
        View All Courses
      </Link>
    </Menu>
  );
}

function SecondaryNav() {
  const { freeCoursesUrl } = useSettings();
  return (
    <nav aria-label="Sections" className="hidden border-t border-slate-200 bg-white lg:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4">
        <ul className="flex flex-wrap items-center gap-x-1">
          {secondaryNav.map((l) => (
            <li key={l.label}>
              <ShellLink
                link={l}
                externalHref={l.label === FREE_COURSES ? freeCoursesUrl : undefined}
                className="block px-2.5 py-3 text-xs font-semibold tracking-wide text-slate-800 uppercase hover:text-indigo-700"
              />
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <Link
            to="/cource-finder"
            className="relative inline-flex items-center gap-2 rounded-lg bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800"
          >
            <span className="rounded bg-orange-700 px-1.5 py-0.5 text-[10px] font-bold uppercase">NEW</span>
            Course Finder
          </Link>
          <AllCoursesMenu />
        </div>
      </div>
    </nav>
  );
}

function MobileMenu() {
  const { freeCoursesUrl } = useSettings();
  return (
    <Menu
      hover={false}
      className="lg:hidden"
      summaryLabel="Menu"
      summaryClassName="flex list-none items-center rounded-md p-2 text-slate-800 hover:bg-slate-100 [&>svg:last-child]:hidden"
      panelClassName="fixed inset-x-0 top-16 bottom-16 z-40 overflow-y-auto border-t border-slate-200 bg-white p-4 shadow-xl"
      label={<Glyph size={26} d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />}
    >
      <div id="mobile-menu" className="space-y-5">
        <SearchBox id="mobile-search" />
        <MobileAccountCard />
        <nav aria-label="Mobile sections">
          <ul className="grid grid-cols-2 gap-1">
            {secondaryNav.map((l) => (
              <li key={l.label}>
                <ShellLink
                  link={l}
                  externalHref={l.label === FREE_COURSES ? freeCoursesUrl : undefined}
                  className="block rounded-md px-2 py-2 text-sm font-semibold text-slate-800 uppercase hover:bg-indigo-50"
                />
              </li>
            ))}
            <li>
              <Link to="/cource-finder" className="block rounded-md px-2 py-2 text-sm font-semibold text-indigo-700">
                NEW Course Finder
              </Link>
            </li>
          </ul>
        </nav>
        {LINK_MENUS.map((menu) => (
          <details key={menu.label} className="rounded-lg border border-slate-200 p-3">
            <summary className="text-sm font-semibold text-slate-900">{menu.label}</summary>
            <LinkColumns menu={menu} className="mt-3 grid grid-cols-2 gap-4" />
          </details>
        ))}
        <details className="rounded-lg border border-slate-200 p-3">
          <summary className="text-sm font-semibold text-slate-900">All Courses</summary>
          <div className="mt-3 grid grid-cols-3 gap-3">
            {courseGroups.map((g) => (
              <div key={g.title}>
                <p className="mb-1 text-sm font-bold text-indigo-800">{g.title}</p>
                <ul className="space-y-1 text-sm text-slate-800">
                  {g.items.map((i) => (
                    <li key={i}>{i}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <Link to="/cource-finder" className="mt-3 inline-block text-sm font-semibold text-indigo-700">
            View All Courses
          </Link>
        </details>
      </div>
    </Menu>
  );
}

/** The mobile-style account card: Select Goal picker, Login/Register, review promotion, app badges. */
function MobileAccountCard() {
  const name = useSignedInName();
  return (
    <section aria-label="Your account" className="rounded-xl bg-indigo-50 p-4">
      <details className="mb-3">
        <summary className="inline-flex items-center gap-1 rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 shadow-sm">
          Select Goal
        </summary>
        <ul className="mt-2 grid grid-cols-2 gap-1">
          {MOBILE_GOALS.map((g) => (
            <li key={g}>
              <Link
                to={`/search?q=${encodeURIComponent(g)}`}
                className="block rounded bg-white px-2 py-1.5 text-sm text-slate-800 hover:text-indigo-700"
              >
                {g}
              </Link>
            </li>
          ))}
        </ul>
      </details>
      {name ? (
        <SignedInLinks name={name} />
      ) : (
        <Link
          to="/login"
          className="block rounded-lg bg-indigo-700 px-4 py-2 text-center text-sm font-semibold text-white"
        >
          Login/Register
        </Link>
      )}
      <p className="mt-3 text-sm text-slate-800">
        Review your college and <strong>get upto ₹500</strong>.{" "}
        <Link to="/write-review" className="font-semibold text-orange-700 underline">
          Write a Review
        </Link>
      </p>
      <StoreBadges className="mt-3" />
    </section>
  );
}

export function StoreBadges({ className }: { className?: string }) {
  return (
    <div className={`flex gap-2 ${className ?? ""}`}>
      <img src="/images/shell/google-play.svg" alt="Get it on Google Play" width={135} height={40} loading="lazy" />
      <img src="/images/shell/app-store.svg" alt="Download on the App Store" width={135} height={40} loading="lazy" />
    </div>
  );
}

export function Header() {
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <MobileMenu />
        <Link to="/" className="shrink-0" aria-label="StudySaathi home">
          <img src="/images/shell/logo.svg" alt="StudySaathi" width={180} height={40} className="h-9 w-auto" />
        </Link>
        <DesktopLinkMenu menu={LINK_MENUS[0]} />
        <SearchBox id="header-search" className="hidden flex-1 md:block" />
        <div className="hidden xl:block">
          <ReviewButton />
        </div>
        <DesktopLinkMenu menu={LINK_MENUS[1]} />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <NotificationsMenu />
          <AccountMenu />
        </div>
      </div>
      <SecondaryNav />
    </header>
  );
}

export function BottomBar() {
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white lg:hidden"
    >
      <ul className="grid h-16 grid-cols-5 text-xs font-medium text-slate-800">
        {bottomBar.map((l) => (
          <li key={l.label}>
            <Link to={l.to!} className="flex h-full flex-col items-center justify-center gap-1 hover:text-indigo-700">
              <BottomIcon name={l.label} />
              {l.label}
            </Link>
          </li>
        ))}
        <li>
          <a
            href="#site-footer"
            className="flex h-full flex-col items-center justify-center gap-1 hover:text-indigo-700"
          >
            <BottomIcon name="More" />
            More
          </a>
        </li>
      </ul>
    </nav>
  );
}

const ICONS: Record<string, string> = {
  Search: "M10 4a6 6 0 014.75 9.67l4.29 4.3-1.41 1.41-4.3-4.29A6 6 0 1110 4zm0 2a4 4 0 100 8 4 4 0 000-8z",
  Colleges: "M12 3l10 5-10 5L2 8zm-6 8.5l6 3 6-3V16c0 1.7-2.7 3-6 3s-6-1.3-6-3z",
  Exams: "M6 3h9l5 5v13H6zm8 1.5V9h4.5zM8 12h8v1.5H8zm0 3h8v1.5H8z",
  Courses: "M4 5h7v14H4zm9 0h7v14h-7z",
  More: "M5 10a2 2 0 110 4 2 2 0 010-4zm7 0a2 2 0 110 4 2 2 0 010-4zm7 0a2 2 0 110 4 2 2 0 010-4z",
};

function BottomIcon({ name }: { name: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}
