/** /login (part 1 §2, §4, §5): a validated simulation; success shows 'Login successful!' with the e-mail. */
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useEffect } from "react";
import { AuthLayout } from "~/components/accounts/auth-layout";
import { LoginForm } from "~/components/accounts/login-form";
import { LoginSchema } from "~/components/accounts/schemas";
import { useFormResult } from "~/components/forms";
import { loginScreen } from "~/content/accounts";
import { ACCOUNT_MESSAGES } from "~/lib/account-rules";
import { pageHeaders } from "~/lib/cache";
import { formSuccess, handleForm, formFailure } from "~/lib/forms.server";
import { getMeta } from "~/lib/meta";

export const headers = pageHeaders;

export const meta: MetaFunction = (args) =>
  getMeta(
    {
      title: "Log In",
      description: "Log in to StudySaathi to pick up your college search, exam prep and expert calls.",
    },
    args,
  );

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await handleForm(request, context, {
    schema: LoginSchema,
    kind: "login",
    store: false,
    hideFields: ["password"],
  });
  if (!result.ok) return formFailure(result);
  return formSuccess<{ email: string }>("login", result.submission.reply({ resetForm: true }), {
    email: result.value.email,
  });
}

/** The alert text (§4: 'Login successful!' with the e-mail). */
function loginSuccessText(email: string) {
  return `${ACCOUNT_MESSAGES.loginSuccess}\nEmail: ${email}`;
}

export default function LoginPage() {
  const actionData = useFormResult<{ email: string }>("login");
  const email = actionData?.status === "success" ? String(actionData.data?.email ?? "") : undefined;

  useEffect(() => {
    if (email !== undefined) window.alert(loginSuccessText(email));
  }, [actionData, email]);

  return (
    <AuthLayout screen={loginScreen} lead="Your journey to" intro="Log in to your StudySaathi account to continue.">
      {email !== undefined ? (
        <div role="status" className="mb-5 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
          <p className="font-semibold">{ACCOUNT_MESSAGES.loginSuccess}</p>
          <p className="text-sm">Email: {email}</p>
        </div>
      ) : null}
      <LoginForm />
    </AuthLayout>
  );
}
