/**
 * The build's compile hints (scripts/compile-hints.mjs, run by `npm run build`): the larger files of the
 * JavaScript every page runs as it loads start with V8's `//# allFunctionsCalledOnLoad`; small files and
 * chunks loaded with `import()` do not.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HINT, loadedOnLoad, MIN_BYTES, readManifest } from "../../scripts/compile-hints.mjs";

const pub = join(process.cwd(), "public");

describe("compile hints in the browser build", () => {
  const manifest = readManifest(pub);
  const onLoad: Set<string> = loadedOnLoad(pub, manifest);
  const files = readdirSync(join(pub, "build"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".js"))
    .map((f) => `/build/${f}`);
  const text = (path: string) => readFileSync(join(pub, path), "utf8");
  const hinted = (path: string) => text(path).startsWith(HINT);
  const large = (path: string) => text(path).replace(HINT, "").length >= MIN_BYTES;

  it("marks the larger files of the entry, the route modules and what they import statically", () => {
    expect(onLoad).toContain(manifest.entry.module);
    for (const chunk of manifest.entry.imports) expect(onLoad).toContain(chunk);
    expect(onLoad).toContain(manifest.routes.root.module);
    expect(onLoad).toContain(manifest.routes["routes/_index"].module);
    // The React/Remix chunk (the entry's largest import) and the home route's module are among them.
    const react = manifest.entry.imports.reduce((a: string, b: string) => (text(a).length >= text(b).length ? a : b));
    expect(text(react).length).toBeGreaterThan(100_000);
    expect(hinted(react)).toBe(true);
    expect(hinted(manifest.routes["routes/_index"].module)).toBe(true);
    expect([...onLoad].filter((p) => large(p) !== hinted(p))).toEqual([]);
    expect([...onLoad].filter(hinted).length).toBeGreaterThan(5);
  });

  it("leaves the chunks pages load later with import() alone (Swiper's engine, the validators)", () => {
    const lazy = files.filter((p) => !onLoad.has(p));
    expect(lazy.some((p) => p.includes("carousel-engine"))).toBe(true);
    expect(lazy.filter(hinted)).toEqual([]);
    // The hint is the file's first line, once: the build step leaves a marked file as it is.
    for (const p of onLoad) expect(readFileSync(join(pub, p), "utf8").indexOf(HINT, 1)).toBe(-1);
  });
});
