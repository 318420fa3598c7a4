/**
 * POST /admin/preview: a blog body's Markdown rendered by the same pipeline a save uses
 * (marked, then the allow-list sanitiser), for the editor's live preview. Nothing is stored.
 * Editors and admins, with the session's CSRF token; GET is 404.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { markdownToHtml, readContentForm } from "~/lib/admin/content.server";
import { cachePolicy } from "~/lib/platform/cache";

const noStore = { "Cache-Control": cachePolicy.noStore };

/** As long as a blog body may be. */
const MAX_MARKDOWN = 60_000;

export function loader() {
  throw new Response("Not found", { status: 404, headers: noStore });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "editor");
  const form = await readContentForm(request);
  if (!form) return Response.json({ html: "" }, { status: 400, headers: noStore });
  await verifyCsrf(admin, form);
  const markdown = String(form.get("body") ?? "").slice(0, MAX_MARKDOWN);
  return Response.json({ html: markdownToHtml(markdown) }, { headers: noStore });
}
