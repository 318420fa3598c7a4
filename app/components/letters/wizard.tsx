/**
 * The one wizard template for the letter tools (LOR variant A, LOR variant B, SOP), driven
 * by a WizardConfig. Every step's fields stay in the form (other steps are `hidden`), so:
 *  - without JavaScript, Back/Next post the whole form and the server renders the next
 *    step with every value carried forward;
 *  - with JavaScript, Back/Next only switch the visible step (no round trip).
 * 'Generate' posts to the action, which stores the answers and returns the sample letter.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { answerFor, KitForm, TextareaField, TextField, useKitForm } from "~/components/forms";
import { valueOf } from "~/content/letter-values";
import { INTENT_FIELD } from "~/lib/forms/kit";
import {
  canGoBack,
  hasNext,
  MAX_LONG,
  MAX_SHORT,
  STEP_FIELD,
  stepAfter,
  stepCount,
  type WizardConfig,
  type WizardIntent,
  type WizardValues,
} from "~/lib/letters/wizard";
import { wizardSchema } from "~/lib/letters/wizard-schema";
import type { wizardAction } from "~/lib/letters/wizard.server";

const navButton =
  "rounded-lg px-5 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** `config` without its composer: the action composes the letter. */
export function Wizard({ config, action }: { config: Omit<WizardConfig, "compose">; action: string }) {
  const total = stepCount(config);
  const last = total - 1;
  const actionData = answerFor(useActionData<typeof wizardAction>(), config.id);
  const serverStep = actionData?.data?.step;
  const [step, setStep] = useState(serverStep ?? 0);
  const navigation = useNavigation();
  const generating = navigation.state === "submitting" && navigation.formData?.get(INTENT_FIELD) === "generate";
  const headingRefs = useRef<Array<HTMLHeadingElement | null>>([]);
  const moved = useRef(false);

  const [form, fields] = useKitForm(wizardSchema(config), {
    id: config.id,
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
  });

  // A server answer (no-JS step, or Generate) decides the step shown.
  useEffect(() => {
    if (serverStep !== undefined) setStep(serverStep);
  }, [actionData, serverStep]);

  // After a client-side move, take focus to the new step's heading (screen readers hear it).
  useEffect(() => {
    if (!moved.current) return;
    headingRefs.current[step]?.focus();
  }, [step]);

  function go(intent: WizardIntent) {
    return (event: React.MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      moved.current = true;
      setStep((s) => stepAfter(s, intent, total));
    };
  }

  const titles = [...config.steps.map((s) => s.title), config.reviewTitle];
  const letter = actionData?.status === "success" ? actionData.data?.letter : undefined;
  const values = (form.value ?? {}) as Record<string, Record<string, string | undefined> | undefined>;

  return (
    <KitForm form={form} action={action} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <input type="hidden" name={STEP_FIELD} value={step} />

      <div className="mb-6">
        <div className="mb-2 flex items-start justify-between gap-3 text-sm">
          <span className="font-semibold whitespace-nowrap text-indigo-800">
            Step {step + 1} of {total}
          </span>
          <span className="text-right text-slate-600">{titles[step]}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={step + 1}
          aria-valuetext={`Step ${step + 1} of ${total}: ${titles[step]}`}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-indigo-700 transition-all duration-300"
            style={{ width: `${((step + 1) / total) * 100}%` }}
          />
        </div>
        <ol className="mt-3 hidden gap-2 text-xs sm:grid sm:grid-cols-4">
          {titles.map((title, i) => (
            <li
              key={title}
              aria-current={i === step ? "step" : undefined}
              className={i <= step ? "font-semibold text-indigo-800" : "text-slate-600"}
            >
              {i + 1}. {title}
            </li>
          ))}
        </ol>
      </div>

      {config.steps.map((s, i) => {
        const group = (fields[s.group] as unknown as FieldMetadata<Record<string, string | undefined>>).getFieldset();
        const headingId = `${config.id}-step-${i}`;
        return (
          <section key={s.group} hidden={i !== step} aria-labelledby={headingId} className="flex flex-col gap-4">
            <StepHeading id={headingId} headingRef={(el) => void (headingRefs.current[i] = el)}>
              {s.title}
            </StepHeading>
            <div className="grid gap-4 sm:grid-cols-2">
              {s.fields.map((f) => {
                const field = { meta: group[f.name], label: f.label, placeholder: f.placeholder };
                return f.multiline ? (
                  <TextareaField key={f.name} {...field} maxLength={MAX_LONG} className="sm:col-span-2" />
                ) : (
                  <TextField key={f.name} {...field} maxLength={MAX_SHORT} />
                );
              })}
            </div>
          </section>
        );
      })}

      {/* Rendered only on the review step: its Generate button must never be the form's default (Enter) button. */}
      {step === last ? (
        <section aria-labelledby={`${config.id}-step-${last}`} className="flex flex-col gap-6">
          <StepHeading id={`${config.id}-step-${last}`} headingRef={(el) => void (headingRefs.current[last] = el)}>
            {config.reviewTitle}
          </StepHeading>
          {config.steps.map((s) => (
            <div key={s.group} className="rounded-xl bg-slate-50 p-4">
              <h3 className="font-semibold text-slate-900">{s.title}</h3>
              <dl className="mt-2 grid gap-3 sm:grid-cols-2">
                {s.fields.map((f) => {
                  const value = valueOf(values as WizardValues, s.group, f.name);
                  return (
                    <div key={f.name} className={f.multiline ? "sm:col-span-2" : undefined}>
                      <dt className="text-xs font-medium text-slate-600">{f.label}</dt>
                      <dd className={value ? "whitespace-pre-line text-slate-900" : "text-slate-600 italic"}>
                        {value || "Not provided"}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </div>
          ))}

          <div className="flex flex-col items-start gap-3">
            {config.generateHeading ? (
              <h3 className="text-lg font-semibold text-slate-900">{config.generateHeading}</h3>
            ) : null}
            <button
              type="submit"
              name={INTENT_FIELD}
              value="generate"
              disabled={generating}
              className={`${navButton} bg-emerald-700 text-white hover:bg-emerald-800`}
            >
              {generating ? "Generating..." : config.generateLabel}
            </button>
          </div>

          {letter ? (
            <article
              aria-labelledby={`${config.id}-letter`}
              className="rounded-xl border border-indigo-200 bg-indigo-50/50 p-5 sm:p-6"
            >
              <h3 id={`${config.id}-letter`} className="text-lg font-semibold text-slate-900">
                {config.letterTitle}
              </h3>
              <p role="status" className="mt-1 text-sm text-emerald-800">
                Your sample is ready. Edit any step and generate again to update it.
              </p>
              <div className="mt-4 flex flex-col gap-3 font-serif leading-relaxed text-slate-900">
                {letter.map((paragraph, i) => (
                  <p key={i} className="whitespace-pre-line">
                    {paragraph}
                  </p>
                ))}
              </div>
            </article>
          ) : null}
        </section>
      ) : null}

      {/* Next comes first in the markup so Enter in a field means Next; Back is shown on the left. */}
      <div className="mt-8 flex flex-row-reverse items-center justify-between gap-3 border-t border-slate-200 pt-5">
        {hasNext(step, total) ? (
          <button
            type="submit"
            name={INTENT_FIELD}
            value="next"
            onClick={go("next")}
            className={`${navButton} bg-indigo-700 text-white hover:bg-indigo-800`}
          >
            Next
          </button>
        ) : (
          <span />
        )}
        <button
          type="submit"
          name={INTENT_FIELD}
          value="back"
          onClick={go("back")}
          disabled={!canGoBack(step)}
          className={`${navButton} border border-slate-300 text-slate-800 hover:bg-slate-50`}
        >
          Back
        </button>
      </div>
    </KitForm>
  );
}

/** A step's heading; it takes focus when the step changes in the browser. */
function StepHeading({
  id,
  headingRef,
  children,
}: {
  id: string;
  headingRef: (el: HTMLHeadingElement | null) => void;
  children: React.ReactNode;
}) {
  return (
    <h2 id={id} tabIndex={-1} ref={headingRef} className="text-xl font-semibold text-slate-900 focus:outline-none">
      {children}
    </h2>
  );
}
