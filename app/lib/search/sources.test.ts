import { describe, expect, it } from "vitest";
import { SearchIndex } from "./engine";
import { blogDocs, staticDocs } from "./sources";

const index = new SearchIndex(staticDocs());
const search = (q: string) => index.search(q);

describe("site search over the real content", () => {
  it("'ielst' finds IELTS first", () => {
    const hits = search("ielst");
    expect(hits[0].title).toBe("IELTS Academic");
    expect(hits[0].url).toBe("/IELTS");
  });

  it("leaves colleges to the directory's D1 index (tests/integration/colleges-search.test.ts); holds NIRF's tables", () => {
    const colleges = staticDocs().filter((d) => d.type === "college");
    expect(colleges.every((d) => d.url.startsWith("/rankings?"))).toBe(true);
    expect(search("nirf 2024 engineering")[0].url).toBe("/rankings?category=Engineering&year=2024");
  });

  it("finds the study-abroad country guides", () => {
    expect(search("study in canada")[0].url).toBe("/study-abroad/canada");
    expect(search("canada study permit")[0].url).toBe("/study-abroad/canada");
    expect(search("germany blocked account")[0].url).toBe("/study-abroad/germany");
  });

  it("finds abbreviations: MBA, B.Tech, GRE", () => {
    expect(search("MBA")[0].title).toBe("MBA");
    expect(search("btech")[0].title).toBe("B.Tech");
    expect(search("B.Tech")[0].title).toBe("B.Tech");
    expect(search("GRE")[0].url).toBe("/GREPrep");
  });

  it("finds each type", () => {
    expect(search("toefl")[0]).toMatchObject({ type: "exam", url: "/ToeflIBT" });
    expect(search("neet")[0]).toMatchObject({ type: "exam" });
    expect(search("pgdm")[0]).toMatchObject({ type: "course" });
    expect(search("airport pickup")[0]).toMatchObject({ type: "service", url: "/services/airport-pickup" });
    const blogIndex = new SearchIndex(
      blogDocs([
        {
          blog_id: 7,
          blog_title: "NIRF Rankings 2025 explained",
          category_name: "Rankings",
          tags: "NIRF, India",
        },
      ]),
    );
    expect(blogIndex.search("nirf")[0]).toMatchObject({ type: "blog", url: "/blog/7" });
  });

  it("returns nothing for nonsense and empty queries", () => {
    expect(search("qwxzvplk")).toEqual([]);
    expect(search("")).toEqual([]);
  });
});

describe("home page sources", () => {
  it("finds the newsletter's course categories", () => {
    expect(search("pharmacy")[0]).toMatchObject({ type: "course", title: "Pharmacy courses" });
    expect(search("b.ed")[0]).toMatchObject({ type: "course" });
  });
});
