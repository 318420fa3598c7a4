/**
 * The source layout's two rules that no lint rule holds:
 * - no import cycles in app/: a module never reaches itself through its imports (type-only imports included, so a
 *   module's types never depend on its dependants either). A cycle is broken by moving the shared piece to the lower
 *   module. The graph is read with TypeScript's parser; `~/` is app/.
 * - no source file in app/, tests/ or scripts/ over 500 lines, data aside (app/content/ holds data only): a longer
 *   module is split by responsibility.
 * - no re-exports in app/lib/: a module exports only what it defines (`export { x } from`, `export * from` and
 *   `export { x }` of an imported value are refused), so every importer names the module that defines a value.
 *   Types may be re-exported (they leave no import at run time).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../..");
const APP = join(ROOT, "app");
const SOURCE = /\.(ts|tsx|mjs)$/;
const CANDIDATES = ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return SOURCE.test(e.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  for (const ext of CANDIDATES) {
    const path = base + ext;
    try {
      if (statSync(path).isFile()) return path;
    } catch {
      // not this candidate
    }
  }
  return null;
}

/** Every module's imports and re-exports (static and dynamic) of other modules in app/. */
function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = info.importedFiles.map((f) => resolveImport(file, f.fileName));
    graph.set(file, [...new Set(targets.filter((t): t is string => t !== null))]);
  }
  return graph;
}

/** The strongly connected components with more than one module (Tarjan): each is one or more cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.map((f) => relative(ROOT, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The values a module re-exports: `export * from`, `export { x } from`, and `export { x }` of an imported value. */
function reExports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const imported = new Set<string>();
  for (const statement of source.statements) {
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) imported.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) imported.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      for (const e of bindings.elements) if (!e.isTypeOnly) imported.add(e.name.text);
  }
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const from = statement.moduleSpecifier;
    const clause = statement.exportClause;
    if (!clause) {
      found.push(`* from ${from?.getText(source)}`);
      continue;
    }
    const names = ts.isNamedExports(clause)
      ? clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
      : [clause.name.text];
    for (const name of names)
      if (from || imported.has(name)) found.push(from ? `${name} from ${from.getText(source)}` : name);
  }
  return found;
}

const MAX_LINES = 500;

describe("app/ import graph", () => {
  const graph = importGraph(sourceFiles(APP));

  it("reads the graph (every module, its imports through ~/ and relative paths)", () => {
    expect(graph.size).toBeGreaterThan(100);
    const root = graph.get(join(APP, "root.tsx")) ?? [];
    expect(root.map((f) => relative(ROOT, f))).toContain("app/lib/platform/root.server.ts");
  });

  it("has no import cycles", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("finds a cycle when there is one", () => {
    const a = join(APP, "a.ts");
    const b = join(APP, "b.ts");
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([["app/a.ts", "app/b.ts"]]);
  });
});

describe("app/lib modules", () => {
  const files = sourceFiles(join(APP, "lib"));

  it("re-export no value from another module", () => {
    const found = files.flatMap((f) => {
      const text = readFileSync(f, "utf8");
      return /^export\s*(\*|\{)/m.test(text) ? reExports(f, text).map((e) => `${relative(ROOT, f)}: export ${e}`) : [];
    });
    expect(found).toEqual([]);
  });

  it("finds each form of re-export", () => {
    const text = [
      'import { a, type T } from "./x";',
      'import * as ns from "./y";',
      "const own = 1;",
      'export { b } from "./x";',
      'export * from "./z";',
      "export { a, own, ns };",
      "export { type T };",
      'export type { U } from "./x";',
    ].join("\n");
    expect(reExports("m.ts", text)).toEqual(['b from "./x"', '* from "./z"', "a", "ns"]);
  });
});

describe("source files", () => {
  const files = ["app", "tests", "scripts"]
    .flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .map((f) => relative(ROOT, f))
    .filter((f) => !f.startsWith("app/content/") && !f.startsWith("tests/bench/results/"));
  const lines = (f: string) => readFileSync(join(ROOT, f), "utf8").split("\n").length - 1;

  it(`are at most ${MAX_LINES} lines each (data in app/content/ aside)`, () => {
    expect(files.length).toBeGreaterThan(100);
    const over = files.filter((f) => lines(f) > MAX_LINES);
    expect(over.map((f) => `${f}: ${lines(f)} lines`)).toEqual([]);
  });
});
