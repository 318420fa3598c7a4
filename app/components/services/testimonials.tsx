/**
 * Testimonials slider: five reviews, three visible, Previous/Next move one step and wrap
 * at both ends. Without JS the buttons submit a GET form (?review=n).
 */
import { Form, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Stars } from "~/components/ui/stars";
import {
  clampWindow,
  nextWindow,
  previousWindow,
  TESTIMONIALS_VISIBLE,
  type Testimonial,
} from "~/content/services-page";

/** The reviews come from the loader (content/services-page.ts). */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const total = testimonials.length;
  const [params] = useSearchParams();
  const [index, setIndex] = useState(() => clampWindow(params.get("review"), total));
  const shown = testimonials.slice(index, index + TESTIMONIALS_VISIBLE);
  const prev = previousWindow(index, total);
  const next = nextWindow(index, total);

  return (
    <section id="stories" aria-labelledby="testimonials-heading" className="scroll-mt-24 bg-slate-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <Form
          method="get"
          action="/services#stories"
          preventScrollReset
          className="flex flex-wrap items-end justify-between gap-4"
        >
          <div>
            <h2 id="testimonials-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              What our students say
            </h2>
            <p className="mt-2 text-slate-700">{`Reviews ${index + 1}–${index + shown.length} of ${total}`}</p>
          </div>
          <div className="flex gap-2">
            <button
              type="submit"
              name="review"
              value={prev}
              onClick={(e) => {
                e.preventDefault();
                setIndex(prev);
              }}
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
            >
              <span aria-hidden="true">← </span>Previous
            </button>
            <button
              type="submit"
              name="review"
              value={next}
              onClick={(e) => {
                e.preventDefault();
                setIndex(next);
              }}
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
            >
              Next<span aria-hidden="true"> →</span>
            </button>
          </div>
        </Form>
        <ul aria-live="polite" className="mt-8 grid gap-6 md:grid-cols-3">
          {shown.map((t) => (
            <li key={t.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
              {t.rating ? <Stars rating={t.rating} /> : null}
              <blockquote className="mt-3 flex-1 leading-7 text-slate-800">“{t.text}”</blockquote>
              <div className="mt-5 flex items-center gap-3">
                <Badge className="h-11 w-11 rounded-full bg-indigo-700 font-bold text-white">{t.avatar}</Badge>
                <div>
                  <p className="font-semibold text-slate-900">{t.author}</p>
                  <p className="text-sm text-slate-700">{t.location}</p>
                  {t.source ? <p className="text-xs text-slate-600">{`Source: ${t.source}`}</p> : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
