/**
 * Readers of the client build (`public/build`), for the bench (tests/bench/bench.ts): the build's manifest and
 * the chunks a set of modules loads.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** A built chunk's imports of others: `import … from "/build/…"`, `import "/build/…"`, `import("/build/…")`
 * (group 1 set for a dynamic one). */
export const IMPORT_RE = /(?:\bfrom|\bimport)\s*(\()?\s*"(\/build\/[^"]+\.js)"/g;

/** The build's client manifest (`public/build/manifest-*.js`). */
export function readManifest(publicDir) {
  const dir = join(publicDir, "build");
  const file = readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("public/build/manifest-*.js missing: run `remix build` first");
  const text = readFileSync(join(dir, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

/** Every chunk `roots` load (`all`), and those only reached through a dynamic `import()` (`lazy`). */
export function closure(roots, read) {
  const walk = (followLazy) => {
    const seen = new Set();
    const visit = (path) => {
      if (seen.has(path)) return;
      seen.add(path);
      for (const m of read(path).matchAll(IMPORT_RE)) if (followLazy || !m[1]) visit(m[2]);
    };
    roots.forEach(visit);
    return seen;
  };
  const all = walk(true);
  const eager = walk(false);
  return { all, lazy: new Set([...all].filter((p) => !eager.has(p))) };
}
