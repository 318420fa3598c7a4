/**
 * The server half of /post-admit-services: its loader and its `headers`. `route.tsx` re-exports them, so the browser
 * build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readPostAdmit } from "~/content/post-admit";
import { pageHeaders } from "~/lib/cache";
import { readContentOr } from "~/lib/content.server";

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const rows = await readContentOr(context, "postAdmit", []);
  return { page: readPostAdmit(rows) };
}
