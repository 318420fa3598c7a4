/**
 * The operator console's frame: a navigation bar (by role), the signed-in operator and a
 * sign-out form. Every admin form carries the session's CSRF token (`CsrfField`).
 */
import { Form, Link, NavLink, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

export interface ConsoleUser {
  email: string;
  role: "admin" | "editor";
  csrf: string;
}

const NAV: Array<{ to: string; label: string; role: ConsoleUser["role"] }> = [
  { to: "/admin/leads", label: "Leads", role: "admin" },
  { to: "/admin/content", label: "Content", role: "editor" },
  { to: "/admin/reviews", label: "Reviews", role: "admin" },
  { to: "/admin/audit", label: "Audit log", role: "admin" },
];

/** The operator from the /admin layout's loader. */
export function useConsoleUser(): ConsoleUser {
  const data = useRouteLoaderData("routes/admin") as { user: ConsoleUser } | undefined;
  if (!data) throw new Error("useConsoleUser outside /admin");
  return data.user;
}

export function CsrfField() {
  const { csrf } = useConsoleUser();
  return <input type="hidden" name="csrf" value={csrf} />;
}

export function AdminShell({ user, children }: { user: ConsoleUser; children: ReactNode }) {
  return (
    <div className="min-h-[60vh] bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <p className="font-bold text-slate-900">Operator console</p>
          <nav aria-label="Console">
            <ul className="flex flex-wrap gap-1">
              {NAV.filter((item) => item.role === "editor" || user.role === "admin").map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-indigo-700 text-white" : "text-indigo-800 hover:bg-indigo-50"}`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm text-slate-700">
            <span>
              {user.email} ({user.role === "admin" ? "Admin" : "Editor"})
            </span>
            <Form method="post" action="/admin/logout">
              <input type="hidden" name="csrf" value={user.csrf} />
              <button
                type="submit"
                className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-800"
              >
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{children}</div>
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

export const buttonClass =
  "inline-flex items-center rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800";
export const secondaryButtonClass =
  "inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100";
