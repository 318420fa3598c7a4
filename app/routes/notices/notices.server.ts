/**
 * The server half of /notices: its loader, its action and its `headers`. `route.tsx` re-exports them.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { listNotices, markNoticesRead } from "~/lib/accounts/notices.server";
import { clearSessionCookies, getSession, withCookies, type Session } from "~/lib/accounts/session.server";
import { formatIstDateTime } from "~/lib/format/dates";
import { readFormData } from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

const personal = { "Cache-Control": cachePolicy.personal };

/** The session, or a redirect to /login that comes back here (and drops stale cookies). */
async function requireSession(request: Request, env: Parameters<typeof getSession>[1]): Promise<Session> {
  const session = await getSession(request, env);
  if (session) return session;
  throw redirect(`/login?redirectTo=${encodeURIComponent("/notices")}`, {
    headers: withCookies(clearSessionCookies(), { "Cache-Control": cachePolicy.noStore }),
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireSession(request, context.env);
  const notices = await listNotices(context.env.DB, session.user.id);
  return data(
    {
      notices: notices.map((n) => ({
        id: n.id,
        text: n.text,
        // Only the site's own paths are linked.
        link: n.link.startsWith("/") && !n.link.startsWith("//") ? n.link : "",
        at: formatIstDateTime(`${n.created_at.replace(" ", "T")}Z`),
        unread: n.read_at === null,
      })),
    },
    { headers: personal },
  );
}

/** POST intent=read (with id) or read-all: marks the student's notices read, then back to the list (303). */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireSession(request, context.env);
  const formData = await readFormData(request);
  const intent = String(formData?.get("intent") ?? "");
  const id = Number(formData?.get("id"));
  if (intent === "read-all") await markNoticesRead(context.env.DB, session.user.id);
  else if (intent === "read" && Number.isInteger(id) && id > 0)
    await markNoticesRead(context.env.DB, session.user.id, id);
  else return data({ error: "Choose a notice to mark as read." }, { status: 400, headers: personal });
  return redirect("/notices", { status: 303, headers: { "Cache-Control": cachePolicy.noStore } });
}
