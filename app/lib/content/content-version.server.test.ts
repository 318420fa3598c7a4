/**
 * The content version in the data layer's cache keys: another isolate (which did not publish)
 * sees a publish within 60 s, even though content itself is cached for five minutes.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Timing } from "../platform/timing.server";
import { clearMemoryCache, EDGE_TTL_S, readContent, VERSION_EDGE_TTL_S, VERSION_MEMORY_MS } from "./content.server";

function fakeDb(state: { version: number; banners: Array<{ id: number; title: string }> }, queries: string[]) {
  return {
    prepare(sql: string) {
      queries.push(sql);
      return {
        first: async () => ({ version: state.version }),
        all: async () => ({ results: state.banners }),
      };
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  clearMemoryCache();
});

describe("content version", () => {
  it("bounds staleness after a publish elsewhere to under 60 s", () => {
    expect(VERSION_MEMORY_MS + VERSION_EDGE_TTL_S * 1000).toBeLessThan(60_000);
    expect(EDGE_TTL_S * 1000).toBeGreaterThan(60_000); // why the version is needed at all
  });

  it("keeps serving from memory, then follows a new version within the version TTL", async () => {
    vi.useFakeTimers();
    const state = { version: 1, banners: [{ id: 1, title: "Old" }] };
    const queries: string[] = [];
    const context = {
      env: { DB: fakeDb(state, queries) },
      timing: new Timing(),
      waitUntil: () => undefined,
    } as unknown as AppLoadContext;

    expect((await readContent(context, "banners"))[0].title).toBe("Old");
    // Published in another isolate: D1 has the new row and a bumped version.
    state.banners = [{ id: 1, title: "New" }];
    state.version = 2;
    expect((await readContent(context, "banners"))[0].title).toBe("Old"); // still within the version TTL
    vi.advanceTimersByTime(VERSION_MEMORY_MS + 1);
    expect((await readContent(context, "banners"))[0].title).toBe("New");
    expect(queries.filter((q) => q.includes("content_meta"))).toHaveLength(2);
  });
});
