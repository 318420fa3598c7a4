/**
 * /Loginregister: the combined entry page. Two tabs, Log In and
 * Create Account, are links (?tab=register) so they work without JavaScript; each shows the
 * same form as its own screen, posting to /login or /register.
 */
import { Link, useSearchParams } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { AuthLayout } from "~/components/accounts/auth-layout";
import { LoginForm } from "~/components/accounts/login-form";
import { entryScreen } from "~/content/entry-screen";
import { pageMeta } from "~/lib/platform/meta";

export { headers } from "./Loginregister.server";

export const meta = pageMeta({
  title: "Log In or Create Account",
  description: "Log in to StudySaathi or create a free account in a minute.",
});

/**
 * The Create Account tab's form loads when the visitor reaches for the tabs (pointer over or
 * focus), else when the tab opens; the server renders it in place on ?tab=register.
 */
const loadRegisterForm = () => import("~/components/accounts/register-form");
const RegisterForm = lazy(() => loadRegisterForm().then((m) => ({ default: m.RegisterForm })));
const preloadRegisterForm = () => void loadRegisterForm();

const TABS = [
  { id: "login", label: "Log In", to: "?tab=login" },
  { id: "register", label: "Create Account", to: "?tab=register" },
] as const;

export default function LoginRegisterPage() {
  const [params] = useSearchParams();
  const active = params.get("tab") === "register" ? "register" : "login";

  return (
    <AuthLayout screen={entryScreen} lead="One account for" intro="Pick how you'd like to continue.">
      <nav
        aria-label="Log in or create an account"
        className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
        onPointerOver={preloadRegisterForm}
        onFocus={preloadRegisterForm}
      >
        {TABS.map((tab) => (
          <Link
            key={tab.id}
            to={tab.to}
            replace
            preventScrollReset
            aria-current={tab.id === active ? "page" : undefined}
            className={`rounded-lg px-3 py-2 text-center font-semibold ${
              tab.id === active ? "bg-white text-indigo-800 shadow-sm" : "text-slate-700 hover:text-indigo-800"
            }`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {active === "register" ? (
        <Suspense fallback={null}>
          <RegisterForm />
        </Suspense>
      ) : (
        <LoginForm />
      )}
    </AuthLayout>
  );
}
