/**
 * A closed vocabulary written once, as its label map: `values` (in the map's order, for
 * `z.enum`, selects and lists) and `labels`. Its type is `(typeof X.values)[number]`.
 */
export function vocabulary<const L extends Record<string, string>>(labels: L) {
  type Value = keyof L & string;
  return { values: Object.keys(labels) as [Value, ...Value[]], labels: labels as Record<Value, string> };
}
