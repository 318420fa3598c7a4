/**
 * The one action behind every letter wizard. Without JavaScript each step is a POST:
 * 'next'/'back' check the lengths and re-render the next step with every value carried
 * forward (nothing stored); 'generate' stores the answers through the form kit
 * (kind 'lor' / 'sop') and only then returns the composed sample letter.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  formFailure,
  formSuccess,
  getIntent,
  handleForm,
  readFormData,
  unreadableForm,
  type FormFailure,
} from "../forms/kit.server";
import {
  firstErrorStep,
  parseIntent,
  parseStep,
  STEP_FIELD,
  stepAfter,
  stepCount,
  type WizardConfig,
  type WizardData,
} from "./wizard";
import { wizardSchema } from "./wizard-schema";

/** A refused post, answered with the step the visitor should see (the first with an error). */
function withStep(failure: FormFailure, config: WizardConfig, fallback: number) {
  const step = firstErrorStep(config, Object.keys(failure.result.error ?? {})) ?? fallback;
  return formFailure<WizardData>(failure, { step });
}

export async function wizardAction(request: Request, context: AppLoadContext, config: WizardConfig) {
  const total = stepCount(config);
  const formData = await readFormData(request);
  const current = parseStep(formData?.get(STEP_FIELD), total);
  const intent = parseIntent(getIntent(formData));
  const schema = wizardSchema(config);

  // Every wizard button sends a known intent; anything else is not this form's post.
  if (!intent) {
    return withStep(unreadableForm(config.id), config, current);
  }

  if (intent === "generate") {
    const result = await handleForm(request, context, {
      schema,
      kind: config.kind,
      ref: config.ref,
      intent: config.id,
      formData,
      // A letter from no answers at all is still shown (with placeholders), but not stored.
      store: !formData || hasAnswer(config, formData),
    });
    if (!result.ok) return withStep(result, config, total - 1);
    return formSuccess<WizardData>(config.id, result.submission.reply(), {
      step: total - 1,
      letter: config.compose(result.value),
    });
  }

  // Back/Next: validate only (the length bounds), so the next step renders with the values.
  const result = await handleForm(request, context, {
    schema,
    kind: `${config.kind}-step`,
    intent: config.id,
    formData,
    store: false,
  });
  if (!result.ok) return withStep(result, config, current);
  return formSuccess<WizardData>(config.id, result.submission.reply(), { step: stepAfter(current, intent, total) });
}

/** True when at least one of the wizard's fields has a non-blank answer. */
export function hasAnswer(config: WizardConfig, formData: FormData): boolean {
  return config.steps.some((step) =>
    step.fields.some((f) => formData.getAll(`${step.group}.${f.name}`).some((v) => String(v).trim() !== "")),
  );
}
