/** A titled page band (components/ui/sections.tsx re-exports it with the other page blocks). */
import { useId, type ReactNode } from "react";

/**
 * A page section with an <h2> that labels it; `id` makes it a link target (clear of the sticky
 * header); `muted` tints the band; `centred` centres the heading and intro.
 */
export function Section({
  title,
  intro,
  children,
  tone = "plain",
  centred = false,
  id,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
  tone?: "plain" | "muted";
  centred?: boolean;
  id?: string;
}) {
  const generated = useId();
  const headingId = id ? `${id}-title` : `section-${generated.replace(/:/g, "")}`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${id ? "scroll-mt-24" : ""} ${tone === "muted" ? "bg-slate-50" : ""}`.trim() || undefined}
    >
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={headingId} className={`text-2xl font-bold text-slate-900 sm:text-3xl ${centred ? "text-center" : ""}`}>
          {title}
        </h2>
        {intro ? (
          <p className={`mt-2 max-w-3xl text-slate-700 ${centred ? "mx-auto text-center" : ""}`}>{intro}</p>
        ) : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
