/**
 * /admin/login: sign-in with the operator's own token (ADMIN_TOKENS) for local, CI and
 * deployments without Cloudflare Access. Validated by the form kit; wrong tokens are counted per
 * client (5 → a lock of 15 minutes, doubling: 429) and every sign-in and failure is audited.
 */
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminShell, consoleHandle, consoleMeta } from "~/components/admin/admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { answerFor, KitForm, SubmitButton, TextField, useKitForm } from "~/components/forms";
import { AdminLoginSchema } from "~/lib/admin/schemas";
import type { loader, action } from "./admin_.login.server";
import { INTENT } from "./shared";

export { action, headers, loader } from "./admin_.login.server";

export const handle = consoleHandle;

export const meta = consoleMeta("Sign in");

export default function AdminLogin() {
  const { next, tokenSignIn } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [form, fields] = useKitForm(AdminLoginSchema, {
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
