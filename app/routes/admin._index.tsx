/** /admin: where to go next, by role. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { PageTitle, useConsoleUser } from "~/components/admin/admin-shell";
import { LinkCards } from "~/components/ui/link-cards";
import { requireAdmin } from "~/lib/admin/auth.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "editor");
  return data(null, { headers: { "Cache-Control": cachePolicy.noStore } });
}

export default function AdminHome() {
  const user = useConsoleUser();
  const cards = [
    {
      to: "/admin/leads",
      title: "Leads",
      text: "Every form submission: filter, work the status, export CSV.",
      admin: true,
    },
    {
      to: "/admin/content",
      title: "Content",
      text: "Blogs, banners and the home page's server content.",
      admin: false,
    },
    { to: "/admin/audit", title: "Audit log", text: "Who changed what, and when.", admin: true },
  ].filter((c) => !c.admin || user.role === "admin");
  return (
    <>
      <PageTitle>Welcome</PageTitle>
      <LinkCards
        items={cards}
        className="grid gap-4 sm:grid-cols-3"
        cardClassName="block rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-400"
      >
        {(c) => (
          <>
            <span className="text-lg font-bold text-indigo-800">{c.title}</span>
            <span className="mt-2 block text-sm text-slate-700">{c.text}</span>
          </>
        )}
      </LinkCards>
    </>
  );
}
