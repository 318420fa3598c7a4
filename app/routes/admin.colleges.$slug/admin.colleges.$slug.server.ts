/**
 * The server half of /admin/colleges/{slug}: its loader, its form's action and its `headers`. `route.tsx` re-exports
 * them, so the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { ownershipLabel } from "~/components/colleges/college-card";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import {
  COLLEGE_FIELD_DEFS,
  COLLEGE_FIELDS,
  COLLEGE_MESSAGES,
  OFFICIAL_FIELDS,
  type CollegeValues,
} from "~/lib/admin/college-fields";
import { CollegeFormSchema } from "~/lib/admin/college-form";
import {
  discardCollegeDraft,
  getCollegeDraft,
  getCollegeForEdit,
  publishCollege,
  saveCollegeDraft,
} from "~/lib/admin/colleges.server";
import { readContentUpload, refusedUpload, storeImage } from "~/lib/admin/content.server";
import { formatDmyTime } from "~/lib/admin/dates";
import { listMedia, pickedImageOk } from "~/lib/admin/media.server";
import { editIntentSchema } from "~/lib/admin/schemas";
import { abroadFacts } from "~/lib/colleges/abroad.server";
import { formatMoney } from "~/lib/colleges/model";
import { FORM_MESSAGES, formError, formFailure, handleForm } from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";
import { SAVE } from "./shared";

export const headers = pageHeaders;

const noStore = { "Cache-Control": cachePolicy.noStore };

const notFound = () => new Response("Not found", { status: 404, headers: noStore });

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function load(context: LoaderFunctionArgs["context"], slug: string | undefined) {
  if (!slug || !SLUG.test(slug) || slug.length > 120) throw notFound();
  const college = await getCollegeForEdit(context, slug);
  if (!college) throw notFound();
  return college;
}

const pick = (row: Partial<CollegeValues>) =>
  Object.fromEntries(COLLEGE_FIELDS.map((f) => [f, String(row[f] ?? "")])) as CollegeValues;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "editor");
  const college = await load(context, params.slug);
  const draft = await getCollegeDraft(context, college.id);
  const live = pick(college);
  const values = draft ? pick({ ...live, ...draft.values }) : live;
  const mediaCursor = new URL(request.url).searchParams.get("media");
  return data(
    {
      college: {
        slug: college.slug,
        name: college.name,
        place: [college.city, college.state].filter(Boolean).join(", "),
        official: [
          ["NIRF rank", college.rank_best < 1_000_000 ? `#${college.rank_best} (${college.rank_label})` : "Not ranked"],
          ["Ownership", ownershipLabel(college.ownership)],
          ["Established", college.established ? String(college.established) : "Not published yet"],
          ["Lowest total fees", college.fees_min > 0 ? formatMoney(college.fees_min, "INR") : "Not published yet"],
          ["Data last updated", college.data_updated || "—"],
        ],
      },
      values,
      changes: draft ? COLLEGE_FIELDS.filter((f) => values[f] !== live[f]) : [],
      draft: draft ? { author: draft.author.replace(/ \(.*\)$/, ""), when: formatDmyTime(draft.updatedAt) } : undefined,
      media: { ...(await listMedia(context, mediaCursor)), first: !mediaCursor },
      // A university abroad: its sourced figures, read-only (changed by uploading a table on /admin/data).
      abroad: await abroadFacts(context, college.slug).catch(() => []),
    },
    { headers: noStore },
  );
}

const CollegeIntentSchema = editIntentSchema(["publish", "discard"]);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "editor");
  const college = await load(context, params.slug);
  const read = await readContentUpload(request);
  if (!read.ok) return refusedUpload(SAVE, read, CollegeFormSchema, "");
  const { formData } = read;
  await verifyCsrf(admin, formData);
  const page = `/admin/colleges/${college.slug}`;
  const button = parseWithZod(formData, { schema: CollegeIntentSchema });
  if (button.status === "success" && button.value.intent === "publish") {
    await publishCollege(context, admin, college);
    return redirect(`${page}?published=1`, { headers: noStore });
  }
  if (button.status === "success" && button.value.intent === "discard") {
    await discardCollegeDraft(context, admin, college);
    return redirect(`${page}?discarded=1`, { headers: noStore });
  }
  const result = await handleForm(request, context, {
    schema: CollegeFormSchema,
    kind: "admin-college",
    intent: SAVE,
    store: false,
    formData,
  });
  if (!result.ok) return formFailure(result);
  // An official figure is never typed: a post that tries is refused whole.
  if (OFFICIAL_FIELDS.some((f) => f in result.submission.payload)) {
    return formError(SAVE, result.submission.reply({ formErrors: [COLLEGE_MESSAGES.official] }), 400);
  }
  try {
    const values = pick(result.value as Partial<CollegeValues>);
    const waiting = await getCollegeDraft(context, college.id);
    const fieldErrors: Record<string, string[]> = {};
    for (const def of COLLEGE_FIELD_DEFS) {
      if (def.input !== "image" || !def.file) continue;
      const had = [college[def.name], waiting?.values[def.name] ?? ""];
      if (!had.includes(values[def.name]) && !(await pickedImageOk(context, values[def.name], ""))) {
        fieldErrors[def.name] = [COLLEGE_MESSAGES.image];
        continue;
      }
      const upload = await storeImage(context, result.submission.payload[def.file]);
      if (upload.error) fieldErrors[def.file] = [upload.error];
      else if (upload.path) values[def.name] = upload.path;
    }
    if (Object.keys(fieldErrors).length) {
      return formError(SAVE, result.submission.reply({ fieldErrors }), 400);
    }
    const saved = await saveCollegeDraft(context, admin, college, values);
    return redirect(`${page}?${saved}=1`, { headers: noStore });
  } catch (error) {
    console.error("college not saved", error instanceof Error ? error.message : error);
    return formError(SAVE, result.submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }), 503);
  }
}
