/**
 * /admin/claims: the business's own claims the site can show — company figures, badges and accreditations,
 * testimonials — each with its value, its source and the date that source was checked, and whether the site shows
 * it. An unset or hidden claim is not shown anywhere (pages or API). Set or edit one (`?edit={key}`, a plain GET
 * link), hide it or show it again; every change is audited. Admins only.
 */
import { Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import {
  consoleMeta,
  CsrfField,
  IntentButton,
  Notice,
  PageTitle,
  Pill,
  secondaryButtonClass,
} from "~/components/admin/admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  answerFor,
  CheckboxField,
  FormErrors,
  KitForm,
  SubmitButton,
  TextareaField,
  TextField,
  useKitForm,
} from "~/components/forms";
import type { ClaimKind } from "~/content/business-claims";
import type { loader, action } from "./admin.claims.server";
import { HIDE, SAVE, schema, SHOW } from "./shared";

export { action, headers, loader } from "./admin.claims.server";

export const meta = consoleMeta("Claims");

const GROUPS: Array<{ kind: ClaimKind; title: string }> = [
  { kind: "figure", title: "Company figures" },
  { kind: "badge", title: "Badges and accreditations" },
  { kind: "testimonial", title: "Testimonials" },
];

const NOTICES: Record<string, string> = {
  saved: "Saved: the site shows it now if it is set to show.",
  hidden: "Hidden: the site no longer shows it.",
  shown: "Shown: the site shows it now.",
  unchanged: "Nothing changed.",
};

type Claim = ReturnType<typeof useLoaderData<typeof loader>>["claims"][number];

export default function AdminClaims() {
  const { claims, edit } = useLoaderData<typeof loader>();
  const answer = answerFor(useActionData<typeof action>(), SAVE);
  const [params] = useSearchParams();
  const notice = Object.keys(NOTICES).find((k) => params.has(k));
  // After a refused save the form stays open on the claim it was for.
  const editing = claims.find((c) => c.key === (edit ?? answer?.result?.initialValue?.key));
  // A refused save that names no claim (an unreadable post, an unknown key) has no form to stand in: its messages
  // head the page.
  const unplaced = answer && !editing ? Object.values(answer.result?.error ?? {}).flatMap((list) => list ?? []) : [];

  return (
    <>
      <PageTitle>Claims</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        Figures, badges and testimonials about the business show on the site only once set here with a source (a URL or
        the document they can be checked against) and the date it was checked, and only while shown. Nothing else states
        them.
      </p>
      {notice ? <Notice>{NOTICES[notice]}</Notice> : null}
      {unplaced.length ? <FormErrors errors={unplaced} /> : null}
      {editing ? <ClaimForm key={`${editing.key}-${editing.set?.at ?? "new"}`} claim={editing} /> : null}
      {GROUPS.map((group) => (
        <section key={group.kind} aria-labelledby={`claims-${group.kind}`} className="mb-8">
          <h2 id={`claims-${group.kind}`} className="mb-3 text-lg font-bold text-slate-900">
            {group.title}
          </h2>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  <th scope="col" className="p-2">
                    Claim
                  </th>
                  <th scope="col" className="p-2">
                    Value
                  </th>
                  <th scope="col" className="p-2">
                    Source
                  </th>
                  <th scope="col" className="p-2">
                    Checked
                  </th>
                  <th scope="col" className="p-2">
                    State
                  </th>
                  <th scope="col" className="p-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {claims
                  .filter((c) => c.kind === group.kind)
                  .map((c) => (
                    <ClaimRow key={c.key} claim={c} />
                  ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

function ClaimRow({ claim: c }: { claim: Claim }) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="p-2 font-semibold text-slate-900">
        {c.label}
        <span className="block text-xs font-normal text-slate-600">{c.shows}</span>
      </th>
      <td className="max-w-xs p-2 break-words text-slate-800">
        {c.set ? (
          c.kind === "testimonial" ? (
            <>
              “{c.set.value}” — {c.set.author}
              {c.set.place ? `, ${c.set.place}` : ""}
            </>
          ) : c.kind === "figure" ? (
            `${c.set.value}${c.suffix}`
          ) : (
            "Badge"
          )
        ) : (
          "—"
        )}
      </td>
      <td className="max-w-xs p-2 break-words text-slate-800">{c.set?.source ?? "—"}</td>
      <td className="p-2 whitespace-nowrap text-slate-800">{c.set?.checked || "—"}</td>
      <td className="p-2">
        {c.set ? (
          c.set.shown ? (
            <Pill tone="green">Shown</Pill>
          ) : (
            <Pill tone="amber">Hidden</Pill>
          )
        ) : (
          <Pill>Not set</Pill>
        )}
      </td>
      <td className="p-2">
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/admin/claims?edit=${encodeURIComponent(c.key)}`}
            className={secondaryButtonClass}
            aria-label={`${c.set ? "Edit" : "Set"} ${c.label}`}
          >
            {c.set ? "Edit" : "Set"}
          </Link>
          {c.set ? (
            <IntentButton intent={c.set.shown ? HIDE : SHOW} fields={{ key: c.key }}>
              <span aria-hidden="true">{c.set.shown ? "Hide" : "Show"}</span>
              <span className="sr-only">{`${c.set.shown ? "Hide" : "Show"} ${c.label}`}</span>
            </IntentButton>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function ClaimForm({ claim }: { claim: Claim }) {
  const navigation = useNavigation();
  const answer = answerFor(useActionData<typeof action>(), SAVE);
  const [form, fields] = useKitForm(schema, {
    id: `${SAVE}-${claim.key}`,
    lastResult: answer?.result,
    defaultValue: {
      key: claim.key,
      value: claim.kind === "badge" ? "" : (claim.set?.value ?? ""),
      author: claim.set?.author ?? "",
      place: claim.set?.place ?? "",
      source: claim.set?.source ?? "",
      checked_on: claim.set?.checked ?? "",
      shown: claim.set ? (claim.set.shown ? "on" : "") : "on",
    },
    shouldValidate: "onSubmit",
  });
  return (
    <section
      aria-labelledby="claim-form-title"
      className="mb-8 max-w-2xl rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="claim-form-title" className="mb-3 text-lg font-bold text-slate-900">
        {`${claim.set ? "Edit" : "Set"}: ${claim.label}`}
      </h2>
      <KitForm form={form} intent={SAVE} action="/admin/claims" className="space-y-4">
        <CsrfField />
        <input type="hidden" name={fields.key.name} value={claim.key} />
        {claim.kind === "figure" ? (
          <TextField
            meta={fields.value}
            label={`Figure${claim.suffix ? ` (shown with "${claim.suffix}")` : ""}`}
            required
            inputMode="numeric"
          />
        ) : null}
        {claim.kind === "testimonial" ? (
          <>
            <TextareaField meta={fields.value} label="Words of the student" required rows={3} maxLength={600} />
            <TextField
              meta={fields.author}
              label="Student's name"
              required
              maxLength={80}
              hint="The student who gave it, with their consent; never one of our experts."
            />
            <TextField meta={fields.place} label="From and to (e.g. Pune → Dublin)" maxLength={80} />
          </>
        ) : null}
        <TextField
          meta={fields.source}
          label="Source"
          required
          maxLength={300}
          hint="A URL, or the document it can be checked against (e.g. ICEF certificate no. 1234)."
        />
        <TextField meta={fields.checked_on} label="Date checked" required placeholder="dd/mm/yyyy" />
        <CheckboxField meta={fields.shown} label="Show on the site" />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
            Save claim
          </SubmitButton>
          <Link to="/admin/claims" className={secondaryButtonClass}>
            Cancel
          </Link>
        </div>
      </KitForm>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
