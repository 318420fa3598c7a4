/**
 * The server half of /admin/claims: its loader, its forms' action and its `headers`. `route.tsx` re-exports them.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { CLAIM_SLOTS, claimSlot } from "~/content/business-claims";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { setClaim, setClaimShown, storedClaims } from "~/lib/admin/claims.server";
import { formatDmyTime, fromDmy, toDmy } from "~/lib/admin/dates";
import {
  FORM_MESSAGES,
  formError,
  formFailure,
  getIntent,
  handleForm,
  readFormData,
  unreadableForm,
} from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";
import { HIDE, SAVE, schema, SHOW } from "./shared";

export const headers = pageHeaders;

const noStore = { "Cache-Control": cachePolicy.noStore };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "admin");
  const stored = await storedClaims(context);
  const editKey = new URL(request.url).searchParams.get("edit");
  const claims = CLAIM_SLOTS.map((slot) => {
    const c = stored[slot.key];
    return {
      key: slot.key,
      kind: slot.kind,
      label: slot.label,
      suffix: slot.suffix ?? "",
      shows: slot.shows,
      set: c
        ? {
            value: c.value,
            author: c.author,
            place: c.place,
            source: c.source,
            checked: c.checked_on ? toDmy(c.checked_on) : "",
            shown: c.hidden === 0,
            by: c.set_by,
            at: formatDmyTime(`${c.set_at.replace(" ", "T")}Z`),
          }
        : undefined,
    };
  });
  return data({ claims, edit: claimSlot(editKey ?? undefined) ? editKey : null }, { headers: noStore });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "admin");
  const formData = await readFormData(request);
  if (!formData) return formFailure(unreadableForm(SAVE));
  await verifyCsrf(admin, formData);
  const intent = getIntent(formData);
  if (intent === HIDE || intent === SHOW) {
    const key = String(formData.get("key") ?? "");
    const changed = await setClaimShown(context, admin, key, intent === SHOW);
    return redirect(
      `/admin/claims?${changed ? (intent === SHOW ? "shown" : "hidden") : "unchanged"}=${encodeURIComponent(key)}`,
      {
        headers: noStore,
      },
    );
  }
  const result = await handleForm(request, context, {
    schema,
    kind: "admin-content",
    intent: SAVE,
    store: false,
    formData,
  });
  if (!result.ok) return formFailure(result);
  const slot = claimSlot(result.value.key);
  if (!slot) return formError(SAVE, result.submission.reply({ fieldErrors: { key: ["Please choose a claim."] } }), 400);
  try {
    const changed = await setClaim(context, admin, slot, {
      value: (result.value.value ?? "").trim(),
      author: (result.value.author ?? "").trim(),
      place: (result.value.place ?? "").trim(),
      source: (result.value.source ?? "").trim(),
      checked_on: fromDmy(result.value.checked_on ?? "") ?? "",
      shown: result.value.shown === "on",
    });
    return redirect(`/admin/claims?${changed ? "saved" : "unchanged"}=${encodeURIComponent(slot.key)}`, {
      headers: noStore,
    });
  } catch (error) {
    console.error("claim not saved", error instanceof Error ? error.message : error);
    return formError(SAVE, result.submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }), 503);
  }
}
