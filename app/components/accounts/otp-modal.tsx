/**
 * The OTP modal (part 1 §2, §4): posts the code to the /register action, which compares it
 * with the server-side setting; a wrong code shows 'Invalid OTP. Try again.', the right one
 * redirects to /. With JS it posts through a fetcher; without JS it is a plain form and the
 * page renders the dialog open (close links back to /register).
 */
import { useFetcher } from "@remix-run/react";
import {
  FormErrors,
  FormMeta,
  getFormProps,
  SubmitButton,
  TextField,
  useFormResult,
  useKitForm,
} from "~/components/forms";
import { Modal } from "~/components/ui/modal";
import { OTP_LENGTH } from "~/lib/account-rules";
import { primaryButtonClass } from "./auth-layout";
import { OtpSchema } from "./schemas";

export function OtpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fetcher = useFetcher();
  const [form, fields] = useKitForm(OtpSchema, {
    id: "otp",
    lastResult: useFormResult("otp", fetcher)?.result,
    shouldValidate: "onSubmit",
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Verify OTP"
      closeHref="/register"
      labelledBy="otp-title"
      className="fixed inset-0 z-50 m-auto w-[min(92vw,26rem)] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      <p className="mt-2 text-slate-700">Enter the 6-digit OTP sent to your email</p>
      <fetcher.Form method="post" action="/register" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
        <FormMeta intent="otp" />
        <FormErrors id={form.errorId} errors={form.errors} />
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
      </fetcher.Form>
    </Modal>
  );
}
