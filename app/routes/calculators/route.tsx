/**
 * /calculators: CGPA → percentage, education-loan EMI and the cost of studying abroad. Each is a GET
 * form whose answer the loader computes (lib/calculators/calculators.ts), so they work without JavaScript; a
 * value out of range → 400 with the message beside the field and the input kept.
 */
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/sections";
import { ABROAD_CURRENCIES, CGPA_SCALES } from "~/lib/calculators/calculators";
import { formatNumber } from "~/lib/format/plural";
import { pageMeta } from "~/lib/platform/meta";
import type { loader } from "./calculators.server";

export { headers, loader } from "./calculators.server";

export const meta = pageMeta({
  title: "Calculators",
  description: "CGPA to percentage, education loan EMI and the cost of studying abroad, worked out for you.",
  path: "/calculators",
});

const input = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2";

const card = "scroll-mt-6 rounded-2xl bg-white p-6 shadow-sm";

const rupees = (n: number) => `₹${formatNumber(n)}`;

function Field({
  name,
  label,
  values,
  errors,
  ...rest
}: {
  name: string;
  label: string;
  values: Record<string, string>;
  errors?: Record<string, string>;
  step?: string;
  min?: number;
  max?: number;
}) {
  const error = errors?.[name];
  return (
    <div>
      <label htmlFor={`calc-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`calc-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        required
        defaultValue={values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `calc-${name}-error` : undefined}
        className={input}
        {...rest}
      />
      {error ? (
        <p id={`calc-${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Calculator({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Answer({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="mt-4 rounded-lg bg-emerald-50 p-4 text-emerald-900">
      {children}
    </div>
  );
}

type FieldSpec = { name: string; label: string; step: string; min?: number; max?: number };

const CGPA_FIELDS: FieldSpec[] = [{ name: "cgpa", label: "CGPA (out of 10)", step: "0.01", min: 0, max: 10 }];

const EMI_FIELDS: FieldSpec[] = [
  { name: "amount", label: "Loan amount (₹)", step: "1000", min: 1000 },
  { name: "rate", label: "Interest rate (% a year)", step: "0.05", min: 0, max: 30 },
  { name: "years", label: "Tenure (years)", step: "1", min: 1, max: 30 },
];

const ABROAD_FIELDS: FieldSpec[] = [
  { name: "duration", label: "Years of study", step: "1", min: 1, max: 7 },
  { name: "tuition", label: "Tuition a year", step: "100", min: 0 },
  { name: "living", label: "Living costs a year", step: "100", min: 0 },
];

/** One calculator's GET form: a select (if any) before or after its number fields, and its submit button. */
function CalcForm({
  id,
  fields,
  values,
  errors,
  columns,
  submit,
  before,
  after,
}: {
  id: string;
  fields: FieldSpec[];
  values: Record<string, string>;
  errors?: Record<string, string>;
  columns: 2 | 3;
  submit: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <form
      method="get"
      action={`/calculators#${id}`}
      className={`mt-4 grid gap-4 ${columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}
    >
      {before}
      {fields.map((f) => (
        <Field key={f.name} {...f} values={values} errors={errors} />
      ))}
      {after}
      <button
        type="submit"
        className={buttonClass("primary", {
          className: `${columns === 3 ? "sm:col-span-3" : "sm:col-span-2"} sm:justify-self-start`,
        })}
      >
        {submit}
      </button>
    </form>
  );
}

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div>
      <label htmlFor={`calc-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`calc-${name}`} name={name} defaultValue={value} className={input}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function CalculatorsPage() {
  const { results, values } = useLoaderData<typeof loader>();
  const errors = (r: { ok: boolean; errors?: Record<string, string> } | null) => (r && !r.ok ? r.errors : undefined);
  return (
    <>
      <PageHero
        hero={{ title: "Calculators", subtitle: "Quick sums for admissions and planning, worked out on our server." }}
      />
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
        <Calculator id="cgpa" title="CGPA to Percentage">
          <CalcForm
            id="cgpa"
            fields={CGPA_FIELDS}
            values={values}
            errors={errors(results.cgpa)}
            columns={2}
            submit="Convert"
            after={<Choice name="scale" label="Rule" value={values.scale ?? "cbse"} options={CGPA_SCALES} />}
          />
          {results.cgpa?.ok ? (
            <Answer>
              <p className="text-lg font-semibold">{`${results.cgpa.value.percentage}%`}</p>
              <p className="text-sm">Your university may publish its own rule; when it does, that rule applies.</p>
            </Answer>
          ) : null}
        </Calculator>

        <Calculator id="emi" title="Education Loan EMI">
          <CalcForm
            id="emi"
            fields={EMI_FIELDS}
            values={values}
            errors={errors(results.emi)}
            columns={3}
            submit="Work out EMI"
          />
          {results.emi?.ok ? (
            <Answer>
              <p className="text-lg font-semibold">{`EMI: ${rupees(results.emi.value.emi)} a month for ${results.emi.value.months} months`}</p>
              <p className="text-sm">{`Total interest ${rupees(results.emi.value.totalInterest)}; total repaid ${rupees(results.emi.value.totalPayment)}. Banks may add a moratorium period and fees.`}</p>
            </Answer>
          ) : null}
        </Calculator>

        <Calculator id="abroad" title="Cost of Studying Abroad">
          <CalcForm
            id="abroad"
            fields={ABROAD_FIELDS}
            values={values}
            errors={errors(results.abroad)}
            columns={2}
            submit="Add it up"
            before={
              <Choice
                name="currency"
                label="Currency"
                value={values.currency ?? "USD"}
                options={ABROAD_CURRENCIES.map((c) => ({ value: c, label: c }))}
              />
            }
          />
          {results.abroad?.ok ? (
            <Answer>
              <p className="text-lg font-semibold">{`${results.abroad.value.currency} ${formatNumber(results.abroad.value.total)} in all, about ${rupees(results.abroad.value.totalInr)}`}</p>
              <p className="text-sm">{`${results.abroad.value.currency} ${formatNumber(results.abroad.value.perYear)} a year, converted at 1 ${results.abroad.value.currency} = ₹${results.abroad.value.rate} (a fixed rate; banks' rates differ).`}</p>
            </Answer>
          ) : null}
        </Calculator>
      </div>
    </>
  );
}
