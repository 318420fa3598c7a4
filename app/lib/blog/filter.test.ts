import { describe, expect, it } from "vitest";
import { blogQueryString, filterBlogs, parseBlogQuery, visibleBlogs } from "./filter";

const blogs = [
  { title: "NIRF 2025 rankings", category: "Rankings" },
  { title: "GRE Study Plan", category: "Exams" },
  { title: "JEE Main strategy", category: "Exams" },
  { title: "Resume tips", category: "Careers" },
  { title: "Writing an SOP", category: "Education" },
];

describe("filterBlogs", () => {
  it("All with empty text shows everything", () => {
    expect(filterBlogs(blogs, { q: "", category: "All" })).toHaveLength(5);
  });
  it("matches the title case-insensitively", () => {
    expect(filterBlogs(blogs, { q: "gre", category: "All" }).map((b) => b.title)).toEqual(["GRE Study Plan"]);
    expect(filterBlogs(blogs, { q: "STRAT", category: "All" }).map((b) => b.title)).toEqual(["JEE Main strategy"]);
  });
  it("needs both the text and the category", () => {
    expect(filterBlogs(blogs, { q: "", category: "Exams" })).toHaveLength(2);
    expect(filterBlogs(blogs, { q: "jee", category: "Exams" })).toHaveLength(1);
    expect(filterBlogs(blogs, { q: "jee", category: "Careers" })).toEqual([]);
  });
  it("does not search the category or other fields", () => {
    expect(filterBlogs(blogs, { q: "careers", category: "All" })).toEqual([]);
  });
});

describe("query parameters", () => {
  it("parses q, category (case-insensitive, unknown → All) and all=1", () => {
    expect(parseBlogQuery(new URLSearchParams("q=GRE&category=exams&all=1"))).toEqual({
      q: "GRE",
      category: "Exams",
      all: true,
    });
    expect(parseBlogQuery(new URLSearchParams("category=Cooking&all=yes"))).toEqual({
      q: "",
      category: "All",
      all: false,
    });
    expect(parseBlogQuery(new URLSearchParams(""))).toEqual({ q: "", category: "All", all: false });
  });
  it("writes only non-default values", () => {
    expect(blogQueryString({ q: "", category: "All", all: false })).toBe("");
    expect(blogQueryString({ q: "study abroad", category: "Careers", all: true })).toBe(
      "?q=study+abroad&category=Careers&all=1",
    );
  });
  it("round-trips", () => {
    const query = { q: "a&b=c", category: "Rankings" as const, all: true };
    expect(parseBlogQuery(new URLSearchParams(blogQueryString(query)))).toEqual(query);
  });
});

describe("visibleBlogs", () => {
  it("shows 4 until all is pressed", () => {
    expect(visibleBlogs(blogs, false)).toHaveLength(4);
    expect(visibleBlogs(blogs, true)).toHaveLength(5);
  });
});
