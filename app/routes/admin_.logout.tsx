/** POST /admin/logout: ends the token sign-in session (CSRF-checked). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { clearSessionCookie, requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { cachePolicy } from "~/lib/cache";
import { readFormData } from "~/lib/forms.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "editor");
  await verifyCsrf(admin, (await readFormData(request)) ?? new FormData());
  return redirect("/admin/login", {
    headers: { "Set-Cookie": clearSessionCookie, "Cache-Control": cachePolicy.noStore },
  });
}

export const loader = () => redirect("/admin");
