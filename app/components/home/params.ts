/**
 * The home page keeps its GET state (program chip, ranking year/agency, news chip) in the
 * query string, so every switch works without JavaScript. Each control keeps the others.
 */
export const HOME_PARAMS = ["program", "year", "agency", "news"] as const;
export type HomeParam = (typeof HOME_PARAMS)[number];

/** `?…#hash` with `key` set to `value` and the other home params kept. */
export function hrefWith(search: URLSearchParams, key: HomeParam, value: string, hash: string): string {
  const next = new URLSearchParams();
  for (const k of HOME_PARAMS) {
    const v = k === key ? value : search.get(k);
    if (v) next.set(k, v);
  }
  return `?${next.toString()}#${hash}`;
}

/** The other home params, for hidden inputs of a GET form that sets `except`. */
export function keptParams(search: URLSearchParams, except: readonly HomeParam[]): Array<[string, string]> {
  return HOME_PARAMS.filter((k) => !except.includes(k) && search.get(k)).map((k) => [k, search.get(k) as string]);
}
