/**
 * The letter wizards' shared rules (LOR variants A and B, the SOP form): config types and
 * step bounds (the zod schema built from a config: ./wizard-schema). Steps 0 to 3 via
 * Back/Next within bounds; no validation rules, so every field is optional free text;
 * lengths are bounded so junk cannot be stored (and the body stays under the kit's limit).
 */
export const MAX_SHORT = 120;
export const MAX_LONG = 2000;

export interface WizardField {
  /** The stored key inside the step's group (e.g. personalInfo.fullName). */
  name: string;
  label: string;
  multiline?: boolean;
  placeholder?: string;
}

export interface WizardStep {
  title: string;
  /** The stored group key (personalInfo, academic, goals, recommender …). */
  group: string;
  fields: WizardField[];
}

export type WizardValues = Record<string, Record<string, string | undefined> | undefined>;

export interface WizardConfig {
  /** Form id, also the action result's intent. */
  id: string;
  /** submissions.kind (and ref) when the letter is generated. */
  kind: "lor" | "sop";
  ref?: string;
  /** The input steps; the read-only review step always comes last. */
  steps: WizardStep[];
  reviewTitle: string;
  generateLabel: string;
  /** A heading above the generate button (variant B: 'Download LOR (PDF/DOCX)'). */
  generateHeading?: string;
  letterTitle: string;
  /** Paragraphs of the sample letter. */
  compose: (values: WizardValues) => string[];
}

export const WIZARD_INTENTS = ["next", "back", "generate"] as const;
export type WizardIntent = (typeof WIZARD_INTENTS)[number];

export const STEP_FIELD = "step";

/** What the wizard action adds to its answer: the step to show and, once generated, the letter. */
export interface WizardData {
  step: number;
  letter?: string[];
}

/** Input steps plus the review step. */
export function stepCount(config: Pick<WizardConfig, "steps">): number {
  return config.steps.length + 1;
}

/** A posted step number; anything that is not a step in range means the first step. */
export function parseStep(raw: unknown, total: number): number {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (!/^\d{1,3}$/.test(text)) return 0;
  const n = Number(text);
  return n < total ? n : 0;
}

export function parseIntent(raw: unknown): WizardIntent | undefined {
  return (WIZARD_INTENTS as readonly unknown[]).includes(raw) ? (raw as WizardIntent) : undefined;
}

/** Where Back/Next/Generate lead from `step`, never outside 0 … total-1. */
export function stepAfter(step: number, intent: WizardIntent | undefined, total: number): number {
  const last = total - 1;
  const current = Math.min(Math.max(step, 0), last);
  if (intent === "next") return Math.min(current + 1, last);
  if (intent === "back") return Math.max(current - 1, 0);
  if (intent === "generate") return last;
  return current;
}

export const canGoBack = (step: number) => step > 0;
export const hasNext = (step: number, total: number) => step < total - 1;

/** The first input step with an error among `errorKeys` ("group.field"), if any. */
export function firstErrorStep(config: WizardConfig, errorKeys: readonly string[]): number | undefined {
  const index = config.steps.findIndex((s) => errorKeys.some((k) => k === s.group || k.startsWith(`${s.group}.`)));
  return index === -1 ? undefined : index;
}
