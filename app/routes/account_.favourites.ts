/**
 * /account/favourites: the visitor's shortlist (saved colleges), signed in or not (lib/colleges/shortlist.server.ts).
 * GET → { signedIn, colleges }. POST college + saved=1|0 stores the choice: in the account when signed in, else in
 * the shortlist cookie. A page's shortlist button is a plain form: without JavaScript the answer is a 303 back to
 * `redirectTo` (the page it was on, now drawn with the new state); a script asking for JSON gets the new list.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import * as z from "zod/mini";
import { safeRedirect } from "~/lib/accounts/policy";
import { parseCollegeKeys } from "~/lib/accounts/saved-colleges.server";
import { withCookies } from "~/lib/accounts/session.server";
import { readShortlist, setShortlisted } from "~/lib/colleges/shortlist.server";
import { formFailure, handleForm } from "~/lib/forms/kit.server";
import { cachePolicy } from "~/lib/platform/cache";

const personal = { "Cache-Control": cachePolicy.personal };

const ToggleSchema = z.object({
  college: z.string({ error: "Pick a college." }).check(z.trim(), z.maxLength(80)),
  saved: z.enum(["0", "1"], { error: "Say whether it is saved." }),
  redirectTo: z.optional(z.string().check(z.maxLength(2000))),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { signedIn, slugs } = await readShortlist(request, context.env);
  return Response.json({ signedIn, colleges: slugs }, { headers: personal });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const result = await handleForm(request, context, { schema: ToggleSchema, kind: "favourite", store: false });
  if (!result.ok) return formFailure(result);
  const [key] = parseCollegeKeys([result.value.college]);
  if (!key) return Response.json({ ok: false, error: "Unknown college." }, { status: 400, headers: personal });
  const { signedIn, slugs, cookies } = await setShortlisted(request, context.env, key, result.value.saved === "1");
  if (!wantsJson) {
    const back = safeRedirect(result.value.redirectTo, "/colleges");
    return redirect(back, { status: 303, headers: withCookies(cookies, { "Cache-Control": cachePolicy.noStore }) });
  }
  return Response.json({ ok: true, signedIn, colleges: slugs }, { headers: withCookies(cookies, personal) });
}
