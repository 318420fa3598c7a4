/**
 * Route matching: which routes answer a path (index vs layout vs params, the splat's 404, case and
 * trailing slashes). A Single Fetch answer (`/page.data`) is keyed by the ids of the routes that matched.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBindings, signIn } from "../support/admin";
import { startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let cookie: string;
beforeAll(async () => {
  w = await startWorker({ bindings: adminBindings });
  cookie = await signIn(w);
});
afterAll(() => w?.dispose());

/** The ids of the routes a `.data` answer carries (turbo-stream: the first object's keys index its strings). */
async function matched(path: string, headers: Record<string, string> = {}) {
  const res = await w.fetch(path, { redirect: "manual", headers });
  const line = JSON.parse((await res.text()).split("\n")[0]) as [Record<string, number>, ...unknown[]];
  return { status: res.status, ids: Object.keys(line[0]).map((key) => line[Number(key.slice(1))]) };
}

describe("routes resolve", () => {
  it.each([
    ["/_root.data", 200, ["root", "routes/_index"]],
    ["/blogs.data", 200, ["root", "routes/blogs"]],
    ["/CONTACT.data", 200, ["root", "routes/contact"]],
    ["/colleges.data", 200, ["root", "routes/colleges._index"]],
    ["/colleges/indian-institute-of-technology-bombay.data", 200, ["root", "routes/colleges.$slug"]],
    ["/services.data", 200, ["root", "routes/services._index"]],
    ["/services/student-accommodation.data", 200, ["root", "routes/services.$slug"]],
    ["/blog/1.data", 200, ["root", "routes/blog.$id"]],
    ["/cource-finder.data", 200, ["root", "routes/cource-finder"]],
    ["/nope.data", 404, ["root", "routes/$"]],
    ["/blog/1/extra.data", 404, ["root", "routes/$"]],
    ["/nope/deeper/still.data", 404, ["root", "routes/$"]],
  ])("%s → %i, %j", async (path, status, ids) => {
    const res = await matched(path);
    expect(res.status).toBe(status);
    expect(res.ids).toEqual(ids);
  });

  it.each([
    ["/admin.data", ["root", "routes/admin", "routes/admin._index"]],
    ["/admin/content/blogs.data", ["root", "routes/admin", "routes/admin.content.$kind._index"]],
    ["/admin/content/blogs/1.data", ["root", "routes/admin", "routes/admin.content.$kind.$id"]],
    ["/admin/leads.data", ["root", "routes/admin", "routes/admin.leads._index"]],
  ])("signed in: %s → %j (index vs layout vs params)", async (path, ids) => {
    const res = await matched(path, { cookie });
    expect(res.status).toBe(200);
    expect(res.ids).toEqual(ids);
  });

  it("documents: case-insensitive 301s to the canonical path, trailing slash, splat 404, resource routes", async () => {
    for (const [path, location] of [
      ["/BLOGS", "/blogs"],
      ["/forget-password", "/Forget-Password"],
      ["/Colleges/indian-institute-of-technology-bombay", "/colleges/indian-institute-of-technology-bombay"],
    ]) {
      const res = await w.fetch(path, { redirect: "manual" });
      expect(res.status, path).toBe(301);
      expect(res.headers.get("Location"), path).toBe(location);
    }
    expect((await w.fetch("/contact/")).status).toBe(200);
    const missing = await w.fetch("/services/student-accommodation/extra");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
    expect((await w.fetch("/robots.txt")).headers.get("Content-Type")).toContain("text/plain");
    const api = await w.fetch("/Blogs/blog/1");
    expect(api.headers.get("Content-Type")).toContain("application/json");
  });

  it("the same path matched again gives the same answer, a slug of its own each time", async () => {
    for (const slug of [
      "indian-institute-of-technology-bombay",
      "no-such-college",
      "indian-institute-of-technology-bombay",
    ]) {
      const res = await w.fetch(`/colleges/${slug}`);
      expect(res.status).toBe(slug.startsWith("no-") ? 404 : 200);
    }
  });
});
