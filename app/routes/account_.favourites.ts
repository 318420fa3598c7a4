/**
 * /account/favourites: the signed-in visitor's saved colleges for the course
 * finder's hearts. GET → { signedIn, colleges }; POST college + saved=1|0 stores the choice.
 * Anonymous visitors keep their hearts in localStorage (the finder never calls this).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import * as z from "zod/mini";
import { addFavourites, listFavourites, parseCollegeKeys, removeFavourite } from "~/lib/accounts/accounts.server";
import { getSession } from "~/lib/accounts/session.server";
import { cachePolicy } from "~/lib/cache";
import { formFailure, handleForm } from "~/lib/forms.server";

const personal = { "Cache-Control": cachePolicy.personal };

const ToggleSchema = z.object({
  college: z.string({ error: "Pick a college." }).check(z.trim(), z.maxLength(80)),
  saved: z.enum(["0", "1"], { error: "Say whether it is saved." }),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context.env);
  if (!session) return json({ signedIn: false, colleges: [] as string[] }, { headers: personal });
  return json({ signedIn: true, colleges: await listFavourites(context.env, session.user.id) }, { headers: personal });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context.env);
  if (!session) return json({ ok: false, error: "Please log in." }, { status: 401, headers: personal });
  const result = await handleForm(request, context, { schema: ToggleSchema, kind: "favourite", store: false });
  if (!result.ok) return formFailure(result);
  const [key] = parseCollegeKeys([result.value.college]);
  if (!key) return json({ ok: false, error: "Unknown college." }, { status: 400, headers: personal });
  if (result.value.saved === "1") await addFavourites(context.env, session.user.id, [key]);
  else await removeFavourite(context.env, session.user.id, key);
  return json({ ok: true, colleges: await listFavourites(context.env, session.user.id) }, { headers: personal });
}
