/**
 * Form fuzzing over every discovered action (tests/hardness): hostile bodies must never
 * produce a 5xx, every 400 page must show what went wrong, and only accepted posts store.
 * Then the operator console, signed in as an editor and as an admin (tests/hardness/console-fuzz.ts):
 * every console form and upload gets hostile files, cells, oversized and cut-short bodies; no 5xx,
 * and a refused post changes nothing stored (CONSOLE_FUZZ_POSTS, else FUZZ_POSTS, default 1 000).
 *
 * Posts: FUZZ_POSTS (default 1 000 here, bounded by FUZZ_SECONDS, default 120 s, so
 * `npm test` stays short on 2 shared cores); `npm run fuzz` runs the full 10 000.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoverConsole, runConsoleFuzz } from "../hardness/console-fuzz";
import { fuzzRequest, rng, type Strategy } from "../hardness/fuzz";
import { accepted, discoverSite, pool, submissionCount, type Site } from "../hardness/harness";
import { showsErrorMessages } from "../hardness/html";
import { adminBindings, EDITOR_EMAIL, signIn } from "../support/admin";
import { startWorker, type TestWorker } from "../support/worker";

const POSTS = Number(process.env.FUZZ_POSTS ?? 1_000);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? (process.env.FUZZ_POSTS ? 3_000 : 120));
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_611);
const CONCURRENCY = 6;
const CONSOLE_POSTS = Number(process.env.CONSOLE_FUZZ_POSTS ?? process.env.FUZZ_POSTS ?? 1_000);

let w: TestWorker;
let site: Site;
beforeAll(async () => {
  w = await startWorker({ bindings: { RATE_LIMIT_PER_MINUTE: "10000000", ...adminBindings } });
  site = await discoverSite(w);
}, 600_000);
afterAll(() => w?.dispose());

/**
 * The local server (workerd behind Miniflare) answers some posts without reading their body — seen with a page
 * without an action (405) — and may then close the connection while the test's client is still writing the body:
 * the client sees `write ECONNRESET` instead of the answer (2–5 in 1 300 posts of 1 MB to every page here). That is
 * the local transport, not the app's answer, so such a post is sent once more; any other failure, or a second
 * reset, fails the test.
 */
function connectionReset(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  return code === "ECONNRESET" || code === "EPIPE";
}

describe("form fuzzing", () => {
  it(`${POSTS} hostile posts: no 5xx, every 400 page explains itself, only accepted posts store`, async () => {
    const forms = site.forms;
    if (!forms.length) {
      console.warn("fuzz: no post forms discovered yet");
      return;
    }
    // Pages without a form must refuse posts cleanly too (405, never 5xx).
    const formPages = new Set(forms.map((f) => f.form.action.split("?")[0]));
    const getOnly = site.pages
      .filter((p) => p.status === 200 && !formPages.has(p.path.split("?")[0]))
      .map((p) => p.path);

    const before = await submissionCount(w);
    const deadline = Date.now() + SECONDS * 1000;
    const statuses = new Map<number, number>();
    const byStrategy = new Map<Strategy, number>();
    const serverErrors: string[] = [];
    const silent400: string[] = [];
    let acceptedStoring = 0;
    let sent = 0;
    let resets = 0;

    const jobs = Array.from({ length: POSTS }, (_, i) => i);
    await pool(jobs, CONCURRENCY, async (i) => {
      if (Date.now() > deadline) return;
      const onGetOnly = getOnly.length > 0 && i % 50 === 25;
      const profile = forms[i % forms.length];
      const action = onGetOnly ? getOnly[Math.floor(i / 50) % getOnly.length] : profile.form.action;
      // One generator per post: any single post replays from FUZZ_SEED and its index.
      const req = fuzzRequest(profile.form, rng(SEED + i), 1000 + i, i % 97 === 0 ? "oversized" : undefined);
      const post = () =>
        w.fetch(action, {
          method: "POST",
          body: req.body as BodyInit,
          headers: req.contentType ? { "Content-Type": req.contentType } : {},
        });
      const res = await post().catch((error: unknown) => {
        if (!connectionReset(error)) throw error;
        resets += 1;
        return post();
      });
      const text = await res.text();
      sent += 1;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      byStrategy.set(req.strategy, (byStrategy.get(req.strategy) ?? 0) + 1);
      const label = `${res.status} ${req.strategy} POST ${action} (${req.contentType ?? "no content type"})`;
      if (res.status >= 500) serverErrors.push(`${label}: ${text.slice(0, 200)}`);
      if (
        res.status === 400 &&
        (res.headers.get("Content-Type") ?? "").includes("text/html") &&
        !showsErrorMessages(text)
      ) {
        silent400.push(label);
      }
      if (!onGetOnly && profile.stores && accepted(res.status)) acceptedStoring += 1;
    });

    const after = await submissionCount(w);
    console.info(
      `fuzz: ${sent} posts over ${forms.length} forms + ${getOnly.length} form-less pages (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}; strategies ${JSON.stringify(Object.fromEntries(byStrategy))}; stored ${after - before}; connections reset and posted again ${resets}`,
    );
    if (serverErrors.length)
      console.error(`fuzz: ${serverErrors.length} responses >= 500, e.g.\n${serverErrors.slice(0, 10).join("\n")}`);
    if (silent400.length) console.error(`fuzz: 400 pages without messages:\n${[...new Set(silent400)].join("\n")}`);
    expect({ serverErrors: serverErrors.length, silent400: silent400.length }).toEqual({
      serverErrors: 0,
      silent400: 0,
    });
    // Nothing stored that was not accepted, nothing accepted that was not stored.
    expect(after - before).toBe(acceptedStoring);
    if (process.env.FUZZ_POSTS) expect(sent).toBe(POSTS);
    else expect(sent).toBeGreaterThan(Math.min(POSTS, 300));
  }, 3_600_000);

  it("stored rows are well-formed JSON within the body limit", async () => {
    const rows = await w.rows<{ payload: string }>("SELECT payload FROM submissions");
    for (const row of rows) {
      expect(row.payload.length).toBeLessThan(64 * 1024);
      expect(() => JSON.parse(row.payload)).not.toThrow();
    }
  });
});

describe("console fuzzing", () => {
  it(`${CONSOLE_POSTS} hostile posts over every console form, as editor and admin: no 5xx, refused posts change nothing`, async () => {
    const admin = await signIn(w);
    const editor = await signIn(w, EDITOR_EMAIL);
    const roles = [
      { label: "admin", cookie: admin, forms: await discoverConsole(w, admin) },
      { label: "editor", cookie: editor, forms: await discoverConsole(w, editor) },
    ];
    const uploads = roles.flatMap((r) =>
      r.forms.filter((f) => f.files.length).map((f) => `${r.label} ${f.form.action}`),
    );
    console.info(
      `console fuzz: ${roles.map((r) => `${r.label} ${r.forms.length} forms`).join(", ")}; uploads: ${[...new Set(uploads)].join(", ")}`,
    );
    expect(uploads.some((u) => u.startsWith("admin /admin/data"))).toBe(true);
    expect(uploads.some((u) => /^editor \/admin\/content\//.test(u))).toBe(true);
    const result = await runConsoleFuzz(
      w,
      roles,
      { posts: CONSOLE_POSTS, seed: SEED, seconds: SECONDS, big: true },
      showsErrorMessages,
    );
    console.info(
      `console fuzz: ${result.sent} posts; statuses ${JSON.stringify(result.statuses)}; strategies ${JSON.stringify(result.strategies)}`,
    );
    if (result.serverErrors.length) console.error(`console fuzz: 5xx\n${result.serverErrors.slice(0, 10).join("\n")}`);
    if (result.changedByRefused.length)
      console.error(
        `console fuzz: refused posts that changed data\n${result.changedByRefused.slice(0, 10).join("\n")}`,
      );
    expect({
      serverErrors: result.serverErrors.length,
      silent400: [...new Set(result.silent400)],
      changedByRefused: result.changedByRefused.length,
    }).toEqual({ serverErrors: 0, silent400: [], changedByRefused: 0 });
    if (process.env.CONSOLE_FUZZ_POSTS ?? process.env.FUZZ_POSTS) expect(result.sent).toBe(CONSOLE_POSTS);
  }, 3_600_000);
});
