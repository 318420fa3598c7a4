/**
 * The server half of /dev/outbox: its loader and its `headers`. `route.tsx` re-exports them, so the browser build
 * sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { isDevelopment } from "~/lib/accounts/mailer.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";
import { LIMIT } from "./shared";

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  if (!isDevelopment(context.env)) throw new Response("Not found", { status: 404 });
  const { results } = await context.env.DB.prepare(
    `SELECT id, to_address, subject, body, created_at FROM mail_outbox ORDER BY id DESC LIMIT ${LIMIT}`,
  ).all<{ id: number; to_address: string; subject: string; body: string; created_at: string }>();
  return data({ mails: results }, { headers: { "Cache-Control": cachePolicy.noStore } });
}
