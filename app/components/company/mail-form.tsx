/**
 * The two mail forms (contact, advertising; part 2 §7). The action stores the message and
 * returns the `mailto:` link; with JavaScript the page then opens the visitor's mail
 * program, and with or without it the confirmation offers the same link.
 */
import { useEffect } from "react";
import type { FormActionData } from "~/lib/forms.server";

/** The mailto link of a successful submission of `intent`, if this action data is one. */
export function sentMailto(actionData: unknown, intent: string): string | undefined {
  const data = actionData as FormActionData | undefined;
  if (data?.intent !== intent || data.status !== "success") return undefined;
  const mailto = data.data?.mailto;
  return typeof mailto === "string" && mailto.startsWith("mailto:") ? mailto : undefined;
}

/** Opens the mail program once per successful submission. */
export function useOpenMailto(mailto: string | undefined, submission: unknown) {
  useEffect(() => {
    if (mailto) window.location.href = mailto;
    // A new action result (a new object) opens it again; re-renders do not.
  }, [mailto, submission]);
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
