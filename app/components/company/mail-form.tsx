/**
 * The two mail forms (contact, advertising). The action stores the message and
 * returns the `mailto:` link; with JavaScript the page then opens the visitor's mail
 * program, and with or without it the confirmation offers the same link.
 */
import { useActionData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { answerFor, useKitForm } from "~/components/forms";
import type { FormSchema } from "~/lib/forms/kit";
import type { mailFormAction } from "~/lib/forms/mail-form.server";

/**
 * A mail form's state: the kit form, the mailto link once sent, and whether it is sending.
 * With JavaScript, each successful submission then opens the mail program.
 */
export function useMailForm<S extends FormSchema>(schema: S, intent: string) {
  const answer = answerFor(useActionData<typeof mailFormAction>(), intent);
  const navigation = useNavigation();
  const [form, fields] = useKitForm(schema, { id: intent, lastResult: answer?.result });
  const sent = answer?.status === "success" ? answer.data?.mailto : undefined;
  const mailto = sent?.startsWith("mailto:") ? sent : undefined;
  useEffect(() => {
    if (mailto) window.location.href = mailto;
    // A new action result (a new object) opens it again; re-renders do not.
  }, [mailto, answer]);
  return { form, fields, mailto, pending: navigation.state === "submitting" };
}

export function MailSent({ mailto, address }: { mailto: string; address: string }) {
  return (
    <div role="status" className="mb-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
      <p className="font-semibold">Thank you! Your message has been received.</p>
      <p className="mt-1 text-sm">
        We will reply within one business day. To send it from your own mail program as well,{" "}
        <a href={mailto} className="font-semibold text-emerald-900 underline">
          email {address}
        </a>
        .
      </p>
    </div>
  );
}
