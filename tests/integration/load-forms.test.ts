/**
 * Concurrent valid submissions across every storing form: each accepted post is stored
 * exactly once (0 lost, 0 duplicated). The rate limit is raised through the
 * RATE_LIMIT_PER_MINUTE binding, not removed: the last test proves it still applies.
 *
 * LOAD_POSTS (default 200 here) at LOAD_CONCURRENCY (default 50);
 * `npm run load:forms` runs 2 000 at 50.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accepted, discoverSite, pool, postBody, submissionCount, type Site } from "../hardness/harness";
import { letters, validBody } from "../hardness/site";
import { startWorker, type TestWorker } from "../support/worker";

const POSTS = Number(process.env.LOAD_POSTS ?? 200);
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 50);
/** Fixed-width sequence numbers: no marker is a substring of another. */
const SEQ_BASE = 100_000;

let w: TestWorker;
let site: Site;
beforeAll(async () => {
  w = await startWorker({ bindings: { RATE_LIMIT_PER_MINUTE: "1000000" } });
  site = await discoverSite(w);
}, 600_000);
afterAll(() => w?.dispose());

/** The value of a body that carries its sequence number (email, phone, message …). */
function marker(body: Array<[string, string]>, seq: number): string | undefined {
  return body.map(([, v]) => v).find((v) => v.includes(String(seq)) || v.includes(letters(seq)));
}

describe("concurrent valid submissions", () => {
  it(`${POSTS} valid posts at concurrency ${CONCURRENCY}: stored rows = accepted, none lost or duplicated`, async () => {
    const storing = site.forms.filter((f) => f.stores);
    if (!storing.length) {
      console.warn("load: no storing forms discovered yet");
      return;
    }
    const before = await submissionCount(w);
    const [{ maxId }] = await w.rows<{ maxId: number | null }>("SELECT MAX(id) AS maxId FROM submissions");
    const markers: string[] = [];
    const statuses = new Map<number, number>();
    const started = Date.now();
    await pool(
      Array.from({ length: POSTS }, (_, i) => i),
      CONCURRENCY,
      async (i) => {
        const seq = SEQ_BASE + i;
        const form = storing[i % storing.length].form;
        const body = validBody(form, seq);
        const res = await postBody(w, form.action, body);
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const m = marker(body, seq);
        if (accepted(res.status) && m) markers.push(m);
      },
    );
    const seconds = (Date.now() - started) / 1000;
    const acceptedCount = [...statuses].filter(([s]) => accepted(s)).reduce((n, [, c]) => n + c, 0);
    const after = await submissionCount(w);
    console.info(
      `load: ${POSTS} posts over ${storing.length} storing forms in ${seconds.toFixed(1)} s (${(POSTS / seconds).toFixed(0)}/s); statuses ${JSON.stringify(Object.fromEntries(statuses))}; stored ${after - before}`,
    );

    expect(acceptedCount).toBe(POSTS);
    expect(after - before).toBe(acceptedCount);
    // Each accepted post is in exactly one new row.
    const rows = await w.rows<{ payload: string }>("SELECT payload FROM submissions WHERE id > ?", maxId ?? 0);
    const counts = new Map(markers.map((m) => [m, 0]));
    for (const { payload } of rows) {
      for (const m of markers) if (payload.includes(JSON.stringify(m).slice(1, -1))) counts.set(m, counts.get(m)! + 1);
    }
    const wrong = [...counts].filter(([, n]) => n !== 1);
    expect(wrong.slice(0, 10)).toEqual([]);
  }, 1_800_000);

  it("the rate limit still applies when set low: refused posts are 429 and not stored", async () => {
    const limited = await startWorker({ bindings: { RATE_LIMIT_PER_MINUTE: "3" } });
    try {
      const form = site.forms.find((f) => f.stores)?.form;
      if (!form) return;
      const before = await submissionCount(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await postBody(limited, form.action, validBody(form, 200_000 + i));
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      expect(statuses.filter(accepted)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
      expect((await submissionCount(limited)) - before).toBe(3);
    } finally {
      await limited.dispose();
    }
  }, 600_000);
});
