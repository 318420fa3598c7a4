import { describe, expect, it } from "vitest";
import { derivedFrom, staticHtml, withRenderOnly } from "./render-only.server";

describe("derivedFrom", () => {
  it("derives once per object, again for a new one", () => {
    let runs = 0;
    const count = derivedFrom((list: readonly string[]) => {
      runs++;
      return list.length;
    });
    const cached = ["a", "b"];
    expect(count(cached)).toBe(2);
    expect(count(cached)).toBe(2);
    expect(runs).toBe(1);
    expect(count(["a", "b", "c"])).toBe(3);
    expect(runs).toBe(2);
  });
});

describe("staticHtml", () => {
  it("renders plain markup with escaped text", () => {
    expect(staticHtml(<a href="/x">{"<b> & co"}</a>)).toBe('<a href="/x">&lt;b&gt; &amp; co</a>');
  });
});

describe("withRenderOnly", () => {
  it("hides render-only data from the document's hydration data, not from a data request", () => {
    const doc = withRenderOnly({ dataRequest: false }, { a: 1 }, { markup: "<li>x</li>" });
    expect(doc.markup).toBe("<li>x</li>");
    expect(JSON.stringify(doc)).toBe('{"a":1}');
    const data = withRenderOnly({ dataRequest: true }, { a: 1 }, { markup: "<li>x</li>" });
    expect(JSON.stringify(data)).toBe('{"a":1,"markup":"<li>x</li>"}');
  });
});
