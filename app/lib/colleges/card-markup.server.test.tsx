import { describe, expect, it } from "vitest";
import { filterOptionsHtml } from "./card-markup.server";
import type { FilterOptions } from "./types";

const options: FilterOptions = {
  states: [{ value: "Maharashtra", n: 3 }],
  cities: [
    { value: "Pune", n: 2 },
    { value: `A "B" & <C>`, n: 1 },
  ],
  courses: [],
  exams: [{ value: "NEET", n: 1 }],
  total: 5,
};
const none = { course: "", state: "", city: "", exam: "" };

describe("filterOptionsHtml", () => {
  it("lists Any and every option with its count, Any selected when nothing is chosen", () => {
    const html = filterOptionsHtml(options, none);
    expect(html.state).toBe(
      '<option value="" selected="">Any</option><option value="Maharashtra">Maharashtra (3)</option>',
    );
    expect(html.course).toBe('<option value="" selected="">Any</option>');
  });

  it("selects the chosen value only, escaped as React escapes it; an unknown value selects nothing", () => {
    const html = filterOptionsHtml(options, { ...none, city: `A "B" & <C>`, exam: "nope" });
    expect(html.city).toContain('<option value="">Any</option>');
    expect(html.city).toContain('<option value="A &quot;B&quot; &amp; &lt;C&gt;" selected="">');
    expect(html.city).not.toContain('<option value="Pune" selected');
    expect(html.exam).not.toContain("selected");
  });

  it("gives the same lists again for the same options and choices", () => {
    expect(filterOptionsHtml(options, none).city).toBe(filterOptionsHtml(options, none).city);
  });
});
