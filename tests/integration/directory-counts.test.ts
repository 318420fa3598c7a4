/**
 * The directory's totals (directory_counts, kept by triggers) stay exactly what COUNT over colleges and
 * college_courses gives, through every path that writes them: the seed (migrations, then the shipped directory and
 * the universities abroad), the console's college CSV import (add, then change a college's country and courses),
 * the seed's replacement of the directory (db:generate, the data build), a plain country change and a deleted
 * college whose courses go with it. The home's 'Why us?' counters show the same figures after the seed and each
 * import.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBindings, csrfOf, getWith, signIn } from "../support/admin";
import { mainText, startWorker, type TestWorker } from "../support/worker";
import { seedFixture } from "./colleges-fixture";

let w: TestWorker;
let admin: string;
beforeAll(async () => {
  w = await startWorker({ bindings: adminBindings });
  admin = await signIn(w);
});
afterAll(() => w?.dispose());

interface Totals {
  colleges: number;
  courses: number;
  countries: Record<string, number>;
}

/** What the triggers keep. */
async function held(): Promise<Totals> {
  const rows = await w.rows<{ kind: string; value: string; n: number }>(
    "SELECT kind, value, n FROM directory_counts ORDER BY kind, value",
  );
  const one = (kind: string) => rows.find((r) => r.kind === kind && r.value === "")?.n;
  return {
    colleges: one("colleges") ?? -1,
    courses: one("courses") ?? -1,
    countries: Object.fromEntries(rows.filter((r) => r.kind === "country").map((r) => [r.value, r.n])),
  };
}

/** What the tables hold, counted. */
async function counted(): Promise<Totals> {
  const [{ colleges, courses }] = await w.rows<{ colleges: number; courses: number }>(
    "SELECT (SELECT count(*) FROM colleges) AS colleges, (SELECT count(*) FROM college_courses) AS courses",
  );
  const countries = await w.rows<{ country: string; n: number }>(
    "SELECT country, count(*) AS n FROM colleges GROUP BY country ORDER BY country",
  );
  return { colleges, courses, countries: Object.fromEntries(countries.map((r) => [r.country, r.n])) };
}

/** The 'Why us?' counters as the home's API gives them. */
async function shown(): Promise<Record<string, number>> {
  const res = await w.fetch("/api/whyus/get_all");
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: Array<{ title: string; counter_value: number }> };
  return Object.fromEntries(
    data
      .filter((t) => ["Colleges Listed", "Courses Listed", "Countries Covered"].includes(t.title))
      .map((t) => [t.title, t.counter_value]),
  );
}

/**
 * The held totals equal the counted ones; `page`: the counters show them too (after a write through the app, which
 * starts a new content version; a write in plain SQL here leaves the cached figures until the next one).
 */
async function expectExact(step: string, { page = false } = {}): Promise<Totals> {
  const now = await counted();
  expect(await held(), step).toEqual(now);
  if (!page) return now;
  const abroad = Object.entries(now.countries).filter(([c, n]) => c !== "india" && n > 0).length;
  expect(await shown(), step).toEqual({
    "Colleges Listed": now.colleges,
    "Courses Listed": now.courses,
    "Countries Covered": abroad,
  });
  return now;
}

const HEADER = "slug,name,short_name,country,state,city,ownership,streams,rating,rating_count,courses,rankings,sample";
const SLUG = "zeta-counts-university";
const csv = (country: string, courses: string) =>
  `${HEADER}\n${SLUG},Zeta Counts University,ZCU,${country},,Reykjavik,public,Engineering,4.1,10,"${courses}",,no\n`;
const TWO_COURSES =
  "BSc Engineering;BSc;Engineering;UG;3;900000;INR;50;IELTS|MSc Engineering;MSc;Engineering;PG;2;700000;INR;30;IELTS";
const ONE_COURSE = "BSc Engineering;BSc;Engineering;UG;3;900000;INR;50;IELTS";

/** The console's import of a college CSV: the dry run, then the apply naming the staged upload. */
async function importCsv(text: string) {
  const csrf = csrfOf((await getWith(w, "/admin/data", admin)).text);
  const post = async (fields: Record<string, string>, file?: string) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    if (file) body.append("file", new Blob([file], { type: "text/csv" }), "colleges.csv");
    const encoded = new Response(body);
    const res = await w.fetch("/admin/data", {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: { Cookie: admin, "Content-Type": encoded.headers.get("Content-Type")! },
    });
    return { status: res.status, html: await res.text() };
  };
  const dry = await post({ csrf, intent: "preview" }, text);
  expect(dry.status, mainText(dry.html)).toBe(200);
  const staged = /name="staged" value="([^"]+)"/.exec(dry.html)?.[1] ?? "";
  const digest = /name="digest" value="([^"]+)"/.exec(dry.html)?.[1] ?? "";
  const applied = await post({ csrf, intent: "apply", staged, digest });
  expect(applied.status).toBe(200);
  return mainText(applied.html);
}

describe("directory counts", () => {
  it("equal the COUNTs after the seed (the shipped directory and the universities abroad)", async () => {
    const seeded = await expectExact("seeded", { page: true });
    expect(seeded.colleges).toBeGreaterThan(0);
    expect(seeded.courses).toBeGreaterThan(0);
    expect(Object.keys(seeded.countries).length).toBeGreaterThan(1);
  });

  it("follow the console's import: a college added abroad, then moved to another country with fewer courses", async () => {
    const before = await counted();
    expect(await importCsv(csv("iceland", TWO_COURSES))).toContain("1 added");
    const added = await expectExact("added", { page: true });
    expect(added.colleges).toBe(before.colleges + 1);
    expect(added.courses).toBe(before.courses + 2);
    expect(added.countries.iceland).toBe(1);

    expect(await importCsv(csv("greenland", ONE_COURSE))).toContain("1 changed");
    const moved = await expectExact("changed", { page: true });
    expect(moved.colleges).toBe(added.colleges);
    expect(moved.courses).toBe(added.courses - 1);
    expect(moved.countries.iceland).toBeUndefined();
    expect(moved.countries.greenland).toBe(1);
  });

  it("follow a country changed in place, and a college deleted with its courses", async () => {
    await w.rows("UPDATE colleges SET country = country WHERE slug = ?1", SLUG);
    await expectExact("country set to itself");
    await w.rows("UPDATE colleges SET country = 'india', name = 'Zeta Counts University' WHERE slug = ?1", SLUG);
    expect((await expectExact("country changed")).countries.greenland).toBeUndefined();
    const before = await counted();
    await w.rows("DELETE FROM colleges WHERE slug = ?1", SLUG);
    const after = await expectExact("deleted");
    expect(after.colleges).toBe(before.colleges - 1);
    expect(after.courses).toBe(before.courses - 1);
  });

  it("follow the seed replacing the whole directory", async () => {
    const db = await w.db();
    await seedFixture(db);
    const fixture = await expectExact("fixture");
    expect(fixture.colleges).toBeGreaterThanOrEqual(5);
  });
});
