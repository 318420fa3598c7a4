/**
 * /admin/login: sign-in with the operator's own token (ADMIN_TOKENS) for local, CI and
 * deployments without Cloudflare Access. Validated by the form kit; wrong tokens are counted per
 * client (5 → a lock of 15 minutes, doubling: 429) and every sign-in and failure is audited.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminShell, consoleHandle, consoleMeta } from "~/components/admin/admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { answerFor, KitForm, SubmitButton, TextField, useKitForm } from "~/components/forms";
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
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { formError, formFailure, handleForm, hashClient } from "~/lib/forms.server";

/** The form's schema: the action awaits it, the page loads it on the form's first input (docs/forms.md). */
const loadSchema = () => import("~/lib/admin/schemas").then((m) => m.AdminLoginSchema);

const INTENT = "admin-login";

export const headers = pageHeaders;

export const handle = consoleHandle;

export const meta = consoleMeta("Sign in");

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
    schema: await loadSchema(),
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

export default function AdminLogin() {
  const { next, tokenSignIn } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [form, fields] = useKitForm(loadSchema, {
    id: INTENT,
    lastResult: answerFor(useActionData<typeof action>(), INTENT)?.result,
  });

  return (
    <AdminShell>
      <section className="mx-auto max-w-md px-4 py-16" aria-labelledby="login-title">
        <h1 id="login-title" className="text-2xl font-bold text-slate-900">
          Operator console
        </h1>
        {tokenSignIn ? (
          <KitForm form={form} intent={INTENT} className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm">
            <input type="hidden" name="next" value={next} />
            <TextField meta={fields.email} label="E-mail" type="email" required autoComplete="username" />
            <TextField
              meta={fields.token}
              label="Access token"
              type="password"
              required
              autoComplete="current-password"
            />
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Signing in…">
              Sign in
            </SubmitButton>
          </KitForm>
        ) : (
          <p className="mt-6 text-slate-700">This console is protected by Cloudflare Access: open /admin to sign in.</p>
        )}
      </section>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return (
    <AdminShell>
      <GeneralErrorBoundary />
    </AdminShell>
  );
}
