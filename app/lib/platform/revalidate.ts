/** Revalidation rules shared by routes (Remix `shouldRevalidate`). */
import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * For a loader that ignores the query string: a change of only the query (client-side filters, a
 * dialog parameter) without a form post keeps the loaded data; anything else revalidates as usual.
 */
export const ignoreQueryChanges: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);
