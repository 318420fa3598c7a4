import { describe, expect, it } from "vitest";
import { buildMailto, mailBody } from "./mailto";

/** What a mail program reads back from the link. */
function parse(href: string) {
  expect(href.startsWith("mailto:")).toBe(true);
  const [address, query = ""] = href.slice("mailto:".length).split("?");
  const params: Record<string, string> = {};
  for (const pair of query.split("&").filter(Boolean)) {
    const [k, v] = pair.split("=");
    params[k] = decodeURIComponent(v);
  }
  return { address: decodeURIComponent(address), query, ...params } as {
    address: string;
    query: string;
    subject?: string;
    body: string;
  };
}

describe("buildMailto", () => {
  it("addresses the mailbox and keeps the @ readable", () => {
    expect(buildMailto("ads@studysaathi.in")).toBe("mailto:ads@studysaathi.in");
  });

  it("adds the subject, encoded", () => {
    const href = buildMailto("ads@studysaathi.in", { subject: "Advertising Inquiry" });
    expect(href).toBe("mailto:ads@studysaathi.in?subject=Advertising%20Inquiry");
  });

  it("writes one 'Label: value' line per field, in order, with CRLF breaks", () => {
    const href = buildMailto("ads@studysaathi.in", {
      subject: "Advertising Inquiry",
      fields: [
        ["Name", "Asha Rao"],
        ["Email", "asha@example.com"],
        ["Company", ""],
        ["Goal", undefined],
      ],
    });
    const parsed = parse(href);
    expect(parsed.subject).toBe("Advertising Inquiry");
    expect(parsed.body).toBe("Name: Asha Rao\r\nEmail: asha@example.com\r\nCompany: \r\nGoal: ");
    expect(parsed.body.split("\r\n")).toHaveLength(4);
    expect(href).toContain("body=Name%3A%20Asha%20Rao%0D%0AEmail%3A%20asha%40example.com%0D%0A");
  });

  it("encodes every character a visitor can type so nothing breaks the link", () => {
    const tricky =
      "Fees & dates? #1 choice + 100% sure = yes\nline two\r\nline three 😀 नमस्ते ₹5L+ 'quotes' \"double\" <tag> /slash\\ ;:,@";
    const href = buildMailto("support@studysaathi.in", { fields: [["Message", tricky]] });
    const query = href.split("?")[1];
    // Only the one separator and the one "=" of the parameter remain unencoded.
    expect(query.startsWith("body=")).toBe(true);
    const value = query.slice("body=".length);
    // Nothing but unreserved characters and %XX escapes is left.
    expect(value).toMatch(/^(?:[A-Za-z0-9\-_.~]|%[0-9A-F]{2})+$/);
    for (const escape of ["%0A", "%26", "%3F", "%23", "%2B", "%25"]) expect(value).toContain(escape);
    expect(decodeURIComponent(value)).toBe(`Message: ${tricky}`);
  });

  it("mailBody alone joins the lines", () => {
    expect(
      mailBody([
        ["A", "1"],
        ["B", "2"],
      ]),
    ).toBe("A: 1\r\nB: 2");
  });
});
