import { describe, expect, it } from "vitest";
import type { BlogRow } from "../content/types";
import { excerptOf, parseBlogId, parseTags, relatedBlogs, toBlogCard, toBlogPost } from "./blog.server";

const row = (id: number, overrides: Partial<BlogRow> = {}): BlogRow => ({
  blog_id: id,
  blog_title: `Post ${id}`,
  blog_image: `blog-${id}.svg`,
  blog_info: `<p>Body of post ${id}</p>`,
  category_name: "Exams",
  date_time: "2025-09-08T10:30:00+05:30",
  tags: "a,b",
  ...overrides,
});

describe("excerptOf", () => {
  it("removes markup, decodes entities and keeps exactly 120 characters plus '...'", () => {
    const html = `<h2>Fees &amp; Loans</h2><p>Costs in &#8377; and &quot;lakhs&quot; &ndash; ${"x".repeat(200)}</p>`;
    const excerpt = excerptOf(html);
    expect(excerpt.endsWith("...")).toBe(true);
    const body = excerpt.slice(0, -3);
    expect(body).toHaveLength(120);
    expect(body.startsWith('Fees & Loans Costs in ₹ and "lakhs" – xxx')).toBe(true);
    expect(excerpt).not.toMatch(/[<>]|&amp;|&quot;/);
  });

  it("still appends '...' to a short body, and never splits a character in two", () => {
    expect(excerptOf("<p>Short <b>one</b></p>")).toBe("Short one...");
    const emoji = excerptOf("😀".repeat(130));
    expect(Array.from(emoji.slice(0, -3))).toHaveLength(120);
  });

  it("drops script bodies from the text", () => {
    expect(excerptOf("<p>Hi<script>alert(1)</script> there</p>")).toBe("Hi there...");
  });
});

describe("parseTags", () => {
  it("splits on commas, trims, drops empties", () => {
    expect(parseTags("education loan ,finance,  collateral,study abroad")).toEqual([
      "education loan",
      "finance",
      "collateral",
      "study abroad",
    ]);
    expect(parseTags(" a ,, ,b ")).toEqual(["a", "b"]);
    expect(parseTags("")).toEqual([]);
    expect(parseTags(null)).toEqual([]);
  });
});

describe("row → view mapping", () => {
  it("maps a list card with author Admin and an uploads image", () => {
    expect(toBlogCard(row(7, { blog_image: "dir/cat quant.svg" }))).toEqual({
      id: 7,
      title: "Post 7",
      image: "/uploads/cat%20quant.svg",
      excerpt: "Body of post 7...",
      category: "Exams",
      date: "8 Sep 2025",
      dateTime: "2025-09-08T10:30:00+05:30",
      author: "Admin",
    });
  });

  it("maps a post with its HTML content and trimmed tags", () => {
    const post = toBlogPost(row(3, { tags: " NIRF, rankings ,IIT" }));
    expect(post.content).toBe("<p>Body of post 3</p>");
    expect(post.tags).toEqual(["NIRF", "rankings", "IIT"]);
    expect(post.author).toBe("Admin");
  });

  it("related articles are the list minus the current post, first 3", () => {
    const rows = [row(1), row(2), row(3), row(4), row(5)];
    expect(relatedBlogs(rows, 2).map((r) => r.id)).toEqual([1, 3, 4]);
    expect(relatedBlogs(rows, 9).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(relatedBlogs([row(1), row(2)], 1)).toEqual([{ id: 2, title: "Post 2", image: "/uploads/blog-2.svg" }]);
  });
});

describe("parseBlogId", () => {
  it("accepts plain positive numbers only", () => {
    expect(parseBlogId("13")).toBe(13);
    for (const bad of [undefined, "", "abc", "1.5", "-1", "0", "1e3", " 1", "12345678901"]) {
      expect(parseBlogId(bad)).toBeUndefined();
    }
  });
});
