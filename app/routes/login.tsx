/**
 * /login: checks the password and signs the visitor in.
 * A wrong e-mail or password gets one generic message; failures are throttled per account
 * and per client (429). Success shows 'Login successful!' with the e-mail (an alert with JS,
 * a message without); Remember me = a 30-day session, otherwise a browser session.
 */
import { Link, useActionData, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { AuthLayout, linkClass } from "~/components/accounts/auth-layout";
import { LoginForm } from "~/components/accounts/login-form";
import { loginScreen } from "~/content/login-screen";
import { LOGIN_NOTICES } from "~/lib/accounts/checks";
import type { action } from "~/lib/accounts/login-page.server";
import { pageMeta } from "~/lib/platform/meta";

// The action and headers live in one `.server` module (docs/performance.md).
export { action, headers } from "~/lib/accounts/login-page.server";

export const meta = pageMeta({
  title: "Log In",
  description: "Log in to StudySaathi to pick up your college search, exam prep and expert calls.",
});

/** The alert text ('Login successful!' with the e-mail). */
function loginSuccessText(email: string) {
  return `${LOGIN_NOTICES.loginSuccess}\nEmail: ${email}`;
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
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
          <p className="font-semibold">{LOGIN_NOTICES.loginSuccess}</p>
          <p className="text-sm">Email: {email}</p>
          <p className="mt-2 text-sm">
            <Link to={redirectTo ?? "/account"} className={linkClass}>
              {redirectTo ? "Continue" : "Go to My account"}
            </Link>
          </p>
        </div>
      ) : params.get("reset") === "1" ? (
        <p role="status" className="mb-5 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
          {LOGIN_NOTICES.resetDone}
        </p>
      ) : null}
      <LoginForm />
    </AuthLayout>
  );
}
