/**
 * /admin/login: sign-in with ADMIN_TOKEN for local, CI and deployments without Cloudflare
 * Access. Rate-limited and validated by the form kit; a wrong token stores nothing.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { answerFor, KitForm, SubmitButton, TextField, useKitForm } from "~/components/forms";
import {
  assertAdminEnabled,
  AUTH_MESSAGES,
  createSessionCookie,
  getAdmin,
  roleFor,
  safeNext,
  secretsMatch,
} from "~/lib/admin/auth.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { formError, formFailure, handleForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";

/** The form's schema: the action awaits it, the page loads it on the form's first input (docs/forms.md). */
const loadSchema = () => import("~/lib/admin/schemas").then((m) => m.AdminLoginSchema);

const INTENT = "admin-login";

export const headers = pageHeaders;

export const meta = pageMeta({
  title: "Console sign-in",
  description: "Sign in to the StudySaathi operator console.",
  noIndex: true,
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  assertAdminEnabled(context);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (await getAdmin(request, context).catch(() => undefined)) throw redirect(next);
  return data(
    { next, tokenSignIn: Boolean(context.env.ADMIN_TOKEN) },
    { headers: { "Cache-Control": cachePolicy.noStore } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertAdminEnabled(context);
  const expected = context.env.ADMIN_TOKEN;
  if (!expected) throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  const result = await handleForm(request, context, {
    schema: await loadSchema(),
    kind: INTENT,
    store: false,
    hideFields: ["token"],
  });
  if (!result.ok) return formFailure(result);
  const { email, token, next } = result.value;
  const role = roleFor(context.env, email);
  const tokenOk = await secretsMatch(token, expected);
  if (!tokenOk || !role) {
    const message = tokenOk ? AUTH_MESSAGES.noRole : AUTH_MESSAGES.wrongToken;
    return formError(INTENT, result.submission.reply({ formErrors: [message], hideFields: ["token"] }), 401);
  }
  return redirect(safeNext(next), {
    headers: {
      "Set-Cookie": await createSessionCookie(context.env, email, role),
      "Cache-Control": cachePolicy.noStore,
    },
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
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
