/**
 * /calculators: CGPA → percentage, education-loan EMI and the cost of studying abroad. Each is a GET
 * form whose answer the loader computes (lib/calculators.ts), so they work without JavaScript; a
 * value out of range → 400 with the message beside the field and the input kept.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageHero } from "~/components/ui/sections";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { ABROAD_CURRENCIES, abroadCost, CGPA_SCALES, cgpaToPercentage, loanEmi } from "~/lib/calculators";
import { pageMeta } from "~/lib/meta";
import { formatNumber } from "~/lib/plural";

export const headers = pageHeaders;

export const meta = pageMeta({
  title: "Calculators",
  description: "CGPA to percentage, education loan EMI and the cost of studying abroad, worked out for you.",
  path: "/calculators",
});

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const results = { cgpa: cgpaToPercentage(params), emi: loanEmi(params), abroad: abroadCost(params) };
  const values = Object.fromEntries([...params].map(([k, v]) => [k, v.slice(0, 20)]));
  const failed = Object.values(results).some((r) => r && !r.ok);
  return data(
    { results, values },
    failed ? { status: 400, headers: { "Cache-Control": cachePolicy.noStore } } : undefined,
  );
}

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
          <form method="get" action="/calculators#cgpa" className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field
              name="cgpa"
              label="CGPA (out of 10)"
              step="0.01"
              min={0}
              max={10}
              values={values}
              errors={errors(results.cgpa)}
            />
            <div>
              <label htmlFor="calc-scale" className="block text-sm font-medium text-slate-800">
                Rule
              </label>
              <select id="calc-scale" name="scale" defaultValue={values.scale ?? "cbse"} className={input}>
                {CGPA_SCALES.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              className="rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white sm:col-span-2 sm:justify-self-start"
            >
              Convert
            </button>
          </form>
          {results.cgpa?.ok ? (
            <Answer>
              <p className="text-lg font-semibold">{`${results.cgpa.value.percentage}%`}</p>
              <p className="text-sm">Your university may publish its own rule; when it does, that rule applies.</p>
            </Answer>
          ) : null}
        </Calculator>

        <Calculator id="emi" title="Education Loan EMI">
          <form method="get" action="/calculators#emi" className="mt-4 grid gap-4 sm:grid-cols-3">
            <Field
              name="amount"
              label="Loan amount (₹)"
              step="1000"
              min={1000}
              values={values}
              errors={errors(results.emi)}
            />
            <Field
              name="rate"
              label="Interest rate (% a year)"
              step="0.05"
              min={0}
              max={30}
              values={values}
              errors={errors(results.emi)}
            />
            <Field
              name="years"
              label="Tenure (years)"
              step="1"
              min={1}
              max={30}
              values={values}
              errors={errors(results.emi)}
            />
            <button
              type="submit"
              className="rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white sm:col-span-3 sm:justify-self-start"
            >
              Work out EMI
            </button>
          </form>
          {results.emi?.ok ? (
            <Answer>
              <p className="text-lg font-semibold">{`EMI: ${rupees(results.emi.value.emi)} a month for ${results.emi.value.months} months`}</p>
              <p className="text-sm">{`Total interest ${rupees(results.emi.value.totalInterest)}; total repaid ${rupees(results.emi.value.totalPayment)}. Banks may add a moratorium period and fees.`}</p>
            </Answer>
          ) : null}
        </Calculator>

        <Calculator id="abroad" title="Cost of Studying Abroad">
          <form method="get" action="/calculators#abroad" className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="calc-currency" className="block text-sm font-medium text-slate-800">
                Currency
              </label>
              <select id="calc-currency" name="currency" defaultValue={values.currency ?? "USD"} className={input}>
                {ABROAD_CURRENCIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </div>
            <Field
              name="duration"
              label="Years of study"
              step="1"
              min={1}
              max={7}
              values={values}
              errors={errors(results.abroad)}
            />
            <Field
              name="tuition"
              label="Tuition a year"
              step="100"
              min={0}
              values={values}
              errors={errors(results.abroad)}
            />
            <Field
              name="living"
              label="Living costs a year"
              step="100"
              min={0}
              values={values}
              errors={errors(results.abroad)}
            />
            <button
              type="submit"
              className="rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white sm:col-span-2 sm:justify-self-start"
            >
              Add it up
            </button>
          </form>
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
