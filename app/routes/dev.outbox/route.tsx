/**
 * /dev/outbox: the e-mails the app "sent" in local development and tests (the
 * mailer writes them to D1's mail_outbox when ENVIRONMENT=development). 404 anywhere else.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { loader } from "./dev.outbox.server";
import { LIMIT } from "./shared";

export { headers, loader } from "./dev.outbox.server";

export const meta: MetaFunction = () => [{ title: "Dev outbox" }, { name: "robots", content: "noindex" }];

export default function DevOutbox() {
  const { mails } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Dev outbox</h1>
      <p className="mt-1 text-slate-700">
        The latest {LIMIT} e-mails, newest first. Local development and tests only (ENVIRONMENT=development).
      </p>
      {mails.length === 0 ? <p className="mt-6 text-slate-700">No e-mails yet.</p> : null}
      <ol className="mt-6 space-y-4">
        {mails.map((m) => (
          <li key={m.id}>
            <article aria-label={m.subject} className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="font-semibold text-slate-900">{m.subject}</h2>
              <p className="text-sm text-slate-700">
                To {m.to_address} · {m.created_at}
              </p>
              <pre className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800">{m.body}</pre>
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
