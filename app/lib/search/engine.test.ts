import { describe, expect, it } from "vitest";
import { groupHits, normalize, SearchIndex, tokenize, type SearchDoc } from "./engine";

const docs: SearchDoc[] = [
  {
    id: "exam:ielts",
    type: "exam",
    title: "IELTS Academic",
    keywords: "International English Language Testing System",
    url: "/IELTS",
  },
  { id: "exam:gre", type: "exam", title: "GRE", keywords: "Graduate Record Examinations", url: "/GREPrep" },
  {
    id: "course:btech",
    type: "course",
    title: "B.Tech",
    keywords: "Bachelor of Technology engineering",
    url: "/cource-finder",
  },
  {
    id: "course:mba",
    type: "course",
    title: "MBA",
    keywords: "Master of Business Administration",
    url: "/cource-finder",
  },
  {
    id: "college:tum",
    type: "college",
    title: "Technical University of Munich",
    subtitle: "Munich, Germany",
    keywords: "germany",
    url: "/cource-finder?college=tum",
  },
  { id: "college:ens", type: "college", title: "École Normale Supérieure", subtitle: "Paris", url: "/x" },
  {
    id: "service:visa",
    type: "service",
    title: "Visa Assistance",
    keywords: "Immigration",
    url: "/services/visa-assistance",
  },
];
const index = new SearchIndex(docs);
const ids = (q: string) => index.search(q).map((h) => h.id);

describe("tokenize/normalize", () => {
  it("lower-cases, strips accents and joins dotted abbreviations", () => {
    expect(normalize("École")).toBe("ecole");
    expect(tokenize("B.Tech in ME/M.Tech")).toEqual(
      expect.arrayContaining(["b", "tech", "btech", "in", "me", "m", "mtech"]),
    );
  });
});

describe("SearchIndex", () => {
  it("is case-insensitive and prefix tolerant", () => {
    expect(ids("ielts")[0]).toBe("exam:ielts");
    expect(ids("IEL")[0]).toBe("exam:ielts");
    expect(ids("visa")[0]).toBe("service:visa");
  });
  it("tolerates small typos", () => {
    expect(ids("ielst")[0]).toBe("exam:ielts");
    expect(ids("germny")).toContain("college:tum");
    expect(ids("assistanse")).toContain("service:visa");
  });
  it("is accent-insensitive both ways", () => {
    expect(ids("ecole")).toContain("college:ens");
    expect(ids("supérieure")).toContain("college:ens");
  });
  it("understands abbreviations with or without dots", () => {
    expect(ids("btech")[0]).toBe("course:btech");
    expect(ids("B.Tech")[0]).toBe("course:btech");
    expect(ids("mba")[0]).toBe("course:mba");
    expect(ids("GRE")[0]).toBe("exam:gre");
  });
  it("ranks title matches above keyword matches", () => {
    expect(ids("technology")[0]).toBe("course:btech");
    const munich = index.search("munich");
    expect(munich[0].id).toBe("college:tum");
  });
  it("returns nothing for empty or nonsense queries", () => {
    expect(ids("")).toEqual([]);
    expect(ids("   ")).toEqual([]);
    expect(ids("xqzvbwk")).toEqual([]);
    expect(ids("zzzz qqqq")).toEqual([]);
  });
  it("groups hits by type, best group first", () => {
    const groups = groupHits(index.search("tech"));
    expect(groups[0].type).toBe("course");
    expect(groups.map((g) => g.label)).toContain("Colleges");
  });
});
