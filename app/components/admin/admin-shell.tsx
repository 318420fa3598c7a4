/**
 * The operator console's own frame (no public header, footer or bottom bar: routes under /admin
 * set `handle.shell = "console"` and the root layout leaves the site shell out): a top bar with
 * the operator's name, role and sign-out, and a navigation by role — a sidebar from `lg`, a
 * wrapping row of links above the page on phones. Every admin form carries the session's CSRF
 * token (`CsrfField`).
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, NavLink, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { SKIP_LINK } from "~/components/shell/shell-styles";

export interface ConsoleUser {
  email: string;
  role: "admin" | "editor";
  csrf: string;
}

/** The route handle that puts a page in the console frame instead of the public site's shell. */
export const consoleHandle = { shell: "console" } as const;

/** The console's navigation: each item with the least role that may open it. */
export const CONSOLE_NAV: Array<{ to: string; label: string; role: ConsoleUser["role"]; end?: boolean }> = [
  { to: "/admin", label: "Dashboard", role: "editor", end: true },
  { to: "/admin/leads", label: "Leads", role: "admin" },
  { to: "/admin/content", label: "Content", role: "editor" },
  { to: "/admin/catalogue/experts", label: "Experts", role: "editor" },
  { to: "/admin/catalogue/services", label: "Services", role: "editor" },
  { to: "/admin/catalogue/news", label: "News", role: "editor" },
  { to: "/admin/colleges", label: "Colleges", role: "editor" },
  { to: "/admin/reviews", label: "Reviews", role: "editor" },
  { to: "/admin/claims", label: "Claims", role: "admin" },
  { to: "/admin/data", label: "Official data", role: "admin" },
  { to: "/admin/audit", label: "Audit log", role: "admin" },
];

/** A console page's tab title: "Leads · Console | StudySaathi", never indexed. */
export function consoleTitle(title: string) {
  return [{ title: `${title} · Console | StudySaathi` }, { name: "robots", content: "noindex, nofollow" }];
}

/** `meta` for a console page whose title is fixed. */
export const consoleMeta =
  (title: string): MetaFunction =>
  () =>
    consoleTitle(title);

/** The operator from the /admin layout's loader. */
export function useConsoleUser(): ConsoleUser {
  const data = useRouteLoaderData("routes/admin") as { user: ConsoleUser } | undefined;
  if (!data) throw new Error("useConsoleUser outside /admin");
  return data.user;
}

/** The operator when the layout's loader answered (an error page may render without it). */
export function useMaybeConsoleUser(): ConsoleUser | undefined {
  return (useRouteLoaderData("routes/admin") as { user: ConsoleUser } | undefined)?.user;
}

export function CsrfField() {
  const { csrf } = useConsoleUser();
  return <input type="hidden" name="csrf" value={csrf} />;
}

/** "ops.team@studysaathi.in" → "Ops Team". */
export function operatorName(email: string): string {
  return email
    .split("@")[0]
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

const navLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-indigo-700 text-white" : "text-slate-800 hover:bg-indigo-50"}`;

export function AdminShell({ user, children }: { user?: ConsoleUser; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <a href="#main" className={SKIP_LINK}>
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 lg:px-6">
          <Link to="/admin" className="font-bold text-indigo-800">
            StudySaathi Console
          </Link>
          {user ? (
            <div className="ml-auto flex flex-wrap items-center gap-3 text-sm text-slate-700">
              <p>
                <span className="font-semibold text-slate-900">{operatorName(user.email)}</span>{" "}
                <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-900">
                  {user.role === "admin" ? "Admin" : "Editor"}
                </span>
                <span className="sr-only sm:not-sr-only sm:ml-2 sm:text-slate-600">{user.email}</span>
              </p>
              <Form method="post" action="/admin/logout">
                <input type="hidden" name="csrf" value={user.csrf} />
                <button
                  type="submit"
                  className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-100"
                >
                  Sign out
                </button>
              </Form>
            </div>
          ) : null}
        </div>
      </header>
      <div className="lg:flex">
        {user ? (
          <nav
            aria-label="Console"
            className="border-b border-slate-200 bg-white px-2 py-2 lg:min-h-[calc(100vh-3.5rem)] lg:w-52 lg:shrink-0 lg:border-r lg:border-b-0 lg:py-4"
          >
            <ul className="flex flex-wrap gap-1 lg:flex-col">
              {CONSOLE_NAV.filter((item) => item.role === "editor" || user.role === "admin").map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={navLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main id="main" className="min-w-0 flex-1 px-4 py-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}

/** The "← back" link above a console page's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mb-2">
      <Link to={to} className="text-sm font-semibold text-indigo-700 underline">
        ← {children}
      </Link>
    </p>
  );
}

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{children}</h1>
      {actions}
    </div>
  );
}

/** The green line that says what the last action did. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
      {children}
    </p>
  );
}

/**
 * A server-rendered confirmation step (works without JavaScript): the question, what happens, a button that
 * posts the intent again with `confirm=yes`, and a link back that keeps things as they are.
 */
export function ConfirmPanel({
  title,
  intent,
  yes,
  keepTo,
  keep,
  children,
}: {
  title: string;
  intent: string;
  yes: string;
  keepTo: string;
  keep: string;
  children: ReactNode;
}) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="confirm-title"
      className="mb-4 rounded-xl border border-red-300 bg-red-50 p-4"
    >
      <h2 id="confirm-title" className="font-bold text-red-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-red-900">{children}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <IntentButton intent={intent} fields={{ confirm: "yes" }} tone="destroy">
          {yes}
        </IntentButton>
        <Link to={keepTo} className={secondaryButtonClass}>
          {keep}
        </Link>
      </div>
    </section>
  );
}

/** A status pill: the colour by tone, the text always readable. */
export function Pill({ tone = "slate", children }: { tone?: PillTone; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${PILL_TONES[tone]}`}>
      {children}
    </span>
  );
}
export type PillTone = "slate" | "blue" | "amber" | "green" | "red" | "violet";
const PILL_TONES: Record<PillTone, string> = {
  slate: "bg-slate-200 text-slate-900",
  blue: "bg-sky-100 text-sky-900",
  amber: "bg-amber-100 text-amber-900",
  green: "bg-green-100 text-green-900",
  red: "bg-red-100 text-red-900",
  violet: "bg-violet-100 text-violet-900",
};

export const buttonClass =
  "inline-flex items-center rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800";
export const secondaryButtonClass =
  "inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100";

export type IntentTone = "primary" | "secondary" | "danger" | "approve" | "destroy";

const INTENT_TONES: Record<IntentTone, string> = {
  primary: buttonClass,
  secondary: secondaryButtonClass,
  danger: `${secondaryButtonClass} text-red-800`,
  approve: "rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800",
  destroy: "rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white",
};

/**
 * A console form of one button: it posts its `intent` (and any hidden `fields`) with the session's CSRF token, so
 * the action's schema for that intent reads it like any other form.
 */
export function IntentButton({
  intent,
  fields = {},
  tone = "secondary",
  disabled,
  children,
}: {
  intent: string;
  fields?: Record<string, string | number>;
  tone?: IntentTone;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={disabled} className={INTENT_TONES[tone]}>
        {children}
      </button>
    </Form>
  );
}
