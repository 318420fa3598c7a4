/**
 * /lor-form's letters — both variants' steps and their sample-letter composers — for its loader
 * and action, through a `.server` module so that the page's JavaScript does not carry them: the
 * loader sends the chosen variant's steps (`wizardView`), the action composes the letter.
 */
import type { WizardConfig } from "~/lib/letters/wizard";

/** What the wizard shows: the config without its composer (a function stays on the server). */
export function wizardView({ compose: _compose, ...view }: WizardConfig): Omit<WizardConfig, "compose"> {
  return view;
}
