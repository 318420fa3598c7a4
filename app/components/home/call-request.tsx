/**
 * The call-request popup, opened by 'Need Counselling'
 * in the hero and 'Get on Call' in the Have Questions banner (call-trigger.tsx). With JS it is a
 * modal that posts through a fetcher, mounted at the first opening; without JS the
 * triggers link to `?call=1#call`, the server renders the dialog open, and the form posts to the
 * same action.
 */
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  answerFor,
  CheckboxField,
  EmailField,
  KitForm,
  MobileField,
  SelectField,
  SubmitButton,
  TextField,
  useKitForm,
} from "~/components/forms";
import { ActionLink, buttonClass } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { CALL_INTENT } from "~/content/home";
import { CALL_LEVELS } from "~/content/home-forms";
import type { action } from "~/lib/home/page.server";
import { CallRequestSchema } from "~/lib/home/schemas";

const CLOSE_HREF = "/#have-questions";

interface CallRequestProps {
  open: boolean;
  onClose: () => void;
}

/** Every close starts a fresh form (and a fresh Conform state) for the next opening. */
export function CallRequestModal(props: CallRequestProps) {
  const [session, setSession] = useState(0);
  const wasOpen = useRef(props.open);
  useEffect(() => {
    if (wasOpen.current && !props.open) setSession((s) => s + 1);
    wasOpen.current = props.open;
  }, [props.open]);
  return <CallRequestDialog key={session} session={session} {...props} />;
}

function CallRequestDialog({ open, onClose, session }: CallRequestProps & { session: number }) {
  const fetcher = useFetcher<typeof action>({ key: CALL_INTENT });
  const actionData = useActionData<typeof action>();
  const mine = answerFor(fetcher.data ?? actionData, CALL_INTENT);
  const [form, fields] = useKitForm(CallRequestSchema, {
    id: CALL_INTENT,
    lastResult: mine?.result,
  });

  // Thanks for a post made in this opening (or the no-JS post that rendered the page).
  const atMount = useRef(mine);
  const thanked = mine?.status === "success" && (session === 0 || mine !== atMount.current);

  const cancel = (
    <ActionLink href={CLOSE_HREF} onClick={onClose} className={buttonClass("outline")}>
      Cancel
    </ActionLink>
  );

  return (
    <Modal open={open} onClose={onClose} title="Talk to a Counsellor" closeHref={CLOSE_HREF} labelledBy="call-title">
      {thanked ? (
        <div role="status" className="mt-4">
          <p className="text-slate-800">
            {`Thank you${mine?.data?.firstName ? `, ${mine?.data?.firstName}` : ""}! Our counsellor will call you shortly.`}
          </p>
          <div className="mt-6 flex justify-end">
            <ActionLink href={CLOSE_HREF} onClick={onClose} className={buttonClass("primary")}>
              Close
            </ActionLink>
          </div>
        </div>
      ) : (
        <KitForm form={form} intent={CALL_INTENT} as={fetcher.Form} className="mt-4 grid gap-4 sm:grid-cols-2">
          <p className="text-sm text-slate-600 sm:col-span-2">
            Share your details and a counsellor will call you back.
          </p>
          <TextField meta={fields.firstName} label="First name" required autoComplete="given-name" />
          <TextField meta={fields.lastName} label="Last name" required autoComplete="family-name" />
          <EmailField meta={fields.email} required />
          <MobileField meta={fields.phone} label="Phone" required />
          <SelectField meta={fields.level} label="Level" required options={CALL_LEVELS} placeholder="Select level" />
          <TextField meta={fields.course} label="Course" type="search" placeholder="Search course" />
          <CheckboxField
            className="sm:col-span-2"
            meta={fields.privacy}
            required
            label={
              <>
                I agree to the{" "}
                <a href="/privacy-policy" className="text-indigo-700 underline">
                  privacy policy
                </a>
              </>
            }
          />
          <div className="flex justify-end gap-3 sm:col-span-2">
            {cancel}
            <SubmitButton pending={fetcher.state !== "idle"} pendingLabel="Sending...">
              Join the Call
            </SubmitButton>
          </div>
        </KitForm>
      )}
    </Modal>
  );
}
