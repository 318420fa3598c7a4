/**
 * /free-cources (spelled that way): the configured external free-courses site
 * embedded full height. The CSP's frame-src allows exactly that origin (entry.server); a
 * plain link opens the site when the other side refuses to be framed.
 */
import { pageHeaders } from "~/lib/platform/cache";
import { useSettings } from "~/lib/platform/hooks";
import { pageMeta } from "~/lib/platform/meta";

export const headers = pageHeaders;

export const meta = pageMeta({
  title: "Free Courses",
  description: "Free online courses for students planning to study abroad: English, test preparation and study skills.",
});

export default function FreeCourses() {
  const { freeCoursesUrl, siteName } = useSettings();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Free Courses
          </h1>
          <p className="mt-1 text-slate-700">Learn at your own pace with free courses for students going abroad.</p>
        </div>
        <a
          href={freeCoursesUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
        >
          Open the free courses in a new tab<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <iframe
        src={freeCoursesUrl}
        title={`${siteName} free courses`}
        className="mt-4 block h-[calc(100dvh-9rem)] min-h-[36rem] w-full rounded-xl border border-slate-200 bg-white"
      />
    </section>
  );
}
