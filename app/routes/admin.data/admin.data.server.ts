/**
 * The server half of /admin/data: its loader, its form's action and its `headers`. `route.tsx` re-exports them, so
 * the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { applyStaged, heldSources, readImportForm, stageImport } from "~/lib/admin/imports.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { heldEditions } from "~/lib/official/editions.server";
import type { ImportReport } from "~/lib/official/import";
import { IMPORT_FILE_FIELD, type ImportKind, IMPORT_MESSAGES, shortReport } from "~/lib/official/import-form";
import { type FieldName } from "./shared";

/** The form's schemas, awaited by the action (zod stays out of the page's client bundle). */
const schemas = () => import("~/lib/official/import-schema");

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
}

type Reply =
  | { step: "form"; errors: Partial<Record<FieldName, string[]>>; values: Values; message?: string }
  | { step: "report"; report: ImportReport; staged: string; digest: string; message?: string }
  | { step: "applied"; report: ImportReport };

const reply = (body: Reply, status = 200) => data(body, { status, headers: noStore });

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "admin");
  const formData = await readImportForm(request);
  const blank: Values = { kind: "", category: "", year: "", round: "" };
  if (!formData) return reply({ step: "form", errors: { file: [IMPORT_MESSAGES.tooBig] }, values: blank }, 400);
  await verifyCsrf(admin, formData);
  const text = (k: string) => {
    const v = formData.get(k);
    return typeof v === "string" ? v : "";
  };
  if (text("intent") === "apply") {
    const parsed = (await schemas()).ImportConfirmSchema.safeParse({ staged: text("staged"), digest: text("digest") });
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
  const values: Values = { kind: text("kind"), category: text("category"), year: text("year"), round: text("round") };
  const parsed = (await schemas()).ImportFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<FieldName, string[]>> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0]) as FieldName] ??= []).push(issue.message);
    return reply({ step: "form", errors, values }, 400);
  }
  const { kind, category, year, round } = parsed.data;
  const staged = await stageImport(context, admin, formData.get(IMPORT_FILE_FIELD), {
    kind: (kind || undefined) as ImportKind | undefined,
    category: category || undefined,
    year,
    round,
  });
  if (!staged.ok) return reply({ step: "form", errors: { [staged.field]: [staged.message] }, values }, 400);
  return reply({
    step: "report",
    report: shortReport(staged.plan.report),
    staged: staged.staged,
    digest: staged.plan.digest,
  });
}
