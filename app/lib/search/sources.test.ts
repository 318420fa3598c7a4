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

  it("'germny' finds German colleges, linked to the finder filtered to them", () => {
    const colleges = search("germny").filter((h) => h.type === "college");
    expect(colleges.length).toBeGreaterThan(0);
    expect(colleges.map((c) => c.title)).toContain("Technical University of Munich");
    expect(colleges[0].url).toMatch(/^\/cource-finder\?college=\d+$/);
  });

  it("finds abbreviations: MBA, B.Tech, GRE", () => {
    expect(search("MBA")[0].title).toBe("MBA");
    expect(search("btech")[0].title).toBe("B.Tech");
    expect(search("B.Tech")[0].title).toBe("B.Tech");
    expect(search("GRE")[0].url).toBe("/GREPrep");
  });

  it("finds each type", () => {
    expect(search("Massachusetts")[0]).toMatchObject({ type: "college" });
    expect(search("toefl")[0]).toMatchObject({ type: "exam", url: "/ToeflIBT" });
    expect(search("neet")[0]).toMatchObject({ type: "exam" });
    expect(search("pgdm")[0]).toMatchObject({ type: "course" });
    expect(search("airport pickup")[0]).toMatchObject({ type: "service", url: "/services/airport-pickup" });
    const blogIndex = new SearchIndex(
      blogDocs([
        {
          blog_id: 7,
          blog_title: "NIRF Rankings 2025 explained",
          blog_image: "",
          blog_info: "",
          category_name: "Rankings",
          date_time: "",
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
  it("finds the home page's Indian colleges and the ranking table's colleges", () => {
    expect(search("St. Xavier's")[0]).toMatchObject({ type: "college" });
    expect(search("Jamnalal Bajaj")[0]).toMatchObject({ type: "college", url: "/#college-ranking" });
    expect(search("Fergusson").map((h) => h.url)).toContain("/#top-colleges");
  });
  it("finds the newsletter's course categories", () => {
    expect(search("pharmacy")[0]).toMatchObject({ type: "course", title: "Pharmacy courses" });
    expect(search("b.ed")[0]).toMatchObject({ type: "course" });
  });
});
