/**
 * The From / To (IST) fields of a console list's GET filter form (leads inbox, audit log): dates as
 * dd/mm/yyyy, read by the loader with `fromDmy`; an empty field leaves that end open.
 */
const label = "block text-sm font-semibold text-slate-800";
const field = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm";

function DateField({ id, name, text, value }: { id: string; name: string; text: string; value?: string }) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={value ?? ""}
        placeholder="dd/mm/yyyy"
        inputMode="numeric"
        pattern="\d{1,2}/\d{1,2}/\d{4}"
        title="dd/mm/yyyy"
        className={field}
      />
    </div>
  );
}

/** `idPrefix` keeps the fields' ids unique on the page: `${idPrefix}-from`, `${idPrefix}-to`. */
export function DateRangeFilter({ idPrefix, from, to }: { idPrefix: string; from?: string; to?: string }) {
  return (
    <>
      <DateField id={`${idPrefix}-from`} name="from" text="From (IST)" value={from} />
      <DateField id={`${idPrefix}-to`} name="to" text="To (IST)" value={to} />
    </>
  );
}
