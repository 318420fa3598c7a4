/**
 * The server half of /admin/logout: its loader and its form's action. `route.tsx` re-exports them, so the browser
 * build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { actorOf, auditEventStatement } from "~/lib/admin/audit.server";
import { clearSessionCookie, endSession, requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { readFormData } from "~/lib/forms/kit.server";
import { cachePolicy } from "~/lib/platform/cache";

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "editor");
  await verifyCsrf(admin, (await readFormData(request)) ?? new FormData());
  await endSession(context.env, admin);
  await auditEventStatement(context.env.DB, actorOf(admin), "console.sign-out", "console").run();
  return redirect("/admin/login", {
    headers: { "Set-Cookie": clearSessionCookie, "Cache-Control": cachePolicy.noStore },
  });
}

export const loader = () => redirect("/admin");
