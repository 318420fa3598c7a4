/** A post-admit content field: sanitised HTML from the data layer, or a parsed list. */
import { Badge } from "~/components/ui/badge";
import type { PostAdmitContent } from "~/content/post-admit";

export function PostAdmitBody({ content, variant }: { content: PostAdmitContent; variant: "grid" | "list" }) {
  if (content.kind === "empty") return null;
  if (content.kind === "html") {
    // Sanitised on the server when it left D1 (app/lib/content/content.server.ts).
    return <div className="prose-content text-slate-700" dangerouslySetInnerHTML={{ __html: content.html }} />;
  }
  if (variant === "grid") {
    return (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.items.map((item, i) => (
          <li key={i} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Badge className="h-10 w-10 rounded-full bg-indigo-100 font-bold text-indigo-700">{i + 1}</Badge>
            {item.title ? <h3 className="mt-4 font-bold text-slate-900">{item.title}</h3> : null}
            <p className="mt-2 text-sm leading-6 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="space-y-3">
      {content.items.map((item, i) => (
        <li key={i} className="flex gap-3 text-slate-800">
          <Badge className="mt-0.5 h-6 w-6 rounded-full bg-green-100 text-sm text-green-800">✓</Badge>
          <span>
            {item.title ? <strong className="font-semibold">{item.title}: </strong> : null}
            {item.text}
          </span>
        </li>
      ))}
    </ul>
  );
}
