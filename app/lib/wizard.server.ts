/**
 * The one action behind every letter wizard. Without JavaScript each step is a POST:
 * 'next'/'back' check the lengths and re-render the next step with every value carried
 * forward (nothing stored); 'generate' stores the answers through the form kit
 * (kind 'lor' / 'sop') and only then returns the composed sample letter.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import {
  FORM_MESSAGES,
  formError,
  formSuccess,
  getIntent,
  handleForm,
  readFormData,
  type FormActionData,
} from "./forms.server";
import {
  firstErrorStep,
  parseIntent,
  parseStep,
  STEP_FIELD,
  stepAfter,
  stepCount,
  wizardSchema,
  type WizardConfig,
} from "./wizard";

export interface WizardData {
  step: number;
  letter?: string[];
}

/** Re-sends a kit error response with the step the visitor should see. */
async function withStep(response: Response, config: WizardConfig, fallback: number): Promise<Response> {
  const body = (await response.json()) as FormActionData;
  const step = firstErrorStep(config, Object.keys(body.result.error ?? {})) ?? fallback;
  return json<FormActionData>(
    { ...body, data: { step } satisfies WizardData },
    { status: response.status, headers: response.headers },
  );
}

export async function wizardAction(request: Request, context: AppLoadContext, config: WizardConfig) {
  const total = stepCount(config);
  const formData = await readFormData(request);
  const current = parseStep(formData?.get(STEP_FIELD), total);
  const intent = parseIntent(getIntent(formData));
  const schema = wizardSchema(config);

  // Every wizard button sends a known intent; anything else is not this form's post.
  if (!intent) {
    return withStep(
      formError(config.id, { status: "error", error: { "": [FORM_MESSAGES.unreadable] } }, 400),
      config,
      current,
    );
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
    if (!result.ok) return withStep(result.response, config, total - 1);
    const data: WizardData = { step: total - 1, letter: config.compose(result.value) };
    return formSuccess(config.id, result.submission.reply(), { ...data });
  }

  // Back/Next: validate only (the length bounds), so the next step renders with the values.
  const result = await handleForm(request, context, {
    schema,
    kind: `${config.kind}-step`,
    intent: config.id,
    formData,
    store: false,
  });
  if (!result.ok) return withStep(result.response, config, current);
  const data: WizardData = { step: stepAfter(current, intent, total) };
  return formSuccess(config.id, result.submission.reply(), { ...data });
}

/** True when at least one of the wizard's fields has a non-blank answer. */
export function hasAnswer(config: WizardConfig, formData: FormData): boolean {
  return config.steps.some((step) =>
    step.fields.some((f) => formData.getAll(`${step.group}.${f.name}`).some((v) => String(v).trim() !== "")),
  );
}
