/**
 * Medicine on the shipped tables (the seed built from data/, JS off): AIIMS New Delhi's MBBS closing rank on its
 * cut-off page with the source and the date the copy was taken, a NEET-UG predictor answer (All India Quota, the
 * JEE bands, no home state asked), and /exams/neet-ug's colleges, seats and closing ranks.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mainText, startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

const rowsOf = (text: string) =>
  [...text.slice(text.indexOf('id="answer-title"')).matchAll(/<li[^>]*class="py-3"[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
    mainText(`<main>${m[1]}</main>`).trim(),
  );

describe("MCC's NEET-UG All India Quota on the site", () => {
  it("AIIMS New Delhi's cut-off page shows its MBBS opening and closing ranks with the source and the date taken", async () => {
    const { status, text } = await w.html("/colleges/all-india-institute-of-medical-sciences-delhi/cutoffs");
    expect(status).toBe(200);
    const main = mainText(text);
    expect(main).toContain("All India Institute of Medical Sciences, Delhi: NEET-UG cut-offs");
    expect(main).toContain("NEET-UG cut-offs: MCC All India Quota");
    // Year, round, course, quota, category, opening and closing All India Rank.
    expect(main).toMatch(/2026\s+1\s+MBBS\s+Open Seat Quota\s+OPEN\s+1\s+52/);
    // The reserved categories' ranks of the same round (EWS 76–292, OBC 54–192, SC 55–793, ST 260–987).
    expect(main).toMatch(/2026\s+1\s+MBBS\s+Open Seat Quota\s+OBC\s+54\s+192/);
    expect(main).toMatch(/2026\s+1\s+MBBS\s+Open Seat Quota\s+SC\s+55\s+793/);
    expect(main).toContain("Categories held for this college: EWS, OBC, OPEN, SC, ST.");
    expect(main).toContain("PwD seats, BDS and rounds other than 2026 round 1 are not published here yet.");
    expect(main).toContain("MBBS seats for the year (National Medical Commission): 132.");
    expect(main).toContain("MCC NEET-UG 2026, round 1, All India Quota MBBS allotments; copy taken 2026-11-28");
    expect(main).toContain("reserved categories from the round's per-institute summary; copy taken 2026-11-29");
  });

  it("a state college's cut-off page shows its reserved categories too (Maulana Azad Medical College)", async () => {
    const { status, text } = await w.html("/colleges/maulana-azad-medical-college/cutoffs");
    expect(status).toBe(200);
    const main = mainText(text);
    expect(main).toMatch(/2026\s+1\s+MBBS\s+All India\s+OPEN\s+60\s+129/);
    expect(main).toMatch(/2026\s+1\s+MBBS\s+All India\s+OBC\s+233\s+429/);
    expect(main).toMatch(/2026\s+1\s+MBBS\s+All India\s+ST\s+1,417\s+5,429/);
    expect(main).toContain("Categories held for this college: EWS, OBC, OPEN, SC, ST.");
  });

  it("an engineering college's cut-off page stays JoSAA's", async () => {
    const { status, text } = await w.html("/colleges/indian-institute-of-technology-bombay/cutoffs");
    expect(status).toBe(200);
    const main = mainText(text);
    expect(main).toContain("JoSAA cut-offs");
    expect(main).not.toContain("MCC All India Quota");
  });

  it("the NEET-UG predictor answers an All India Rank with MCC's MBBS seats and the figures of each band", async () => {
    const { status, text } = await w.html("/college-predictor?exam=neet-ug&rank=1000&category=OPEN&gender=female");
    expect(status).toBe(200);
    // The page's title and description name NEET, and every NEET answer is indexed as the NEET predictor.
    expect(text).toMatch(/<title>College Predictor: NEET-UG MBBS \(All India Quota\) \| [^<]+<\/title>/);
    expect(text).toMatch(/<meta name="description" content="Enter your NEET-UG All India Rank/);
    expect(text).toMatch(/<link rel="canonical" href="[^"]*\/college-predictor\?exam=neet-ug"/);
    const main = mainText(text);
    expect(main).toContain("MBBS seats for NEET-UG rank 1,000");
    expect(main).toContain("MCC All India Quota, NEET-UG 2026, round 1");
    const rows = rowsOf(text);
    expect(rows.length).toBeGreaterThan(0);
    // Lady Hardinge closed at 870: 1,000 is within the 20 % reach (Ambitious); AIIMS Raipur at 1,008: Moderate.
    const lhmc = rows.find((r) => r.includes("Lady Hardinge Medical College"));
    expect(lhmc).toContain("Ambitious");
    expect(lhmc).toContain("closing rank 2026 (round 1): 870; your rank 1,000 is 130 outside it (15 % above)");
    const raipur = rows.find((r) => r.includes("All India Institute of Medical Sciences Raipur"));
    expect(raipur).toContain("Moderate");
    // One year held: nothing is Safe, and the row says why.
    expect(text).not.toMatch(/>Safe<\/span>/);
    expect(raipur).toContain("Safe needs closing ranks for 2 years");
    // AIIMS New Delhi (closing 52) is far out of reach of rank 1,000.
    expect(rows.some((r) => r.includes("Medical Sciences, Delhi"))).toBe(false);
  });

  it("a reserved-category candidate sees OPEN seats and their category's seats where MCC's table is held", async () => {
    const { status, text } = await w.html(
      "/college-predictor?exam=neet-ug&rank=700&categoryRank=300&category=SC&gender=male&state=Delhi",
    );
    expect(status).toBe(200);
    const main = mainText(text);
    expect(main).toContain(
      "MCC's SC closing ranks of 2026, round 1 are held for 447 of the 452 institutes; at the others only OPEN seats are shown.",
    );
    const rows = rowsOf(text);
    // AIIMS New Delhi's SC seats closed at AIR 793: within reach of 700; its OPEN seats (52) are not.
    const aiims = rows.filter((r) => r.includes("Medical Sciences, Delhi"));
    expect(aiims).toHaveLength(1);
    expect(aiims[0]).toContain("SC seat on your All India Rank (700)");
    expect(aiims[0]).toContain("closing rank 2026 (round 1): 793");
    expect(rows.some((r) => r.includes("OPEN seat on your All India Rank"))).toBe(true);
    // A state college's SC seats too: Maulana Azad Medical College's closed at AIR 1 834 (its OPEN seats at 129).
    const mamc = rows.find((r) => r.includes("Maulana Azad Medical College"));
    expect(mamc).toContain("SC seat on your All India Rank (700)");
    expect(mamc).toContain("closing rank 2026 (round 1): 1,834");
  });

  it("a PwD candidate is told MCC's PwD ranks are not held", async () => {
    const { status, text } = await w.html(
      "/college-predictor?exam=neet-ug&rank=20000&categoryRank=8000&category=OBC-NCL&pwd=on&gender=male",
    );
    expect(status).toBe(200);
    expect(mainText(text)).toContain("MCC's PwD closing ranks are not held yet: PwD seats are not shown.");
  });

  it("/exams/neet-ug lists the colleges, their seats and last year's closing ranks", async () => {
    const { status, text } = await w.html("/exams/neet-ug");
    expect(status).toBe(200);
    const main = mainText(text);
    expect(main).toContain("Medical colleges, seats and closing ranks");
    expect(main).toMatch(/NEET-UG 2026, round 1: 452 colleges with [\d,]+ MBBS seats/);
    expect(main).toMatch(/All India Institute of Medical Sciences, Delhi\s+Delhi\s+132\s+52/);
    expect(text).toContain('href="/colleges/all-india-institute-of-medical-sciences-delhi/cutoffs"');
    expect(text).toContain('href="/college-predictor?exam=neet-ug"');
  });
});
