import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToText, sanitizeHtml } from "./sanitize.server";

describe("sanitizeHtml", () => {
  it("keeps ordinary article markup", () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong> and <a href="https://example.org/x">a link</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("removes scripts with their content, styles and event handlers", () => {
    const out = sanitizeHtml(
      '<p>a</p><script>alert("x")</script><style>p{}</style><img src="/uploads/a.svg" onerror="alert(1)" alt="a">',
    );
    expect(out).not.toMatch(/script|alert|style|onerror/i);
    expect(out).toContain('<img src="/uploads/a.svg" alt="a">');
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " java\tscript:alert(1)",
    "&#106;avascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
  ])("drops dangerous link target %s", (href) => {
    const out = sanitizeHtml(`<a href="${href}">x</a>`);
    expect(out).not.toMatch(/javascript|data:|vbscript/i);
    // No broken element left behind: the link becomes its text.
    expect(out).toBe("x");
  });

  it.each([
    '<a rel="opener" target="_blank" href="https://x.org">x</a>',
    '<a target="_blank" rel="opener" href="https://x.org">x</a>',
    '<a rel="opener noreferrer" href="https://x.org" target="_blank">x</a>',
  ])("rel cannot be set to opener: %s", (html) => {
    const out = sanitizeHtml(html);
    expect(out).not.toMatch(/\bopener\b(?!")/);
    expect(out.match(/\srel=/g)).toHaveLength(1);
    expect(out).toContain('rel="noopener noreferrer"');
  });
  it("drops rel on links without target", () => {
    expect(sanitizeHtml('<a rel="opener" href="/x">x</a>')).toBe('<a href="/x">x</a>');
  });

  it("keeps safe links and hardens target=_blank", () => {
    expect(sanitizeHtml('<a href="/blogs">x</a>')).toBe('<a href="/blogs">x</a>');
    expect(sanitizeHtml('<a href="mailto:a@b.in">x</a>')).toBe('<a href="mailto:a@b.in">x</a>');
    expect(sanitizeHtml('<a href="https://x.org" target="_blank">x</a>')).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("drops iframes, forms, svg and unknown tags with their dangerous content", () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil"></iframe><svg><script>1</script></svg><form action="/x"><input></form><p>ok</p>',
    );
    expect(out).not.toMatch(/iframe|svg|<form|<input/i);
    expect(out).toContain("<p>ok</p>");
  });

  it("drops javascript: URLs hidden behind character references", () => {
    for (const href of [
      "jav&#x09;ascript:alert(1)",
      "jav&#9;ascript:alert(1)",
      "jav&#x09ascript:alert(1)",
      "java&Tab;script&colon;alert(1)",
      "&#106;avascript:alert(1)",
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).not.toMatch(/href/);
    }
    expect(sanitizeHtml('<a href="/blogs?category=Exams&amp;q=ielts">ok</a>')).toMatch(
      /href="\/blogs\?category=Exams&(amp;)?q=ielts"/,
    );
  });
  it("gives images without alt text an empty alt", () => {
    expect(sanitizeHtml('<img src="/uploads/a.svg">')).toBe('<img alt="" src="/uploads/a.svg">');
    expect(sanitizeHtml('<img src="/uploads/a.svg" alt="Campus">')).toBe('<img src="/uploads/a.svg" alt="Campus">');
  });

  it("leaves no broken element: refused images go, refused links become their text", () => {
    expect(
      sanitizeHtml('<p><img src="x" onerror="alert(1)">To see it, <a href="javascript:alert(2)">click here</a>.</p>'),
    ).toBe("<p>To see it, click here.</p>");
    expect(sanitizeHtml('<p><img alt="Campus"><a title="t">plain</a> <a href="#top">top</a></p>')).toBe(
      '<p>plain <a href="#top">top</a></p>',
    );
  });

  it("handles empty input", () => {
    expect(sanitizeHtml("")).toBe("");
    expect(sanitizeHtml(null)).toBe("");
  });
});

describe("htmlToText", () => {
  it("removes markup, script bodies and decodes entities", () => {
    expect(htmlToText("<p>Fees &amp; <b>dates</b></p><script>alert(1)</script><p>&#8377;5&nbsp;lakh</p>")).toBe(
      "Fees & dates ₹5 lakh",
    );
  });
  it("decodes numeric and named entities and leaves unknown ones", () => {
    expect(decodeEntities("&lt;&#x41;&#66;&unknown;")).toBe("<AB&unknown;");
  });
});

describe("links that leave the site and borrowed classes", () => {
  it("drops protocol-relative links and class attributes", () => {
    for (const href of ["//evil.example/x", "/\\evil.example", "\\\\evil.example"]) {
      expect(sanitizeHtml(`<p><a href="${href}">x</a></p>`)).toBe("<p>x</p>");
    }
    expect(sanitizeHtml('<p class="fixed inset-0">x</p>')).toBe("<p>x</p>");
    expect(sanitizeHtml('<a href="/blogs">ok</a>')).toBe('<a href="/blogs">ok</a>');
  });
});
