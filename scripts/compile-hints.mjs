/**
 * Build step (`npm run build`, after `remix build`): marks the JavaScript every page runs as it loads for
 * eager compilation, with V8's explicit compile hint (`//# allFunctionsCalledOnLoad` as a file's first line,
 * Chrome 136+; other engines read a comment). Without it V8 compiles a function only when it is first
 * called, on the main thread: the React/Remix chunk's evaluation and hydration then pay for it in the
 * tasks Lighthouse counts as blocking. With it the functions compile while the file streams in, off the
 * main thread. The marked files are the entry, the route modules and every chunk they import statically;
 * chunks loaded with `import()` (Swiper, a form's validator) stay as they are, as most of their functions
 * do not run on load. Idempotent: a file that starts with the hint is left alone.
 * README "Speed" → "Compile hints" has the measurements.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const HINT = "//# allFunctionsCalledOnLoad\n";
/** Files smaller than this are left lazy (see above). */
export const MIN_BYTES = 8 * 1024;
/** A built chunk's imports of others: `import … from "/build/…"`, `import "/build/…"`, `import("/build/…")`
 * (group 1 set for a dynamic one). The bench reads chunks with it too (tests/bench/bench.ts). */
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

/** The entry, every route module and every chunk they reach through static imports (as `/build/…` paths). */
export function loadedOnLoad(publicDir, manifest = readManifest(publicDir)) {
  const roots = [
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    ...Object.values(manifest.routes).flatMap((r) => [r.module, ...(r.imports ?? [])]),
  ];
  const texts = new Map();
  const read = (path) => texts.get(path) ?? texts.set(path, readFileSync(join(publicDir, path), "utf8")).get(path);
  const { all, lazy } = closure(roots, read);
  return new Set([...all].filter((p) => !lazy.has(p)));
}

function main() {
  const publicDir = join(process.cwd(), "public");
  let files = 0;
  let bytes = 0;
  for (const path of loadedOnLoad(publicDir)) {
    const file = join(publicDir, path);
    const text = readFileSync(file, "utf8");
    if (text.length < MIN_BYTES) continue;
    files++;
    bytes += text.length;
    if (!text.startsWith(HINT)) writeFileSync(file, HINT + text);
  }
  console.log(`compile hints: ${files} files, ${Math.round(bytes / 1024)} KB, compiled eagerly as they stream in`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
