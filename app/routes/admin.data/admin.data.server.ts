/**
 * The server half of /admin/data: its loader, its form's action and its `headers`. `route.tsx` re-exports them, so
 * the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { applyStaged, heldSources, readImportForm, stageImport } from "~/lib/admin/imports.server";
import { heldEditions } from "~/lib/official/editions.server";
import { IMPORT_FILE_FIELD, type ImportKind, IMPORT_MESSAGES } from "~/lib/official/import-form";
import { shortReport, type ImportReport } from "~/lib/official/import-plan";
import { ImportActionSchema } from "~/lib/official/import-schema";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

const noStore = { "Cache-Control": cachePolicy.noStore };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "admin");
  const [sources, editions] = await Promise.all([heldSources(context), heldEditions(context)]);
  return data({ sources, editions }, { headers: noStore });
}

type Reply =
  | { step: "form"; result: SubmissionResult<string[]> }
  | { step: "report"; report: ImportReport; staged: string; digest: string; message?: string }
  | { step: "applied"; report: ImportReport };

const reply = (body: Reply, status = 200) => data(body, { status, headers: noStore });

/** A refusal on the upload form: the choices kept, each message beside its field (the file's too). */
const refuse = (submission: Submission<unknown>, status: number, fileError?: string) =>
  reply(
    { step: "form", result: submission.reply(fileError ? { fieldErrors: { file: [fileError] } } : undefined) },
    status,
  );

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "admin");
  const read = await readImportForm(request);
  if (!read.ok) {
    // Nothing is stored: the refusal keeps the choices that could be read before the file.
    const message = read.reason === "tooBig" ? IMPORT_MESSAGES.tooBig : IMPORT_MESSAGES.unreadable;
    return refuse(parseWithZod(read.fields, { schema: ImportActionSchema }), 400, message);
  }
  const { formData } = read;
  await verifyCsrf(admin, formData);
  const submission = parseWithZod(formData, { schema: ImportActionSchema });
  if (submission.status !== "success") {
    // A confirmation whose reference is not one the page gave: the upload is to be checked again.
    const { intent } = submission.payload;
    const message =
      intent === "apply" ? IMPORT_MESSAGES.expired : intent === "preview" ? undefined : IMPORT_MESSAGES.unreadable;
    return refuse(submission, 400, message);
  }
  const { value } = submission;
  if (value.intent === "apply") {
    const result = await applyStaged(context, admin, value.staged, value.digest);
    if (result.ok) return reply({ step: "applied", report: shortReport(result.plan.report) });
    if (result.plan && result.staged)
      return reply(
        {
          step: "report",
          report: shortReport(result.plan.report),
          staged: result.staged,
          digest: result.plan.digest,
          message: result.message,
        },
        result.status,
      );
    return refuse(submission, result.status, result.message);
  }
  const { kind, category, year, round, clear } = value;
  const staged = await stageImport(context, admin, value[IMPORT_FILE_FIELD] ?? null, {
    kind: (kind || undefined) as ImportKind | undefined,
    category: category || undefined,
    year,
    round,
    clear,
  });
  if (!staged.ok)
    return reply(
      { step: "form", result: submission.reply({ fieldErrors: { [staged.field]: [staged.message] } }) },
      400,
    );
  return reply({
    step: "report",
    report: shortReport(staged.plan.report),
    staged: staged.staged,
    digest: staged.plan.digest,
  });
}
