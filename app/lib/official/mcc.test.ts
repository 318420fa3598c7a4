import { describe, expect, it } from "vitest";
import {
  expandReconciliation,
  matchMccInstitute,
  mccCity,
  mccCollegeName,
  mccFileMeta,
  mccOwnership,
  mccReconciliationMeta,
  parseMccTable,
} from "./mcc";

const HEAD =
  "choiceIndexRank,collegeName,state,instituteType,primaryQuota,primaryCategory,bestAIR,lastObservedAIR,allotmentCount,totalMBBSSeats2026";

describe("MCC tables: file names and rows", () => {
  it("reads the year, round and category from the file name", () => {
    expect(mccFileMeta("neet-ug-2026-round1-aiq-open.csv")).toEqual({ year: 2026, round: 1, category: "OPEN" });
    expect(mccFileMeta("college-names.csv")).toBeNull();
  });

  it("keeps All India Quota rows and lists the others with their line", () => {
    const text = [
      HEAD,
      '1,"AIIMS, New Delhi, ANSARI NAGAR EAST, AUROBINDO MARG, NEW DELHI 110029",Delhi,INI,Open Seat Quota,OPEN,1,52,48,132',
      '2,"Kasturba Medical College, Manipal",Karnataka,PRIVATE,Self-Financed Merit,OPEN,267,42815,213,250',
      '3,"Government Medical College, Kota",Rajasthan,GOVERNMENT,All India,OPEN,2589,1000,13,250',
      '4,"Government Medical College, Pali, Rajasthan",Rajasthan,GOVERNMENT,All India,OPEN,5455,7241,9,150',
    ].join("\n");
    const { rows, problems } = parseMccTable(text, { year: 2026, round: 1, category: "OPEN" });
    expect(rows.map((r) => [r.institute, r.opening, r.closing, r.seats, r.quota])).toEqual([
      ["AIIMS, New Delhi, ANSARI NAGAR EAST, AUROBINDO MARG, NEW DELHI 110029", 1, 52, 132, "Open Seat Quota"],
      ["Government Medical College, Pali, Rajasthan", 5455, 7241, 150, "All India"],
    ]);
    expect(problems).toEqual([
      { line: 3, reason: "not an All India Quota row" },
      { line: 4, reason: "opening and closing ranks unreadable or closing before opening" },
    ]);
  });
});

describe("MCC institutes as colleges: names, cities, ownership and matching", () => {
  it("names an INI without its address and keeps the NMC's names", () => {
    expect(mccCollegeName("AIIMS, Jodhpur, BASNI PHASE - II, JODHPUR-342005", "INI")).toBe(
      "All India Institute of Medical Sciences, Jodhpur",
    );
    expect(mccCollegeName("AIIMS-Bhopal,, SAKET NAGAR BHOPAL", "INI")).toBe(
      "All India Institute of Medical Sciences, Bhopal",
    );
    expect(mccCollegeName("JIPMER KARAIKAL, JIPMER Academic Campus, FCI Link Road", "INI")).toBe(
      "Jawaharlal Institute of Post Graduate Medical Education & Research, Karaikal",
    );
    expect(mccCollegeName("Sarat Chandra Chattopadhyay Government Medical College & Hospital,", "GOVERNMENT")).toBe(
      "Sarat Chandra Chattopadhyay Government Medical College & Hospital",
    );
  });

  it("takes the city from the name only when it reads as a place, else the state", () => {
    expect(mccCity("Government Medical College, Kota", "Rajasthan")).toBe("Kota");
    expect(mccCity("Shri Kalyan Govt. Medical College, Sikar, Rajasthan", "Rajasthan")).toBe("Sikar");
    expect(mccCity("Autonomous State Medical College Pratapgarh", "Uttar Pradesh")).toBe("Uttar Pradesh");
    expect(
      mccCity(
        "Saheed Rendo Majhi Medical College and Hospital, Bhawanipatna, Kalahandi, Odisha (erstwhile Government Medical College, Bhawanipatna)",
        "Odisha",
      ),
    ).toBe("Kalahandi");
  });

  it("gives a private institute private ownership and every government type public", () => {
    expect(mccOwnership("PRIVATE")).toBe("private");
    expect(["INI", "CENTRAL", "GOVERNMENT", "ESIC"].map((t) => mccOwnership(t as "INI"))).toEqual([
      "public",
      "public",
      "public",
      "public",
    ]);
  });

  const colleges = [
    {
      slug: "all-india-institute-of-medical-sciences-delhi",
      name: "All India Institute of Medical Sciences, Delhi",
      state: "Delhi",
    },
    { slug: "osmania-medical-college", name: "Osmania Medical College", state: "Telangana" },
    { slug: "government-medical-college-kota", name: "Government Medical College, Kota", state: "Rajasthan" },
    { slug: "jawaharlal-nehru-medical-college", name: "Jawaharlal Nehru Medical College", state: "Karnataka" },
  ];
  const mapping = new Map([
    [
      "AIIMS, New Delhi, ANSARI NAGAR EAST, AUROBINDO MARG, NEW DELHI 110029",
      "all-india-institute-of-medical-sciences-delhi",
    ],
  ]);

  it("matches through the reviewed mapping first", () => {
    expect(
      matchMccInstitute(
        {
          institute: "AIIMS, New Delhi, ANSARI NAGAR EAST, AUROBINDO MARG, NEW DELHI 110029",
          state: "Delhi",
          type: "INI",
        },
        mapping,
        colleges,
      ),
    ).toBe("all-india-institute-of-medical-sciences-delhi");
  });

  it("matches the same name in the same state, punctuation and '&' aside", () => {
    expect(
      matchMccInstitute(
        { institute: "Government Medical College,  Kota", state: "Rajasthan", type: "GOVERNMENT" },
        mapping,
        colleges,
      ),
    ).toBe("government-medical-college-kota");
  });

  it("never matches a name in another state or a different name", () => {
    expect(
      matchMccInstitute(
        { institute: "Jawaharlal Nehru Medical College", state: "Rajasthan", type: "GOVERNMENT" },
        mapping,
        colleges,
      ),
    ).toBeNull();
    expect(
      matchMccInstitute(
        { institute: "Osmania Medical College, Hyderabad", state: "Telangana", type: "GOVERNMENT" },
        mapping,
        colleges,
      ),
    ).toBeNull();
  });
});

describe("MCC round summary transcribed: reserved categories joined to the OPEN table", () => {
  const open = parseMccTable(
    [
      HEAD,
      '1,"AIIMS, New Delhi, ANSARI NAGAR EAST, AUROBINDO MARG, NEW DELHI 110029",Delhi,INI,Open Seat Quota,OPEN,1,52,48,132',
      "279,ACSR Government Medical College,Andhra Pradesh,GOVERNMENT,All India,OPEN,9746,14322,11,200",
      '280,"Government Medical College, Twin",Goa,GOVERNMENT,All India,OPEN,500,600,5,100',
      '281,"Government Medical College, Other Twin",Goa,GOVERNMENT,All India,OPEN,500,600,5,100',
    ].join("\n"),
    { year: 2026, round: 1, category: "OPEN" },
  ).rows;
  const text = [
    "# a comment line",
    "MCCCode,Quota,OpenBest,OpenHighest,OpenAllotted,EWSBest,EWSHighest,EWSAllotted,OBCBest,OBCHighest,OBCAllotted,SCBest,SCHighest,SCAllotted,STBest,STHighest,STAllotted",
    "200446,A,9746,14322,11,18469,19932,3,14607,15293,7,52073,59484,4,,,",
    "200502,A,1,52,48,76,292,12,54,192,31,55,793,18,260,987,10",
    "999999,A,9746,14323,11,1,2,1,,,,,,,,,",
    "888888,A,500,600,5,700,800,1,,,,,,,,,",
    "200447,A,9746,14322,11,18469,19932,3,,,,,,,,,",
    "200448,X,1,1,1,,,,,,,,,,,,",
    "200449,O,1,52,48,292,76,12,,,,,,,,,",
  ].join("\n");
  const out = expandReconciliation(text, { year: 2026, round: 1 }, open);

  it("reads the year and round from the file name", () => {
    expect(mccReconciliationMeta("reconciliation-2026-round1.csv")).toEqual({ year: 2026, round: 1 });
    expect(mccReconciliationMeta("neet-ug-2026-round1-aiq-open.csv")).toBeNull();
  });

  it("joins a line to the one institute whose Open figures it repeats and takes the OPEN row's name, state and seats", () => {
    expect(out.joined).toEqual([
      { code: "200446", institute: "ACSR Government Medical College" },
      { code: "200449", institute: "AIIMS, New Delhi, ANSARI NAGAR EAST, AUROBINDO MARG, NEW DELHI 110029" },
    ]);
    expect(
      out.rows.map((r) => [r.institute, r.state, r.quota, r.category, r.opening, r.closing, r.allotted, r.seats]),
    ).toEqual([
      ["ACSR Government Medical College", "Andhra Pradesh", "All India", "EWS", 18469, 19932, 3, 200],
      ["ACSR Government Medical College", "Andhra Pradesh", "All India", "OBC", 14607, 15293, 7, 200],
      ["ACSR Government Medical College", "Andhra Pradesh", "All India", "SC", 52073, 59484, 4, 200],
    ]);
  });

  it("lists every line it cannot join or read, never guessing", () => {
    expect(out.problems.map((p) => [p.line, p.reason])).toEqual([
      [4, "MCC code 200502: its Open figures 1 / 52 / 48 match an institute of another quota of the OPEN table"],
      [5, "MCC code 999999: its Open figures 9746 / 14323 / 11 match 0 institutes of the OPEN table"],
      [6, "MCC code 888888: its Open figures 500 / 600 / 5 match 2 institutes of the OPEN table"],
      [7, "MCC code 200447: ACSR Government Medical College transcribed twice"],
      [8, 'MCC code 200448: unknown quota "X"'],
      [9, "MCC code 200449: EWS figures unreadable or highest before best"],
    ]);
  });
});
