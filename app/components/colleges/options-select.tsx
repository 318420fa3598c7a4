/**
 * A directory filter whose options (states, cities, courses, exams with their counts: hundreds of
 * them) are server markup: the server renders them to HTML once per cached option list
 * (app/lib/colleges/card-markup.server.tsx `filterOptionsHtml`), the hydration data leaves them out
 * and React keeps the options it finds. Same markup as `FilterSelect`; uncontrolled and keyed on
 * `value`, so a navigation resets it (a client navigation brings the options' HTML in its data).
 */
import { filterControlClass, filterLabelClass } from "~/components/ui/filter-select";

export function OptionsSelect({
  name,
  label,
  value,
  html,
}: {
  name: string;
  label: string;
  value: string;
  /** The options' HTML (its first, "Any", and the selected one marked); absent when hydrating. */
  html: string | undefined;
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        key={value}
        defaultValue={value}
        className={filterControlClass}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: html ?? "" }}
      />
    </div>
  );
}
