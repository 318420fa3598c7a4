/**
 * /notices: a signed-in student's notices, newest first — a booking confirmed or declined, a review published or
 * not — each linking to what it is about. Unread ones are marked; "Mark as read" and "Mark all as read" are plain
 * posts (no JavaScript needed). Signed out: the log-in page, which returns here.
 */
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/ui/sections";
import { pageMeta } from "~/lib/platform/meta";
import type { action, loader } from "./notices.server";

export { action, headers, loader } from "./notices.server";

export const meta = pageMeta({ title: "Notices", description: "Your notices.", path: "/notices", noIndex: true });

const button =
  "rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100";

export default function NoticesPage() {
  const { notices } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const unread = notices.filter((n) => n.unread).length;
  return (
    <>
      <PageHero hero={{ title: "Notices", subtitle: "What happened to your bookings and reviews." }} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {answer && "error" in answer ? (
          <p role="alert" className="mb-4 text-sm text-red-800">
            {answer.error}
          </p>
        ) : null}
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-800">{unread ? `${unread} unread` : "No unread notices."}</p>
          {unread ? (
            <Form method="post">
              <input type="hidden" name="intent" value="read-all" />
              <button type="submit" className={button}>
                Mark all as read
              </button>
            </Form>
          ) : null}
        </div>
        {notices.length === 0 ? (
          <p className="text-slate-700">
            You have no notices yet. When a booking is confirmed or declined, or a review is moderated, it shows here.
          </p>
        ) : (
          <ul className="space-y-3">
            {notices.map((n) => (
              <li
                key={n.id}
                className={`rounded-xl border p-4 ${n.unread ? "border-indigo-300 bg-indigo-50" : "border-slate-200 bg-white"}`}
              >
                <p className="text-slate-900">
                  {n.unread ? <strong className="mr-2 text-indigo-800">New</strong> : null}
                  {n.link ? (
                    <Link to={n.link} className="underline">
                      {n.text}
                    </Link>
                  ) : (
                    n.text
                  )}
                </p>
                <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
                  <span>{n.at}</span>
                  {n.unread ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="read" />
                      <input type="hidden" name="id" value={n.id} />
                      <button type="submit" className={button} aria-label={`Mark as read: ${n.text}`}>
                        Mark as read
                      </button>
                    </Form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
