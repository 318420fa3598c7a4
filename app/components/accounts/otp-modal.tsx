/**
 * The OTP modal: posts the e-mailed code to the /register action,
 * which checks it against the pending registration; a wrong code shows 'Invalid OTP. Try
 * again.', the right one signs the visitor in and goes to / (or back to the page the student came from:
 * ?redirectTo=, posted with the code). "Send a new code" asks for
 * another (after a one-minute cool-down). With JS both post through fetchers; without JS
 * they are plain forms and the page renders the dialog open (close links back to /register).
 */
import { useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { BrowserFavouritesField } from "~/components/finder/favourites-list";
import { answerFor, FormErrors, FormMeta, KitForm, SubmitButton, TextField, useKitForm } from "~/components/forms";
import { Modal } from "~/components/ui/modal";
import { OTP_LENGTH } from "~/lib/accounts/checks";
import type { action } from "~/lib/accounts/register-page.server";
import { authHref, returnPath } from "~/lib/accounts/return-path";
import { OtpSchema } from "~/lib/accounts/schemas";
import { primaryButtonClass } from "./auth-layout";

export function OtpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fetcher = useFetcher<typeof action>();
  const resend = useFetcher<typeof action>();
  // A post without JavaScript: the page's own action data.
  const actionData = useActionData<typeof action>();
  const [form, fields] = useKitForm(OtpSchema, {
    id: "otp",
    lastResult: answerFor(fetcher.data ?? actionData, "otp")?.result,
    shouldValidate: "onSubmit",
  });
  const [params] = useSearchParams();
  const back = returnPath(params.get("redirectTo"));
  const postTo = authHref("/register", back);
  const resendData = answerFor(resend.data ?? actionData, "resend");
  const resendReply = resendData
    ? resendData.status === "success"
      ? { ok: true, text: resendData.data?.message }
      : { ok: false, text: resendData.result.error?.[""]?.[0] }
    : undefined;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Verify OTP"
      closeHref={postTo}
      labelledBy="otp-title"
      className="fixed inset-0 z-50 m-auto w-[min(92vw,26rem)] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      <p className="mt-2 text-slate-700">Enter the 6-digit OTP sent to your email</p>
      <KitForm
        form={form}
        as={fetcher.Form}
        intent="otp"
        summary={false}
        action={postTo}
        className="mt-4 flex flex-col gap-4"
      >
        <BrowserFavouritesField />
        {back ? <input type="hidden" name="redirectTo" value={back} /> : null}
        <TextField
          meta={fields.otp}
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.5em]"
        />
        <SubmitButton pending={fetcher.state !== "idle"} pendingLabel="Verifying…" className={primaryButtonClass}>
          Verify OTP
        </SubmitButton>
      </KitForm>
      <resend.Form method="post" action={postTo} noValidate className="mt-3 text-center text-sm">
        <FormMeta intent="resend" />
        {resendReply?.ok ? (
          <p role="status" className="mb-2 text-green-800">
            {resendReply.text}
          </p>
        ) : resendReply?.text ? (
          <div className="mb-2 text-left">
            <FormErrors errors={[resendReply.text]} />
          </div>
        ) : null}
        <button
          type="submit"
          disabled={resend.state !== "idle"}
          className="font-semibold text-indigo-700 underline-offset-2 hover:underline disabled:opacity-60"
        >
          Didn&apos;t get it? Send a new code
        </button>
      </resend.Form>
    </Modal>
  );
}
