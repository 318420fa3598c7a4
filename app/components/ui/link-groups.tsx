/** Groups of links under a heading each, in a grid: the /sitemap and /more pages. */
import { Link } from "@remix-run/react";

export interface LinkGroup {
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}

const slug = (text: string) => text.replace(/\W+/g, "-").toLowerCase();

/**
 * `as`: each group's landmark (`nav` where the groups are the page's navigation, `section` otherwise);
 * `idPrefix` keeps the headings' ids unique on the page.
 */
export function LinkGroups({
  groups,
  idPrefix,
  as: Group = "section",
}: {
  groups: readonly LinkGroup[];
  idPrefix: string;
  as?: "nav" | "section";
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((g) => {
        const id = `${idPrefix}-${slug(g.title)}`;
        return (
          <Group key={g.title} aria-labelledby={id}>
            <h2 id={id} className="text-lg font-bold text-slate-900">
              {g.title}
            </h2>
            <ul className="mt-2 space-y-1">
              {g.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-indigo-800 underline" discover="none">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Group>
        );
      })}
    </div>
  );
}
