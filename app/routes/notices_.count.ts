/**
 * GET /notices/count → { unread }: the signed-in student's unread notices, for the header's bell (it asks once the
 * page has loaded, so the root loader stays free of database reads). Signed out: 0.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { unreadNotices } from "~/lib/accounts/notices.server";
import { getSession } from "~/lib/accounts/session.server";
import { cachePolicy } from "~/lib/platform/cache";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": cachePolicy.personal };
  try {
    const session = await getSession(request, context.env);
    const unread = session ? await unreadNotices(context.env.DB, session.user.id) : 0;
    return Response.json({ unread }, { headers });
  } catch (error) {
    console.error("notices not counted", error instanceof Error ? error.message : error);
    return Response.json({ unread: 0 }, { headers });
  }
}
