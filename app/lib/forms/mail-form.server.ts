/**
 * The server half of the two mail forms (contact, advertising): validate and store with
 * the form kit, then answer with the `mailto:` link the page opens.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type * as z from "zod/mini";
import { getSettings, type PublicSettings } from "../platform/config";
import { formSuccess, handleForm, formFailure } from "./kit.server";
import { buildMailto, type MailField, type MailSentData } from "./mailto";

export async function mailFormAction<S extends z.ZodMiniType>(
  request: Request,
  context: AppLoadContext,
  options: {
    schema: S;
    kind: string;
    to: (settings: PublicSettings) => string;
    subject?: string;
    fields: (value: z.output<S>) => MailField[];
  },
) {
  const result = await handleForm(request, context, { schema: options.schema, kind: options.kind });
  if (!result.ok) return formFailure(result);
  const mailto = buildMailto(options.to(getSettings(context.env)), {
    subject: options.subject,
    fields: options.fields(result.value),
  });
  return formSuccess<MailSentData>(options.kind, result.submission.reply({ resetForm: true }), { mailto });
}
