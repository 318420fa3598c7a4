/**
 * The shipped directory's official facts a student filters and reads by: ownership from AICTE's approved-institutes
 * list (Engineering + Pune + Private finds Pune's private colleges), merged duplicates answering their old slug with
 * a 301, the courses (with sanctioned intake) of a college JoSAA does not list, and the console's data page naming
 * the lists with their edition, colleges matched and the date taken — JS off.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBindings, getWith, signIn } from "../support/admin";
import { directoryPage } from "../support/directory";
import { mainText, startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ bindings: adminBindings });
});
afterAll(() => w?.dispose());

describe("ownership where AICTE publishes it", () => {
  it("lists Pune's private engineering colleges under Engineering + Pune + Private", async () => {
    const { status, main, slugs } = await directoryPage(w, "?stream=Engineering&city=Pune&ownership=private");
    expect(status).toBe(200);
    for (const slug of [
      "pimpri-chinchwad-college-of-engineering",
      "vishwakarma-institute-of-technology",
      "maharshi-karve-stree-shikshan-samsthas-cummins-college-of-engineering-for-women",
      "dr-d-y-patil-institute-of-technology",
    ])
      expect(slugs).toContain(slug);
    // COEP is a state government university: public, not private.
    expect(slugs).not.toContain("coep-technological-university");
    const [{ n }] = await w.rows<{ n: number }>(
      "SELECT count(*) AS n FROM colleges WHERE city = 'Pune' AND ownership = 'private' AND streams LIKE '%Engineering%'",
    );
    expect(n).toBe(slugs.length);
    expect(main).toContain(`${n} colleges found`);
  });

  it("names AICTE on a matched college's page and keeps 'Not published yet' for one no list names", async () => {
    const pccoe = mainText((await w.html("/colleges/pimpri-chinchwad-college-of-engineering")).text);
    expect(pccoe).toContain("Ownership Private");
    expect(pccoe).toContain("Approvals AICTE (2025-26)");
    const ait = mainText((await w.html("/colleges/army-institute-of-technology")).text);
    expect(ait).toContain("Ownership Not published yet");
  });
});

describe("near-duplicate colleges merged", () => {
  it("answers a merged college's old slug with a 301 to the kept college, sub-pages too", async () => {
    const old = await w.fetch(
      "/colleges/bansilal-ramnath-agarwal-charitable-trusts-vishwakarama-institute-of-technology",
    );
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/colleges/vishwakarma-institute-of-technology");
    const cutoffs = await w.fetch(
      "/colleges/bharati-vidyapeeth-deemed-university-college-of-engineering-pune/cutoffs?x=1",
    );
    expect(cutoffs.status).toBe(301);
    expect(cutoffs.headers.get("Location")).toBe(
      "/colleges/bharati-vidyapeeth-deemed-university-college-of-engineering/cutoffs?x=1",
    );
    const kept = await w.html("/colleges/vishwakarma-institute-of-technology");
    expect(kept.status).toBe(200);
    // One college per institution: a single Bharati Vidyapeeth College of Engineering in Pune.
    const rows = await w.rows<{ slug: string }>(
      "SELECT slug FROM colleges WHERE name = 'Bharati Vidyapeeth Deemed University College of Engineering'",
    );
    expect(rows.map((r) => r.slug)).toEqual(["bharati-vidyapeeth-deemed-university-college-of-engineering"]);
  });
});

describe("courses of a college JoSAA does not list", () => {
  it("shows COEP's AICTE-approved programmes with their intake and source", async () => {
    const { status, text } = await w.html("/colleges/coep-technological-university");
    expect(status).toBe(200);
    const main = mainText(text);
    expect(main).not.toContain("No courses listed yet");
    expect(main).toMatch(/Computer Science & Engineering \(UG\)\s*UG\s*4 years\s*Not published yet\s*300/);
    expect(main).toContain("AICTE's approved institutes, academic year 2025-26");
    expect(main).toContain("Ownership Public / Government");
  });
});

describe("the console's data page", () => {
  it("lists the AICTE and UGC lists with their edition, colleges matched and the date taken", async () => {
    const { status, text } = await getWith(w, "/admin/data", await signIn(w));
    expect(status).toBe(200);
    const t = mainText(text);
    const [{ aicte, ugc }] = await w.rows<{ aicte: number; ugc: number }>(
      "SELECT (SELECT count(*) FROM colleges WHERE approvals LIKE 'AICTE%') AS aicte, (SELECT count(*) FROM colleges WHERE summary LIKE '%the UGC list of universities%') AS ugc",
    );
    expect(aicte).toBeGreaterThan(100);
    expect(t).toContain(
      `AICTE approved institutes: colleges matched (ownership, programmes, intake) 2025-26 ${aicte} 2026-11-28`,
    );
    expect(t).toContain(`UGC consolidated list of universities: universities matched (ownership)`);
    expect(t).toMatch(new RegExp(`Deemed universities ${ugc} 2026-11-28`));
  });
});

describe("each official table's edition and the date its copy was taken", () => {
  it("is named on the cut-off page and the predictor", async () => {
    const cut = mainText((await w.html("/colleges/national-institute-of-technology-puducherry/cutoffs")).text);
    expect(cut).toMatch(
      /Source: Joint Seat Allocation Authority \(JoSAA\), opening and closing ranks, 2025, round 6 \(copy taken 2026-11-28\)/,
    );
    const predictor = mainText(
      (await w.html("/college-predictor?exam=jee-main&rank=20000&category=OPEN&gender=male&home=Tamil+Nadu")).text,
    );
    expect(predictor).toMatch(/final round of [\d, ]+ \(cop(y|ies) taken 2026-11-2[78]( and 2026-11-28)?\)/);
  });
});
