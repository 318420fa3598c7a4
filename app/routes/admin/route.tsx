/**
 * /admin: the operator console's layout (its own frame: `handle.shell`, no public header or
 * footer). Only signed-in operators (Cloudflare Access or the ADMIN_TOKENS sign-in) get here;
 * /admin is 404 while neither is configured. Each child route checks access again itself
 * (loaders run in parallel) with the role it needs.
 */
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { AdminShell, consoleHandle, consoleMeta, useMaybeConsoleUser } from "~/components/admin/admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { loader } from "./admin.server";

export { headers, loader } from "./admin.server";

export const handle = consoleHandle;

export const meta = consoleMeta("Operator console");

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AdminShell user={user}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const user = useMaybeConsoleUser();
  return (
    <AdminShell user={user}>
      <GeneralErrorBoundary
        statusHandlers={{
          403: ({ error }) => (
            <section className="mx-auto max-w-2xl px-4 py-20 text-center">
              <p className="text-sm font-semibold tracking-widest text-indigo-700 uppercase">403</p>
              <h1 className="mt-2 text-3xl font-bold text-slate-900">Not for your role</h1>
              <p className="mt-4 text-slate-700">
                {typeof error.data === "string" ? error.data : "Your role cannot open this page."}
              </p>
              <Link
                to="/admin"
                className="mt-8 inline-block rounded-lg bg-indigo-700 px-5 py-2.5 font-semibold text-white"
              >
                Back to the console
              </Link>
            </section>
          ),
        }}
      />
    </AdminShell>
  );
}
