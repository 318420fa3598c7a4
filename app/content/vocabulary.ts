/**
 * A closed vocabulary written once, as its label map: `values` (in the map's order, for
 * `z.enum` and lists), `labels`, and `options` (value + label, for drop-downs). Its type is
 * `(typeof X.values)[number]`.
 */
export function vocabulary<const L extends Record<string, string>>(labels: L) {
  type Value = keyof L & string;
  const values = Object.keys(labels) as [Value, ...Value[]];
  return {
    values,
    labels: labels as Record<Value, string>,
    options: values.map((value) => ({ value, label: labels[value] })),
  };
}
