/**
 * The server half of /admin/login: its loader, its form's action and its `headers`. `route.tsx` re-exports them, so
 * the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { ADMIN_THROTTLE, minutesUntil } from "~/lib/accounts/policy";
import { clearStatement, reserveAttempt } from "~/lib/accounts/throttle.server";
import { actorOf, auditEventStatement } from "~/lib/admin/audit.server";
import {
  assertAdminEnabled,
  AUTH_MESSAGES,
  createSession,
  getAdmin,
  operatorFor,
  safeNext,
  tokenSignInEnabled,
} from "~/lib/admin/auth.server";
import { AdminLoginSchema } from "~/lib/admin/schemas";
import { formError, formFailure, handleForm, hashClient } from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";
import { INTENT } from "./shared";

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  assertAdminEnabled(context);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (await getAdmin(request, context).catch(() => undefined)) throw redirect(next);
  return data(
    { next, tokenSignIn: tokenSignInEnabled(context.env) },
    { headers: { "Cache-Control": cachePolicy.noStore } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertAdminEnabled(context);
  if (!tokenSignInEnabled(context.env)) {
    throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  }
  const result = await handleForm(request, context, {
    schema: AdminLoginSchema,
    kind: INTENT,
    store: false,
    hideFields: ["token"],
  });
  if (!result.ok) return formFailure(result);
  const { email, token, next } = result.value;
  const db = context.env.DB;
  const client = await hashClient(context);
  const key = `admin:${client}`;
  // The try takes its slot before the token is compared: parallel guesses cannot outrun the lock.
  const slot = await reserveAttempt(db, key, ADMIN_THROTTLE);
  if (!slot.ok) {
    await auditEventStatement(db, "—", "console.sign-in-locked", "console", {
      client: client.slice(0, 16),
    }).run();
    const message = `${AUTH_MESSAGES.locked} (${minutesUntil(slot.lockedUntil, Date.now())} min)`;
    return formError(INTENT, result.submission.reply({ formErrors: [message], hideFields: ["token"] }), 429);
  }
  const operator = await operatorFor(context.env, email, token);
  if (!operator) {
    await auditEventStatement(db, "—", "console.sign-in-failed", "console", {
      email: email.slice(0, 200),
      client: client.slice(0, 16),
    }).run();
    return formError(
      INTENT,
      result.submission.reply({ formErrors: [AUTH_MESSAGES.wrongToken], hideFields: ["token"] }),
      401,
    );
  }
  const cookie = await createSession(context.env, operator);
  await db.batch([clearStatement(db, key), auditEventStatement(db, actorOf(operator), "console.sign-in", "console")]);
  return redirect(safeNext(next), {
    headers: { "Set-Cookie": cookie, "Cache-Control": cachePolicy.noStore },
  });
}
