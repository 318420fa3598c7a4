/**
 * patches/@remix-run+router+1.23.3.patch (applied by `patch-package` on `npm install`): React
 * Router flattens and ranks a routes array once (not on every match, ~4 a request) and compiles
 * each path's RegExp once. Only the server loads the patched file (`dist/router.cjs.js`, through the
 * `workerd`/`node` export conditions the patch adds); browsers keep `dist/router.js`, so the client
 * bundle does not grow. These tests (Node: the patched file) pin what must not change: the same
 * matches, fresh params per match, and routes patched in later (lazy route discovery mutates route
 * children in place) are seen.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createMemoryHistory, createRouter, matchPath, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

const tree = (): AgnosticRouteObject[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "index", index: true },
      { id: "colleges", path: "colleges", children: [{ id: "colleges-index", index: true }] },
      { id: "college", path: "colleges/:slug" },
      { id: "admin", path: "admin", children: [{ id: "admin-item", path: "content/:kind/:id" }] },
      { id: "splat", path: "*" },
    ],
  },
];

const ids = (routes: AgnosticRouteObject[], path: string) => matchRoutes(routes, path)?.map((m) => m.route.id);

describe("React Router matching, memoised", () => {
  it("is patched (a clean `npm install` runs patch-package)", () => {
    const file = createRequire(import.meta.url).resolve("@remix-run/router");
    expect(readFileSync(file, "utf8")).toContain("rankedBranchesMemo");
  });

  it("matches as before, the same array matched again included", () => {
    const routes = tree();
    for (let round = 0; round < 2; round++) {
      expect(ids(routes, "/")).toEqual(["root", "index"]);
      expect(ids(routes, "/colleges")).toEqual(["root", "colleges", "colleges-index"]);
      expect(ids(routes, "/COLLEGES/")).toEqual(["root", "colleges", "colleges-index"]);
      expect(ids(routes, "/colleges/iit-bombay")).toEqual(["root", "college"]);
      expect(ids(routes, "/admin/content/blogs/7")).toEqual(["root", "admin", "admin-item"]);
      expect(ids(routes, "/admin/content/blogs")).toEqual(["root", "splat"]);
      expect(ids(routes, "/nope/deeper")).toEqual(["root", "splat"]);
    }
  });

  it("gives each match its own params", () => {
    const routes = tree();
    const a = matchRoutes(routes, "/colleges/a")!;
    const b = matchRoutes(routes, "/colleges/b")!;
    expect(a[1].params).toEqual({ slug: "a" });
    expect(b[1].params).toEqual({ slug: "b" });
    expect(a[1].params).not.toBe(b[1].params);
    // The same pathname again: the remembered branch, fresh match objects.
    const again = matchRoutes(routes, "/colleges/a")!;
    expect(again.map((m) => m.route.id)).toEqual(["root", "college"]);
    expect(again[1]).not.toBe(a[1]);
    expect(again[1].params).not.toBe(a[1].params);
    expect(matchRoutes(routes, "/colleges/a/b")?.map((m) => m.route.id)).toEqual(["root", "splat"]);
    expect(matchPath("/admin/content/:kind/:id", "/admin/content/faq/3")?.params).toEqual({ kind: "faq", id: "3" });
    expect(matchPath("/admin/content/:kind/:id", "/admin/content/blogs/9")?.params).toEqual({ kind: "blogs", id: "9" });
    expect(matchPath({ path: "/Blogs", caseSensitive: true }, "/blogs")).toBeNull();
    expect(matchPath({ path: "/Blogs", caseSensitive: false }, "/blogs")).not.toBeNull();
  });

  it("sees routes patched in later (lazy route discovery) in the same arrays", () => {
    const router = createRouter({ routes: tree(), history: createMemoryHistory() });
    const routes = router.routes;
    expect(ids(routes, "/about")).toEqual(["root", "splat"]);
    router.patchRoutes("root", [{ id: "about", path: "about" }]);
    // The root's children array was mutated in place: the memo of `routes` must not be stale.
    expect(ids(routes, "/about")).toEqual(["root", "about"]);
    expect(ids(router.routes, "/about")).toEqual(["root", "about"]);
    router.patchRoutes("about", [{ id: "team", path: "team" }]);
    expect(ids(routes, "/about/team")).toEqual(["root", "about", "team"]);
    router.dispose();
  });
});
