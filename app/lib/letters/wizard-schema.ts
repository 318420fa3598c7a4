/**
 * A letter wizard's zod/mini schema, built from its config: imported by the wizard action and
 * the page (docs/forms.md). The wizards have no validation rules,
 * so every field is optional free text, bounded so junk cannot be stored.
 */
import * as z from "zod/mini";
import { optionalText } from "../forms/validation";
import { MAX_LONG, MAX_SHORT, type WizardConfig } from "./wizard";

/** A wizard's steps are all its schema needs (the page has them without the letter composer). */
type WizardSteps = Pick<WizardConfig, "steps">;

const schemas = new WeakMap<WizardSteps, ReturnType<typeof buildSchema>>();

function buildSchema(config: WizardSteps) {
  return z.object(
    Object.fromEntries(
      config.steps.map((step) => [
        step.group,
        // A step whose fields were not posted is an empty group, not a missing one.
        z.prefault(
          z.object(
            Object.fromEntries(
              step.fields.map((f) => {
                const max = f.multiline ? MAX_LONG : MAX_SHORT;
                return [f.name, optionalText(max)];
              }),
            ),
          ),
          {},
        ),
      ]),
    ),
  );
}

/** The one schema for a wizard, shared by the browser (conform) and the action. */
export function wizardSchema(config: WizardSteps) {
  let schema = schemas.get(config);
  if (!schema) {
    schema = buildSchema(config);
    schemas.set(config, schema);
  }
  return schema;
}
