/**
 * A service inquiry form rendered from its definition. Validation is the
 * zod schema built from the same definition, on the client and in the action.
 * With JS: the button shows 'Submitting...' for the fixed 2 s while the inquiry is stored,
 * then the form clears and the success alert appears. Without JS: the same action and
 * messages, and the success sentence on the page.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import {
  answerFor,
  KitForm,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useKitForm,
} from "~/components/forms";
import { buttonClass } from "~/components/ui/button";
import type { InquiryField } from "~/content/inquiry-forms";
import { INQUIRY_INTENT, INQUIRY_SUCCESS, SUBMIT_DELAY_MS } from "~/content/service-detail-page";
import { buildInquirySchema } from "~/lib/catalogue/inquiry-schema";
import type { FormActionData } from "~/lib/forms/kit";

/** Collapsed field count. */
export const COLLAPSED_FIELD_COUNT = 6;

/** Collapse rule: more than 6 fields → the first 6 show until expanded. */
export function splitFields<T>(fields: readonly T[], limit = COLLAPSED_FIELD_COUNT): { visible: T[]; hidden: T[] } {
  return fields.length > limit
    ? { visible: fields.slice(0, limit), hidden: fields.slice(limit) }
    : { visible: [...fields], hidden: [] };
}

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

function Field({ def, meta }: { def: InquiryField; meta: Meta }) {
  const common = { meta, label: def.label, required: def.required };
  switch (def.type) {
    case "select":
      return <SelectField {...common} options={def.options ?? []} placeholder={`Select ${def.label}`} />;
    case "textarea":
      return <TextareaField {...common} placeholder={def.placeholder} />;
    default:
      return <TextField {...common} type={def.type} placeholder={def.placeholder} />;
  }
}

/** `actionData`: the page's action data (`useActionData<typeof action>()`), the answer to a post without JavaScript. */
export function InquiryForm({
  slug,
  title,
  fields,
  actionData,
}: {
  slug: string;
  title: string;
  fields: readonly InquiryField[];
  actionData?: FormActionData;
}) {
  const fetcher = useFetcher<FormActionData>();
  const [waiting, setWaiting] = useState(false);
  const [delayDone, setDelayDone] = useState(false);
  const [released, setReleased] = useState<FormActionData>();
  // The released fetcher answer, else the page's action data (a post without JavaScript).
  const answer = answerFor(released ?? actionData, INQUIRY_INTENT);
  const timer = useRef<number>();
  const formRef = useRef<HTMLFormElement>(null);

  const schema = useMemo(() => buildInquirySchema(fields), [fields]);
  const [form, meta] = useKitForm(schema, {
    id: `inquiry-${slug}`,
    lastResult: answer?.result,
  });
  const all = meta as unknown as Record<string, Meta>;
  const { visible, hidden } = splitFields(fields);
  const hiddenHasErrors = hidden.some((f) => all[f.name]?.errors?.length);
  const [expanded, setExpanded] = useState(hiddenHasErrors);
  useEffect(() => {
    if (hiddenHasErrors) setExpanded(true);
  }, [hiddenHasErrors]);

  // Release the stored result only when both the 2 s delay and the request are over.
  useEffect(() => {
    if (waiting && delayDone && fetcher.state === "idle" && fetcher.data) {
      setWaiting(false);
      setReleased(fetcher.data);
    }
  }, [waiting, delayDone, fetcher.state, fetcher.data]);

  useEffect(() => {
    if (released?.status !== "success") return;
    formRef.current?.reset();
    window.alert(INQUIRY_SUCCESS);
  }, [released]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const noJsSuccess = answer !== released && answer?.status === "success";

  return (
    <div id="inquiry" className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl">
      <h2 id="inquiry-heading" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Fields marked <span className="text-red-600">*</span> are required.
      </p>
      {noJsSuccess ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900"
        >
          {INQUIRY_SUCCESS}
        </p>
      ) : null}
      <KitForm
        form={form}
        as={fetcher.Form}
        intent={INQUIRY_INTENT}
        action={`/services/${slug}`}
        ref={formRef}
        aria-labelledby="inquiry-heading"
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          form.onSubmit(event);
          if (event.defaultPrevented || waiting) {
            event.preventDefault();
            return;
          }
          event.preventDefault();
          setWaiting(true);
          setDelayDone(false);
          fetcher.submit(event.currentTarget, { method: "post", action: `/services/${slug}` });
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setDelayDone(true), SUBMIT_DELAY_MS);
        }}
      >
        {visible.map((def) => (
          <Field key={def.name} def={def} meta={all[def.name]} />
        ))}
        {hidden.length ? (
          <details open={expanded} onToggle={(e) => setExpanded(e.currentTarget.open)} className="group">
            <summary className="w-fit rounded-md py-1 text-sm font-semibold text-indigo-700 hover:text-indigo-900">
              <span className="group-open:hidden">{`Show All Fields (${fields.length})`}</span>
              <span className="hidden group-open:inline">Show Less Fields</span>
            </summary>
            <div className="mt-4 flex flex-col gap-4">
              {hidden.map((def) => (
                <Field key={def.name} def={def} meta={all[def.name]} />
              ))}
            </div>
          </details>
        ) : null}
        <SubmitButton
          pending={waiting}
          pendingLabel="Submitting..."
          className={buttonClass("primary", { block: true, size: "lg" })}
        >
          Submit Inquiry
        </SubmitButton>
      </KitForm>
    </div>
  );
}
