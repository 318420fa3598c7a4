/**
 * The server half of /admin/data: its loader, its form's action and its `headers`. `route.tsx` re-exports them, so
 * the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { applyStaged, heldSources, readImportForm, stageImport } from "~/lib/admin/imports.server";
import { heldEditions } from "~/lib/official/editions.server";
import { IMPORT_FILE_FIELD, type ImportKind, IMPORT_MESSAGES } from "~/lib/official/import-form";
import { shortReport, type ImportReport } from "~/lib/official/import-plan";
import { ImportConfirmSchema, ImportFormSchema } from "~/lib/official/import-schema";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";
import { type FieldName } from "./shared";

export const headers = pageHeaders;

const noStore = { "Cache-Control": cachePolicy.noStore };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "admin");
  const [sources, editions] = await Promise.all([heldSources(context), heldEditions(context)]);
  return data({ sources, editions }, { headers: noStore });
}

interface Values {
  kind: string;
  category: string;
  year: string;
  round: string;
  clear: string;
}

type Reply =
  | { step: "form"; errors: Partial<Record<FieldName, string[]>>; values: Values; message?: string }
  | { step: "report"; report: ImportReport; staged: string; digest: string; message?: string }
  | { step: "applied"; report: ImportReport };

const reply = (body: Reply, status = 200) => data(body, { status, headers: noStore });

/** The form's choices as posted (kept on every refusal). */
function valuesOf(formData: FormData): Values {
  const text = (k: string) => {
    const v = formData.get(k);
    return typeof v === "string" ? v.slice(0, 200) : "";
  };
  return {
    kind: text("kind"),
    category: text("category"),
    year: text("year"),
    round: text("round"),
    clear: text("clear"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "admin");
  const read = await readImportForm(request);
  if (!read.ok) {
    // Nothing is stored: the refusal keeps the choices that could be read before the file.
    const message = read.reason === "tooBig" ? IMPORT_MESSAGES.tooBig : IMPORT_MESSAGES.unreadable;
    return reply({ step: "form", errors: { file: [message] }, values: valuesOf(read.fields) }, 400);
  }
  const { formData } = read;
  await verifyCsrf(admin, formData);
  const text = (k: string) => {
    const v = formData.get(k);
    return typeof v === "string" ? v : "";
  };
  const blank: Values = { kind: "", category: "", year: "", round: "", clear: "" };
  if (text("intent") === "apply") {
    const parsed = ImportConfirmSchema.safeParse({ staged: text("staged"), digest: text("digest") });
    if (!parsed.success)
      return reply({ step: "form", errors: { file: [IMPORT_MESSAGES.expired] }, values: blank }, 400);
    const result = await applyStaged(context, admin, parsed.data.staged, parsed.data.digest);
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
    return reply({ step: "form", errors: { file: [result.message] }, values: blank }, result.status);
  }
  const values = valuesOf(formData);
  const parsed = ImportFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<FieldName, string[]>> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0]) as FieldName] ??= []).push(issue.message);
    return reply({ step: "form", errors, values }, 400);
  }
  const { kind, category, year, round, clear } = parsed.data;
  const staged = await stageImport(context, admin, formData.get(IMPORT_FILE_FIELD), {
    kind: (kind || undefined) as ImportKind | undefined,
    category: category || undefined,
    year,
    round,
    clear,
  });
  if (!staged.ok) return reply({ step: "form", errors: { [staged.field]: [staged.message] }, values }, 400);
  return reply({
    step: "report",
    report: shortReport(staged.plan.report),
    staged: staged.staged,
    digest: staged.plan.digest,
  });
}
