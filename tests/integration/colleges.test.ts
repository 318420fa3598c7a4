/**
 * College directory, JS off: every filter and sort on a known fixture, pagination
 * edges, 404/301, brochure stored, compare limits, typo'd names.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, textOf, type TestWorker } from "../support/worker";
import { A, B, C, D, E, seedFixture } from "./colleges-fixture";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ setup: seedFixture });
});
afterAll(() => w?.dispose());

/** The college slugs a list page shows, in order. */
async function slugs(query: string): Promise<string[]> {
  let path = `/colleges${query}`;
  const first = await w.fetch(path);
  // Other spellings and empty fields land on the canonical URL first.
  if (first.status === 301 || first.status === 302) path = first.headers.get("location")!;
  const { status, text } = await w.html(path);
  expect(status).toBe(200);
  const main = text.slice(text.indexOf('id="results-title"'));
  return [...main.matchAll(/<h3 id="college-([a-z0-9-]+)"/g)].map((m) => m[1]);
}

describe("/colleges filters (GET, no JS)", () => {
  it("lists everything by NIRF Overall rank by default (none here: by name) with the count", async () => {
    expect(await slugs("")).toEqual([A, B, D, E, C]);
    expect((await w.html("/colleges")).text).toContain("5 colleges found");
  });
  it.each([
    ["?stream=Engineering", [A]],
    ["?stream=commerce", [E]],
    ["?course=MBA", [B]],
    ["?state=Maharashtra", [A, B, E]],
    ["?city=Pune", [A, E]],
    ["?ownership=deemed", [D]],
    ["?exam=neet-ug", [C]],
    ["?fees=0-100000", [E, C]],
    ["?fees=2500000-", []],
    ["?rating=4", [A, E, C]],
    ["?agency=nirf", [A, C]],
    ["?state=Maharashtra&city=Pune&stream=Arts", [E]],
  ])("%s", async (query, expected) => {
    expect(await slugs(query)).toEqual(expected);
  });
  it.each([
    ["rank", [A, B, D, E, C]],
    ["rating", [A, C, E, B, D]],
    ["fees-asc", [E, C, A, D, B]],
    ["fees-desc", [B, D, A, C, E]],
    ["name", [A, B, D, E, C]],
  ])("sort=%s", async (sort, expected) => {
    expect(await slugs(`?sort=${sort}`)).toEqual(expected);
    expect(await slugs(`?state=Maharashtra&sort=${sort}`)).toEqual(expected.filter((s) => [A, B, E].includes(s)));
  });
  it("renders the filters' option lists with their counts, the chosen ones selected", async () => {
    const { text } = await w.html("/colleges?city=Pune&exam=neet-ug");
    const at = text.indexOf("window.__remixContext");
    expect(at).toBeGreaterThan(0);
    const markup = text.slice(0, at);
    expect(markup).toMatch(/<select id="filter-city" name="city"[^>]*><option value="">Any<\/option>/);
    expect(markup).toMatch(/<option value="Pune" selected="">Pune \(2\)<\/option>/);
    expect(markup).toMatch(/<option value="neet-ug" selected="">NEET-UG \(\d+\)<\/option>/);
    expect(markup).toMatch(/<select id="filter-state" name="state"[^>]*><option value="" selected="">Any<\/option>/);
    expect(markup).toMatch(/<option value="Maharashtra">Maharashtra \(3\)<\/option>/);
    const data = await (await w.fetch("/colleges.data?city=Pune")).text();
    expect(data).toContain("Maharashtra (3)");
  });
  it("says 1 college found, and shows an empty state with a way back", async () => {
    expect((await w.html("/colleges?stream=Engineering")).text).toContain("1 college found");
    const none = await w.html("/colleges?stream=Design");
    expect(none.text).toContain("0 colleges found");
    expect(none.text).toContain("No colleges match these filters");
    expect(none.text).toMatch(/href="\/colleges"[^>]*>Show all colleges/);
  });
  it("q: word prefixes and typos", async () => {
    expect(await slugs("?q=alpha+tech")).toEqual([A]);
    expect(await slugs("?q=busines")).toEqual([B]);
    const typo = await w.html("/colleges?q=epsilom");
    expect(typo.text).toContain("Showing colleges with similar names");
    expect(await slugs("?q=epsilom")).toEqual([E]);
    expect(await slugs("?q=zzzzqqq")).toEqual([]);
  });
  it("gives canonical URLs and redirects other spellings of a value", async () => {
    const res = await w.fetch("/colleges?city=pune&stream=engineering");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/colleges?stream=Engineering&city=Pune");
    const { text } = await w.html("/colleges?stream=Law&sort=name");
    expect(text).toMatch(/<link rel="canonical" href="[^"]*\/colleges\?stream=Law&amp;sort=name"/);
  });
  it("a no-JS form post with empty fields lands on the clean URL", async () => {
    const res = await w.fetch("/colleges?q=&stream=Law&course=&state=&city=&sort=rank");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/colleges?stream=Law");
  });
  it("records D1 rows read in Server-Timing", async () => {
    const res = await w.fetch("/colleges?stream=Law&sort=rating");
    expect(res.headers.get("server-timing")).toMatch(/d1-rows;desc="\d+ rows read/);
  });
  it("never fails on hostile values", async () => {
    for (const q of ["?stream[]=x", "?q=%22%2A%28", "?q=NEAR(a b)", "?q=" + "a".repeat(5000), "?fees=-1&rating=NaN"]) {
      expect((await w.fetch(`/colleges${q}`)).status, q).toBeLessThan(400);
    }
  });
});

describe("pagination edges", () => {
  it("page 0, negative and non-numbers redirect to the first page", async () => {
    for (const p of ["0", "-1", "abc", "1.5", ""]) {
      const res = await w.fetch(`/colleges?stream=Law&page=${p}`);
      expect(res.status, p).toBe(302);
      expect(res.headers.get("location")).toBe("/colleges?stream=Law");
    }
  });
  it("a page past the end is a clean 200 with a link back", async () => {
    const { status, text } = await w.html("/colleges?page=9");
    expect(status).toBe(200);
    expect(text).toContain("There is no page 9");
    expect(text).toContain("Go to the last page (1)");
  });
});

describe("/colleges/{slug}", () => {
  it("shows overview, courses and fees, rankings, ratings, location and the sample notice", async () => {
    const { status, text } = await w.html(`/colleges/${A}`);
    expect(status).toBe(200);
    for (const s of [
      "Alpha Institute of Technology",
      "Courses &amp; Fees",
      "B.Tech CSE",
      "₹4,00,000",
      "NIRF Engineering",
      "#5",
      "4.6",
      "Pune, Maharashtra",
      "Download Brochure",
      "Sample data:",
    ]) {
      expect(text, s).toContain(s);
    }
    expect(text).toContain('"@type":"CollegeOrUniversity"');
    expect(text).toContain('"@type":"AggregateRating"');
    expect(text).toMatch(/<meta property="og:title" content="Alpha Institute of Technology/);
  });
  it("renders overview, courses, rankings and ratings; a data request brings their data", async () => {
    const { text } = await w.html(`/colleges/${A}`);
    const at = text.indexOf("window.__remixContext");
    expect(at).toBeGreaterThan(0);
    const [markup, hydration] = [text.slice(0, at), text.slice(at)];
    expect(markup).toContain("NIRF Engineering");
    expect(hydration).toContain("Alpha Institute of Technology");
    expect(hydration).toContain("B.Tech CSE");
    expect(markup).toContain("courses-title");
    const data = await (await w.fetch(`/colleges/${A}.data`)).text();
    expect(data).toContain("B.Tech CSE");
  });

  it("404 for an unknown slug, 301 from a wrong-case one", async () => {
    expect((await w.fetch("/colleges/no-such-college")).status).toBe(404);
    expect((await w.fetch("/colleges/%3Cscript%3E")).status).toBe(404);
    const res = await w.fetch("/colleges/Alpha-Institute-of-Technology");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/colleges/${A}`);
  });
  it("stores a brochure request as a lead with the college", async () => {
    const res = await w.post(`/colleges/${C}`, {
      _intent: "brochure",
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 98765 43210",
      course: "MBBS",
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Thank you, Asha Rao.");
    const rows = await w.rows<{ ref: string; payload: string }>(
      "SELECT ref, payload FROM submissions WHERE kind = 'brochure'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].ref).toBe(C);
    expect(JSON.parse(rows[0].payload)).toMatchObject({ name: "Asha Rao", college: "Gamma Medical College" });
  });
  it("a brochure needs no phone number: e-mail only, stored and mailed with the brochure and its link, no call", async () => {
    const page = await w.html(`/colleges/${C}`);
    expect(textOf(page.text)).not.toContain("A counsellor may call you");
    expect(page.text).not.toMatch(/<input[^>]*name="phone"[^>]*aria-required/);
    const res = await w.post(`/colleges/${C}`, { _intent: "brochure", name: "Meera Das", email: "meera@example.com" });
    expect(res.status).toBe(200);
    const html = textOf(await res.text());
    expect(html).toContain("Thank you, Meera Das.");
    expect(html).toContain("No one will call you.");
    const rows = await w.rows<{ payload: string }>(
      "SELECT payload FROM submissions WHERE kind = 'brochure' AND email_lc = 'meera@example.com'",
    );
    expect(rows).toHaveLength(1);
    const payload = JSON.parse(rows[0].payload);
    expect(payload).not.toHaveProperty("phone");
    expect(payload.call).toBe(false);
    const [mail] = await w.rows<{ subject: string; body: string }>(
      "SELECT subject, body FROM mail_outbox WHERE to_address = 'meera@example.com'",
    );
    expect(mail.subject).toBe("Brochure: Gamma Medical College");
    expect(mail.body).toContain(`/colleges/${C}/brochure`);
    expect(mail.body).toContain("no one will call you");
    // The brochure itself: a printable page built from the college's data, naming its source.
    const brochure = await w.html(`/colleges/${C}/brochure`);
    expect(brochure.status).toBe(200);
    expect(textOf(brochure.text)).toMatch(/Sources?: /);
  });

  it("a call is made only when asked for, and then a phone number is needed", async () => {
    const noPhone = await w.post(`/colleges/${C}`, {
      _intent: "brochure",
      name: "Ravi Iyer",
      email: "ravi@example.com",
      call: "on",
    });
    expect(noPhone.status).toBe(400);
    expect(textOf(await noPhone.text())).toContain("Please enter your phone number so a counsellor can call you.");
    const ok = await w.post(`/colleges/${C}`, {
      _intent: "brochure",
      name: "Ravi Iyer",
      email: "ravi@example.com",
      call: "on",
      phone: "+91 98765 43210",
    });
    expect(ok.status).toBe(200);
    expect(textOf(await ok.text())).toContain("You asked for a call: a counsellor will call you.");
    const [row] = await w.rows<{ payload: string }>(
      "SELECT payload FROM submissions WHERE kind = 'brochure' AND email_lc = 'ravi@example.com'",
    );
    expect(JSON.parse(row.payload)).toMatchObject({ call: true, phone: "+91 98765 43210" });
  });

  it("a bad brochure request is a 400 with messages and the input kept", async () => {
    const res = await w.post(`/colleges/${C}`, { _intent: "brochure", name: "Asha", email: "nope", phone: "12" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please enter a valid email address.");
    expect(html).toContain("Please enter a valid phone number.");
    expect(html).toContain('value="Asha"');
  });
});

describe("/compare", () => {
  it("shows two to four colleges side by side with remove links", async () => {
    const { status, text } = await w.html(`/compare?c=${A},${B},${C}`);
    expect(status).toBe(200);
    for (const name of ["Alpha Institute of Technology", "Beta Business School", "Gamma Medical College"]) {
      expect(text).toContain(name);
    }
    expect(text).toContain(`href="/compare?c=${B},${C}"`);
  });
  it("says four is the maximum when a fifth is asked for", async () => {
    const { text } = await w.html(`/compare?c=${A},${B},${C},${D},${E}`);
    expect(text).toContain("You can compare at most 4 colleges at a time.");
    expect(text).not.toContain("Epsilon Arts College");
  });
  it("asks for a second college, finds one by name, and links to add it", async () => {
    const { text } = await w.html(`/compare?c=${A}&q=gama+medical`);
    expect(text).toContain("Add at least one more college to compare.");
    expect(text).toContain(`href="/compare?c=${A},${C}"`);
  });
});
