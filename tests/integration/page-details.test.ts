/**
 * Details a careful visitor notices, JS off (the server HTML): exam links, blog 13,
 * counts, trip dates, required checkboxes and service prices.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

const hrefOf = (html: string, name: string) =>
  html.match(new RegExp(`<a [^>]*href="([^"]+)"[^>]*>${name}</a>`))?.[1]?.replace(/&amp;/g, "&");

describe("exam links go to the page that answers them", () => {
  it("IELTS General's Start Preparation is not the IELTS Academic page", async () => {
    const { text } = await w.html("/exam-prep");
    const links = new Map(
      [...text.matchAll(/<a [^>]*href="([^"]+)"[^>]*>Start Preparation<span class="sr-only">([^]*?)<\/span>/g)].map(
        (m) => [textOf(m[2]).trim(), m[1]],
      ),
    );
    expect(links.get("for IELTS General")).toBe("/services/test-preparation#inquiry");
    expect(links.get("for IELTS Academic")).toBe("/IELTS");
    const target = await w.html("/services/test-preparation");
    expect(target.status).toBe(200);
    expect(target.text).toContain('id="inquiry"');
    expect(target.text).toContain("IELTS General");
  });

  it("the header's exam links never run a generic text search, and land on a page about the exam", async () => {
    const { text } = await w.html("/about");
    for (const exam of ["JEE Main", "NEET", "CAT", "GATE", "XAT", "MAT"]) {
      const href = hrefOf(text, exam);
      expect(href, exam).toBeTruthy();
      expect(href, exam).not.toMatch(/^\/search/);
      const page = await w.html(href!.replace(/#.*$/, ""));
      expect(page.status, exam).toBe(200);
      expect(mainText(page.text), exam).not.toContain("No blogs found");
      if (href!.includes("q=")) expect(mainText(page.text), exam).toContain(exam);
    }
  });
});

describe("blog 13 shows no broken element", () => {
  it("has no link without a target and no image without a source; the scam's words remain", async () => {
    const { status, text } = await w.html("/blog/13");
    expect(status).toBe(200);
    const body = text.match(/<div class="prose-content[^"]*">([\s\S]*?)<\/div>/)![1];
    expect(body).not.toMatch(/<a\b(?![^>]*\shref=)[^>]*>/);
    expect(body).not.toMatch(/<img\b(?![^>]*\ssrc=)[^>]*>/);
    expect(textOf(body)).toContain("To see your allotment letter, click here and enter your bank details.");
  });
});

describe("counts agree with their nouns", () => {
  it("one college is '1 College Found'", async () => {
    const one = mainText((await w.html("/cource-finder?college=stanford-university")).text);
    expect(one).toContain("1 College Found");
    expect(one).not.toContain("1 Colleges");
    expect(mainText((await w.html("/cource-finder")).text)).toMatch(/\d{2} Colleges Found/);
  });

  it("trips show their book-by date with a year, and people counts", async () => {
    const main = mainText((await w.html("/travel")).text);
    expect(main).toMatch(/Book by \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(main).not.toMatch(/Book by \d{1,2} [A-Z][a-z]+(?! \d{4})\s/);
    expect(main).toContain("24 people");
  });
});

describe("required checkboxes are announced and marked as required", () => {
  it.each([
    // The call popup's form is in the HTML when it is open (`?call=1`, the no-JS path).
    ["/?call=1", "call-request-privacy"],
    ["/register", "register-terms"],
  ])("%s: #%s", async (path, id) => {
    const { text } = await w.html(path);
    const input = text.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0];
    expect(input).toBeTruthy();
    expect(input).toMatch(/aria-required="true"|\srequired(=|\s|>)/);
    const label = text.match(new RegExp(`<label[^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`))?.[1] ?? "";
    expect(label).toMatch(/<span class="text-red-600" aria-hidden="true"> <!-- -->\*<\/span>|aria-hidden="true">\s*\*/);
  });

  it("optional checkboxes are not", async () => {
    const { text } = await w.html("/login");
    const input = text.match(/<input[^>]*name="remember"[^>]*>/)?.[0];
    expect(input).toBeTruthy();
    expect(input).not.toMatch(/aria-required/);
  });

  it("every kit form turns the browser's own validation off (the kit's messages only)", async () => {
    for (const path of ["/", "/services/student-accommodation", "/register", "/contact"]) {
      const { text } = await w.html(path);
      const forms = [...text.matchAll(/<form\b[^>]*method="post"[^>]*>/g)].map((m) => m[0]);
      expect(forms.length, path).toBeGreaterThan(0);
      for (const form of forms) expect(form, path).toMatch(/\snovalidate(=""|\s|>)/);
    }
  });
});

describe("one price per service", () => {
  it("each card's price is its detail page's figure, said as 'from'", async () => {
    const list = (await w.html("/services")).text;
    // The price as read: rupees, then the price as set in brackets ("From ₹18,789/month (From £150/month)").
    const read = (html: string | undefined) =>
      html
        ?.replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim();
    for (const s of services) {
      const card = read(
        list.match(
          new RegExp(
            `href="/services/${s.slug}"[\\s\\S]*?<span class="text-sm font-semibold text-slate-900">([\\s\\S]*?)Explore Now`,
          ),
        )?.[1],
      );
      const page = (await w.html(`/services/${s.slug}`)).text;
      const figure = read(page.match(/Starting price<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/)?.[1]);
      expect(card, s.slug).toBeTruthy();
      expect(figure, s.slug).toBeTruthy();
      expect(card!.replace(/From /g, ""), s.slug).toBe(figure!.replace(/From /g, ""));
      if (!/^(Free|Contact)/.test(figure!)) expect(card, s.slug).toMatch(/^From ₹[\d,]+.* \(From [$£]/);
    }
  });
});
