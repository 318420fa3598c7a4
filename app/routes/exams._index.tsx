/** /exams — India's entrance exams with a page here; the study-abroad tests are on /exam-prep. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ENTRANCE_EXAM_SLUGS, ENTRANCE_EXAMS } from "~/content/entrance-exams";
import { pageHeaders } from "~/lib/platform/cache";
import { getMeta } from "~/lib/platform/meta";

export const headers = pageHeaders;

export const meta: MetaFunction = (args) =>
  getMeta(
    {
      title: "Entrance exams in India",
      description:
        "JEE Main, JEE Advanced, NEET-UG, CAT, CUET-UG and GATE: who conducts them, what they admit to, their pattern and the colleges that accept them.",
      path: "/exams",
    },
    args,
  );

export default function ExamsIndex() {
  return (
    <div className="bg-slate-50 pb-24">
      <section aria-labelledby="exams-title" className="bg-gradient-to-r from-indigo-800 to-violet-800 text-white">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
          <h1 id="exams-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Entrance exams in India
          </h1>
          <p className="mt-2 max-w-3xl text-indigo-100">
            What each exam is for, who conducts it, its pattern, and the colleges that admit through it.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
        <ul className="grid gap-4 sm:grid-cols-2">
          {ENTRANCE_EXAM_SLUGS.map((s) => {
            const e = ENTRANCE_EXAMS[s];
            return (
              <li key={s} className="rounded-2xl bg-white p-5 shadow-sm">
                <h2 className="text-lg font-semibold">
                  <Link to={`/exams/${s}`} className="text-indigo-800 underline">
                    {e.name}
                  </Link>
                </h2>
                <p className="text-sm text-slate-600">{e.fullName}</p>
                <p className="mt-2 text-sm text-slate-800">{e.purpose}</p>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-sm text-slate-700">
          Preparing for IELTS, TOEFL, PTE, Duolingo or the GRE?{" "}
          <Link to="/exam-prep" className="font-medium text-indigo-800 underline">
            Exam preparation
          </Link>
        </p>
        <p className="mt-2 text-sm text-slate-700">
          Have a JEE rank?{" "}
          <Link to="/college-predictor" className="font-medium text-indigo-800 underline">
            College Predictor
          </Link>
        </p>
      </div>
    </div>
  );
}
