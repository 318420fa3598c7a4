/**
 * `derive` run once per object: the data layer hands out the same object while it is cached
 * (isolate memory, app/lib/content/content.server.ts), so what is derived from it is computed once per
 * isolate and cache period instead of on every request. Only for values that depend on nothing but
 * the key (never on the visitor or the request).
 */
export function derivedFrom<K extends object, V>(derive: (key: K) => V): (key: K) => V {
  const memo = new WeakMap<K, V>();
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) memo.set(key, (value = derive(key)));
    return value;
  };
}
