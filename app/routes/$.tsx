/** Any path no route claims: a real 404 inside the shell. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { GeneralErrorBoundary, NotFoundView } from "~/components/error-boundary";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { pageMeta } from "~/lib/meta";

export async function loader(_: LoaderFunctionArgs) {
  throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
}

export const headers = pageHeaders;

export const meta = pageMeta({ title: "Page not found", description: "This page does not exist.", noIndex: true });

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
