/**
 * /login (part 1 §2, §4, §5; issue 18): checks the password and signs the visitor in.
 * A wrong e-mail or password gets one generic message; failures are throttled per account
 * and per client (429). Success shows 'Login successful!' with the e-mail (an alert with JS,
 * a message without); Remember me = a 30-day session, otherwise a browser session.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { AuthLayout, linkClass } from "~/components/accounts/auth-layout";
import { LoginForm } from "~/components/accounts/login-form";
import { loginScreen } from "~/content/accounts";
import { ACCOUNT_MESSAGES, loginLockedMessage } from "~/lib/account-rules";
import { addFavourites, logIn, parseFavouritesField } from "~/lib/accounts/accounts.server";
import { replyError, withSetCookies } from "~/lib/accounts/form-replies.server";
import { safeRedirect } from "~/lib/accounts/policy";
import { startSession } from "~/lib/accounts/session.server";
import { pageHeaders } from "~/lib/cache";
import type { FormActionData } from "~/lib/form-kit";
import { formSuccess, FORM_MESSAGES, formFailure, handleForm, hashClient } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";

/** The login schema, awaited by the action (the form, LoginForm, loads it on first input: README "Form kit"). */
const schemas = () => import("~/components/accounts/schemas");

export const headers = pageHeaders;

export const meta = pageMeta({
  title: "Log In",
  description: "Log in to StudySaathi to pick up your college search, exam prep and expert calls.",
});

const HIDE = ["password"];

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await handleForm(request, context, {
    schema: (await schemas()).LoginSchema,
    kind: "login",
    store: false,
    hideFields: HIDE,
  });
  if (!result.ok) return formFailure(result);
  const { value, submission } = result;
  try {
    const outcome = await logIn(context.env, value, await hashClient(context));
    if (outcome.status === "locked")
      return replyError("login", submission, loginLockedMessage(outcome.minutes), 429, HIDE);
    if (outcome.status === "invalid") return replyError("login", submission, ACCOUNT_MESSAGES.loginFailed, 400, HIDE);
    if (outcome.status === "unverified") {
      return replyError("login", submission, ACCOUNT_MESSAGES.loginUnverified, 400, HIDE);
    }
    await addFavourites(context.env, outcome.user.id, parseFavouritesField(value.favourites));
    const cookies = await startSession(request, context.env, outcome.user, value.remember === "on");
    return withSetCookies(
      formSuccess("login", submission.reply({ resetForm: true }), {
        email: value.email,
        redirectTo: value.redirectTo ? safeRedirect(value.redirectTo) : null,
      }),
      cookies,
    );
  } catch (error) {
    console.error("login:", error instanceof Error ? error.message : "error");
    return replyError("login", submission, FORM_MESSAGES.unavailable, 503, HIDE);
  }
}

/** The alert text (§4: 'Login successful!' with the e-mail). */
function loginSuccessText(email: string) {
  return `${ACCOUNT_MESSAGES.loginSuccess}\nEmail: ${email}`;
}

export default function LoginPage() {
  const actionData = useActionData<FormActionData>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const success = actionData?.status === "success" ? actionData.data : undefined;
  const email = success ? String(success.email ?? "") : undefined;
  const redirectTo = typeof success?.redirectTo === "string" ? success.redirectTo : undefined;

  useEffect(() => {
    if (email === undefined) return;
    window.alert(loginSuccessText(email));
    if (redirectTo) navigate(redirectTo);
  }, [actionData, email, redirectTo, navigate]);

  return (
    <AuthLayout screen={loginScreen} lead="Your journey to" intro="Log in to your StudySaathi account to continue.">
      {email !== undefined ? (
        <div role="status" className="mb-5 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
          <p className="font-semibold">{ACCOUNT_MESSAGES.loginSuccess}</p>
          <p className="text-sm">Email: {email}</p>
          <p className="mt-2 text-sm">
            <Link to={redirectTo ?? "/account"} className={linkClass}>
              {redirectTo ? "Continue" : "Go to My account"}
            </Link>
          </p>
        </div>
      ) : params.get("reset") === "1" ? (
        <p role="status" className="mb-5 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
          {ACCOUNT_MESSAGES.resetDone}
        </p>
      ) : null}
      <LoginForm />
    </AuthLayout>
  );
}
