/**
 * The one error boundary (epic-stack's GeneralErrorBoundary): routes pass handlers per
 * status for their own not-found texts; anything else gets a calm generic page.
 */
import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";

type StatusHandler = (info: { error: ErrorResponse }) => ReactNode;

type NotFoundProps = {
  title?: string;
  message?: string;
  backTo?: string;
  backLabel?: string;
};

export function NotFoundView({
  title = "Page not found",
  message = "We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
  backTo = "/",
  backLabel = "Go to the home page",
}: NotFoundProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-indigo-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      <ButtonLink to={backTo} className="mt-8">
        {backLabel}
      </ButtonLink>
    </section>
  );
}

export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = ({ error }) =>
    error.status === 404 ? <NotFoundView /> : <ErrorView title={`${error.status} ${error.statusText || "Error"}`} />,
}: {
  statusHandlers?: Record<number, StatusHandler>;
  defaultStatusHandler?: StatusHandler;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <>{(statusHandlers?.[error.status] ?? defaultStatusHandler)({ error })}</>;
  }
  if (typeof document !== "undefined") console.error(error);
  return <ErrorView title="Something went wrong" />;
}

/** A route's error boundary whose only own case is its 404 text (an unknown id). */
export function NotFoundBoundary(props: NotFoundProps) {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <NotFoundView {...props} /> }} />;
}

function ErrorView({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">Please try again in a moment. If it keeps happening, write to us.</p>
      <ButtonLink to="/" className="mt-8">
        Go to the home page
      </ButtonLink>
    </section>
  );
}
