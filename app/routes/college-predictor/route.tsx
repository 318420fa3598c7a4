/**
 * /college-predictor — JoSAA's programmes a JEE rank can reach, as Safe, Moderate or Ambitious from the
 * closing ranks of the last three years held (the rule is stated on the page; each row shows the figures
 * it used). A GET form validated by the kit's schema in the browser and in the loader (bad input → 400,
 * messages beside the fields, input kept); filters by institute type, state and branch; paged by a
 * closing-rank cursor; every answer a shareable URL; no sign-in.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { rankText } from "~/components/cutoffs/cutoff-table";
import { NeetAnswer } from "~/components/cutoffs/neet-answer";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  CheckboxField,
  FormErrors,
  getFormProps,
  SelectField,
  SubmitButton,
  TextField,
  useKitForm,
} from "~/components/forms";
import { BAND_RULE, NEW_PROGRAMME, TREND_YEARS, type Band } from "~/lib/cutoffs/bands";
import { josaaTakenNote, roundsRead } from "~/lib/cutoffs/editions";
import {
  CANDIDATE_GENDERS,
  CATEGORIES,
  CATEGORY_LABELS,
  EXAMS,
  INSTITUTE_TYPE_LABELS,
  INSTITUTE_TYPES,
  JOSAA_SOURCE,
  PREDICTOR_PAGE_SIZE,
} from "~/lib/cutoffs/model";
import { NEET_EXAM } from "~/lib/cutoffs/neet";
import type { Prediction } from "~/lib/cutoffs/predictor-queries.server";
import { PredictorSchema } from "~/lib/cutoffs/schema";
import { formatNumber } from "~/lib/format/plural";
import { STATES } from "~/lib/official/states";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./college-predictor.server";
import { PATH } from "./shared";

export { headers, loader } from "./college-predictor.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  getMeta(
    new URLSearchParams(args.location.search).get("exam") === NEET_EXAM
      ? {
          title: "College Predictor: NEET-UG MBBS (All India Quota)",
          description:
            "Enter your NEET-UG All India Rank: see which MBBS seats of the Medical Counselling Committee's All India Quota are Safe, Moderate or Ambitious from MCC's published closing ranks, each with its year and round.",
          // One indexed page for the NEET predictor, whatever rank is asked.
          path: `${PATH}?exam=${NEET_EXAM}`,
        }
      : {
          title: "College Predictor: JEE Main and JEE Advanced",
          description:
            "Enter your JEE Main or JEE Advanced rank, category, gender and home state: see which IIT, NIT, IIIT and GFTI programmes are Safe, Moderate or Ambitious from JoSAA's closing ranks of the last three years.",
          // An answer's URL (the student's rank in the query) is canonicalised to the predictor itself: shareable and
          // crawlable, but indexed once.
          path: PATH,
        },
    args,
  );

const BAND_CLASS: Record<Band, string> = {
  Safe: "bg-emerald-100 text-emerald-900",
  Moderate: "bg-amber-100 text-amber-900",
  Ambitious: "bg-rose-100 text-rose-900",
};

export default function CollegePredictor() {
  const { result, answer, neet, search, held } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <div className="bg-slate-50 pb-24">
      <section aria-labelledby="predictor-title" className="bg-gradient-to-r from-indigo-800 to-violet-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
          <h1 id="predictor-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            College Predictor
          </h1>
          <p className="mt-2 max-w-3xl text-indigo-100">
            Your JEE Advanced rank opens the IITs; your JEE Main Paper 1 rank the B.E./B.Tech programmes of the NITs,
            IIITs and other government-funded technical institutes (GFTIs), and your Paper 2 rank their B.Arch and
            B.Plan programmes; your NEET-UG All India Rank the MBBS seats of MCC&apos;s All India Quota. See which
            programmes your ranks reached in past years.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[20rem_1fr] lg:px-8">
        <aside aria-label="Your rank and choices" className="lg:self-start">
          {/* A new answer (URL) starts the form from that answer's values. */}
          <PredictorForm key={location.search} result={result} search={location.search} />
        </aside>
        <div className="grid min-w-0 gap-6">
          {!held ? (
            <p className="rounded-2xl bg-white p-6 text-slate-800 shadow-sm">
              {neet
                ? "MCC's NEET-UG opening and closing ranks: not published yet. The predictor answers once they are."
                : "JoSAA opening and closing ranks: not published yet. The predictor answers once they are."}
            </p>
          ) : null}
          {answer ? <Answer answer={answer} firstPage={search} /> : null}
          {neet ? <NeetAnswer answer={neet} firstPage={search} path={PATH} /> : null}
          <Rule />
        </div>
      </div>
    </div>
  );
}

function PredictorForm({ result, search }: { result: SubmissionResult<string[]> | null; search: string }) {
  const navigation = useNavigation();
  const current = Object.fromEntries(new URLSearchParams(search));
  // A search, not a message: checked when it is sent (then again on each input), not field by field on blur, so
  // pressing "Predict colleges" validates the form once.
  const [form, fields] = useKitForm(PredictorSchema, {
    id: "predictor",
    lastResult: result,
    defaultValue: result ? undefined : current,
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="get" action={PATH} {...getFormProps(form)} className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm">
      <FormErrors form={form} />
      <SelectField
        meta={fields.exam}
        label="Exam"
        required
        placeholder="Choose the exam"
        options={EXAMS.map((e) => ({ value: e.value, label: e.label }))}
      />
      <TextField
        meta={fields.rank}
        label="Your rank (CRL)"
        required
        inputMode="numeric"
        autoComplete="off"
        hint="Your common rank list (CRL) rank for this exam (for Paper 2, your Paper 2A or 2B rank): it is matched against OPEN seats."
      />
      <SelectField
        meta={fields.category}
        label="Category"
        required
        placeholder="Choose your category"
        options={CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
      />
      <CheckboxField meta={fields.pwd} label="Person with disability (PwD)" />
      <TextField
        meta={fields.categoryRank}
        label="Category rank"
        inputMode="numeric"
        autoComplete="off"
        hint="EWS, OBC-NCL, SC, ST or PwD candidates: your category rank as on the scorecard (with PwD, your category's PwD rank; OPEN with PwD, your CRL-PwD rank). It is matched against your category's seats; OPEN seats use your CRL rank."
      />
      <SelectField
        meta={fields.gender}
        label="Gender"
        required
        placeholder="Choose your gender"
        options={CANDIDATE_GENDERS.map((g) => ({ value: g.value, label: g.label }))}
      />
      <SelectField meta={fields.home} label="Home state" placeholder="Choose your home state" options={STATES} />
      <fieldset className="grid gap-4 border-t border-slate-200 pt-4">
        <legend className="text-sm font-semibold text-slate-900">Filters</legend>
        <SelectField
          meta={fields.type}
          label="Institute type"
          placeholder="Any type"
          options={INSTITUTE_TYPES.map((t) => ({ value: t, label: INSTITUTE_TYPE_LABELS[t] }))}
        />
        <SelectField meta={fields.state} label="Institute's state" placeholder="Any state" options={STATES} />
        <TextField meta={fields.branch} label="Branch" type="search" placeholder="e.g. Computer Science" />
      </fieldset>
      <SubmitButton
        pending={navigation.state === "loading" && navigation.location?.pathname === PATH}
        pendingLabel="Predicting..."
      >
        Predict colleges
      </SubmitButton>
    </Form>
  );
}

function Answer({
  answer,
  firstPage,
}: {
  answer: Prediction & { rank: number; nextHref: string | null };
  firstPage: string;
}) {
  const { rows, years } = answer;
  const latest = answer.held[0];
  if (!latest) return null;
  const read = answer.held.filter((h) => years.includes(h.year));
  return (
    <section aria-labelledby="answer-title" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="answer-title" aria-live="polite" className="text-xl font-semibold text-slate-900">
        {rows.length
          ? `Programmes for rank ${formatNumber(answer.rank)}`
          : `No programme within reach of rank ${formatNumber(answer.rank)}`}
      </h2>
      {rows.length ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {`JoSAA ${latest.year}, round ${latest.final} (${latest.partial ? `the latest round held for these institutes; JoSAA's final round of ${latest.year} is not held for them` : "the final round"}): ordered by how close ${latest.year}'s closing rank is to the rank it is matched on, the most competitive first; ${PREDICTOR_PAGE_SIZE} a page.`}
          </p>
          <ol className="mt-4 divide-y divide-slate-100">
            {rows.map((r) => (
              <li
                key={`${r.programId}-${r.quota}-${r.gender}-${r.seat}`}
                className="py-3"
                data-row={`${r.programId}:${r.quota}:${r.band}`}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">
                    {r.program}
                    <span className="block text-sm font-normal text-slate-700">
                      {r.slug ? (
                        <Link to={`/colleges/${r.slug}/cutoffs`} className="text-indigo-800 underline">
                          {r.institute}
                        </Link>
                      ) : (
                        r.institute
                      )}
                      {` · ${r.instituteType}${r.state ? ` · ${r.state}` : ""}`}
                    </span>
                  </h3>
                  {r.band ? (
                    <span className={`rounded-full px-3 py-1 text-sm font-semibold ${BAND_CLASS[r.band]}`}>
                      {r.band}
                    </span>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {`${r.seat} seat on your ${r.basis} (${formatNumber(r.rank)}) · ${r.quota} quota · ${r.gender} · opening rank ${latest.year}: ${rankText(r.opening)}`}
                </p>
                {r.newProgramme ? (
                  <p className="mt-1 text-sm font-semibold text-amber-900">{`${NEW_PROGRAMME[0].toUpperCase()}${NEW_PROGRAMME.slice(1)}`}</p>
                ) : null}
                <p className="mt-1 text-sm text-slate-900">{r.explanation}</p>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          {firstPage
            ? "No more programmes within reach for these choices."
            : "No JoSAA programme's closing rank reached this rank for these choices. Try removing a filter, or check the exam and category."}
        </p>
      )}
      {answer.nextHref || firstPage ? (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap gap-3">
          {firstPage ? (
            <Link to={`${PATH}?${firstPage}`} className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm">
              First page
            </Link>
          ) : null}
          {answer.nextHref ? (
            <Link to={answer.nextHref} rel="next" className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm">
              Next programmes
            </Link>
          ) : null}
        </nav>
      ) : null}
      <p className="mt-4 text-xs text-slate-600">{`Source: ${JOSAA_SOURCE}, ${roundsRead(read).replace(/^the /, "")} (${josaaTakenNote(read.map((h) => ({ year: h.year, round: h.final }))) || "date taken not recorded"}).`}</p>
    </section>
  );
}

function Rule() {
  return (
    <section aria-labelledby="rule-title" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="rule-title" className="text-xl font-semibold text-slate-900">
        How we decide Safe, Moderate and Ambitious
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {`We compare your rank with each programme's closing rank — the last rank JoSAA gave a seat to — in the final round of each of the last ${TREND_YEARS} years held, for each seat type you compete for and your gender, in the quota that applies to you. OPEN seats are matched on your CRL rank; a reserved-category or PwD candidate's own seats on the category rank (each row says which):`}
      </p>
      <ul className="mt-2 grid gap-1 text-sm text-slate-800">
        {BAND_RULE.map((b) => (
          <li key={b.band}>
            <strong>{b.band === "New" ? "New programme" : b.band}</strong>
            {`: ${b.text}`}
          </li>
        ))}
        <li>A programme further away than that is not listed.</li>
      </ul>
      <p className="mt-2 text-sm text-slate-700">
        Quotas: All India (AI) at the IITs and wherever JoSAA lists AI; at the NITs, Home State (HS) where the institute
        is in your home state and Other State (OS) elsewhere. The special Goa, Jammu &amp; Kashmir and Ladakh quotas are
        not predicted. NEET-UG: MBBS seats of MCC&apos;s All India Quota (15 % of each state college&apos;s seats, and
        the central institutes&apos;, AIIMS and JIPMER seats), matched on the All India Rank against MCC&apos;s closing
        ranks by the same bands; no home state is asked, as no state quota&apos;s table is held. Female candidates are
        shown Gender-Neutral and Female-only seats. B.Arch and B.Plan seats at the NITs, IIITs and GFTIs are filled on
        the JEE Main Paper 2 merit list: choose Paper 2 for them; a Paper 1 rank is never matched against them.
        Preparatory-course ranks are left out. Past closing ranks are a guide, not a promise of a seat.
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
