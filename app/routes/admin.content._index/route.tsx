/** /admin/content: the kinds of server content the console publishes (editors and admins). */
import { Link } from "@remix-run/react";
import { PageTitle, consoleMeta } from "~/components/admin/admin-shell";
import { CONTENT_KINDS } from "~/lib/admin/content-kinds";

export { headers, loader } from "./admin.content._index.server";

export const meta = consoleMeta("Content");

export default function ContentHome() {
  return (
    <>
      <PageTitle>Content</PageTitle>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CONTENT_KINDS.map((k) => (
          <li key={k.slug}>
            <Link
              to={`/admin/content/${k.slug}`}
              className="block rounded-2xl border border-slate-200 bg-white p-5 font-bold text-indigo-800 shadow-sm hover:border-indigo-400"
            >
              {k.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
