/**
 * The login form, used by /login and /Loginregister. It posts to the
 * /login action, which validates with the same schema and checks the password.
 * It carries ?redirectTo= and the browser's favourite colleges (merged at sign-in); its "Sign up" link carries the
 * same redirectTo, so a new account returns there too.
 */
import { Link, useActionData, useSearchParams } from "@remix-run/react";
import { BrowserFavouritesField } from "~/components/finder/favourites-list";
import { answerFor, CheckboxField, KitForm, useKitForm } from "~/components/forms";
import { canLogIn, textValue } from "~/lib/accounts/checks";
import type { action } from "~/lib/accounts/login-page.server";
import { authHref } from "~/lib/accounts/return-path";
import { LoginSchema } from "~/lib/accounts/schemas";
import { AuthSubmit, EmailField, linkClass, SwitchPrompt } from "./auth-layout";
import { PasswordField } from "./password-field";

/** `redirectTo`: where a successful log-in goes; by default the page's own `?redirectTo=`. */
export function LoginForm({ redirectTo: target }: { redirectTo?: string } = {}) {
  const [form, fields] = useKitForm(LoginSchema, {
    id: "login",
    lastResult: answerFor(useActionData<typeof action>(), "login")?.result,
    shouldValidate: "onInput",
  });
  const [params] = useSearchParams();
  const redirectTo = target ?? params.get("redirectTo");
  const enabled = canLogIn({ email: textValue(fields.email.value), password: textValue(fields.password.value) });

  return (
    <KitForm form={form} intent="login" action="/login" className="flex flex-col gap-4">
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <BrowserFavouritesField />
      <EmailField meta={fields.email} label="Email" />
      <PasswordField meta={fields.password} label="Password" autoComplete="current-password" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField meta={fields.remember} label="Remember me" />
        <Link to="/Forget-Password" className={linkClass}>
          Forgot Password?
        </Link>
      </div>
      <AuthSubmit action="/login" enabled={enabled} pendingLabel="Logging in…">
        Log In
      </AuthSubmit>
      <SwitchPrompt question="Don't have an account?" to={authHref("/register", redirectTo)} label="Sign up" />
    </KitForm>
  );
}
