/**
 * The server half of /post-admit-services: its loader and its `headers`. `route.tsx` re-exports them, so the browser
 * build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readPostAdmit } from "~/content/post-admit";
import { readContentOr } from "~/lib/content/content.server";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const rows = await readContentOr(context, "postAdmit", []);
  return { page: readPostAdmit(rows) };
}
