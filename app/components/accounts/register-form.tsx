/**
 * The register form, used by /register and /Loginregister. It posts to the
 * /register action (same schema); a valid registration opens the OTP modal. It carries ?redirectTo= (the page the
 * student came from, where the verified account returns: return-path.ts) in its address and as a field.
 */
import { Link, useActionData, useSearchParams } from "@remix-run/react";
import { answerFor, CheckboxField, KitForm, TextField, useKitForm } from "~/components/forms";
import { canCreateAccount, textValue } from "~/lib/accounts/checks";
import type { action } from "~/lib/accounts/register-page.server";
import { authHref, returnPath } from "~/lib/accounts/return-path";
import { RegisterSchema } from "~/lib/accounts/schemas";
import { AuthSubmit, EmailField, linkClass, SwitchPrompt } from "./auth-layout";
import { PasswordField } from "./password-field";

export function RegisterForm() {
  const answer = answerFor(useActionData<typeof action>(), "register");
  const [form, fields] = useKitForm(RegisterSchema, {
    id: "register",
    // Only errors come back into the form: after a valid registration it keeps what was typed
    // (the OTP modal takes over; closing it lets the visitor submit again).
    lastResult: answer?.status === "error" ? answer.result : undefined,
    shouldValidate: "onInput",
  });
  const enabled = canCreateAccount({
    fullName: textValue(fields.fullName.value),
    email: textValue(fields.email.value),
    password: textValue(fields.password.value),
    confirmPassword: textValue(fields.confirmPassword.value),
  });

  const [params] = useSearchParams();
  const back = returnPath(params.get("redirectTo"));
  const postTo = authHref("/register", back);

  return (
    <KitForm form={form} intent="register" action={postTo} className="flex flex-col gap-4">
      {back ? <input type="hidden" name="redirectTo" value={back} /> : null}
      <TextField meta={fields.fullName} label="Full Name" autoComplete="name" placeholder="Your full name" />
      <EmailField meta={fields.email} label="Email Address" />
      <PasswordField meta={fields.password} label="Create Password" autoComplete="new-password" strength />
      <PasswordField meta={fields.confirmPassword} label="Confirm Password" autoComplete="new-password" />
      <CheckboxField
        meta={fields.terms}
        required
        label={
          <>
            I agree to the{" "}
            <Link to="/terms" className={linkClass}>
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to="/privacy-policy" className={linkClass}>
              Privacy Policy
            </Link>
          </>
        }
      />
      <AuthSubmit action={postTo} enabled={enabled} pendingLabel="Creating account…">
        Create Account
      </AuthSubmit>
      <SwitchPrompt question="Already have an account?" to={authHref("/login", back)} label="Log In" />
    </KitForm>
  );
}
