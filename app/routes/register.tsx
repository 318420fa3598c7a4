/**
 * /register: creates an unverified account and e-mails a random
 * 6-digit code; the OTP modal verifies it and signs the visitor in. An address that already
 * has an account gets the same screen (its e-mail says "you already have an account").
 * The pending registration is a random token in `__Host-ss_pending`; D1 keeps its hash.
 */
import { useActionData, useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { AuthLayout } from "~/components/accounts/auth-layout";
import { RegisterForm } from "~/components/accounts/register-form";
import { registerScreen } from "~/content/register-screen";
import type { action } from "~/lib/accounts/register-page.server";
import { pageMeta } from "~/lib/platform/meta";

// The action and headers live in one `.server` module (docs/performance.md).
export { action, headers } from "~/lib/accounts/register-page.server";

export const meta = pageMeta({
  title: "Create Account",
  description: "Create your free StudySaathi account to shortlist colleges, track exams and talk to student experts.",
});

/**
 * The OTP dialog (its form, the native dialog, the favourites field) loads when the visitor
 * reaches for the register form (focus in it, or the pointer over it), else when a registration
 * succeeds; the server renders it in place when the page itself asks for the code (a post
 * without JS, ?verify=1).
 */
const loadOtp = () => import("~/components/accounts/otp-modal");
const OtpModal = lazy(() => loadOtp().then((m) => ({ default: m.OtpModal })));

function preloadOtp(event: { target: EventTarget }) {
  if (event.target instanceof Element && event.target.closest("form")) void loadOtp();
}

export default function RegisterPage() {
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const askForOtp =
    (actionData?.intent === "register" && actionData.status === "success") ||
    actionData?.intent === "otp" ||
    actionData?.intent === "resend" ||
    params.get("verify") === "1";
  // undefined until the code is first asked for: the dialog is rendered from then on.
  const [otpOpen, setOtpOpen] = useState<boolean | undefined>(askForOtp || undefined);
  useEffect(() => {
    if (askForOtp) setOtpOpen(true);
  }, [actionData, askForOtp]);

  return (
    <div onPointerOver={preloadOtp} onFocus={preloadOtp}>
      <AuthLayout
        screen={registerScreen}
        lead="Create your account and find your"
        intro="Shortlist colleges, track exams and talk to students who have been there."
      >
        <RegisterForm />
      </AuthLayout>
      {otpOpen === undefined ? null : (
        <Suspense fallback={null}>
          <OtpModal open={otpOpen} onClose={() => setOtpOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
