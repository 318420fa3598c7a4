/** Any path no route claims: a real 404 inside the shell. */
import { GeneralErrorBoundary, NotFoundView } from "~/components/error-boundary";
import { pageMeta } from "~/lib/platform/meta";

export { headers, loader } from "./$.server";

export const meta = pageMeta({ title: "Page not found", description: "This page does not exist.", noIndex: true });

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
