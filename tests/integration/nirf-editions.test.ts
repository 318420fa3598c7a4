/**
 * The NIRF editions of the default seed, JS off: Medical and Engineering tables in published order with their edition
 * and copy date, the institutions' submissions to NIRF (intake, placed, median salary) on a college page and in
 * compare with their label, and the console's list of tables by edition with row counts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBindings, getWith, signIn } from "../support/admin";
import { directoryPage } from "../support/directory";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ bindings: adminBindings });
});
afterAll(() => w?.dispose());

/** The institution names of a /rankings page, in the order the table lists them. */
const namesOf = (html: string) =>
  [...html.matchAll(/<th scope="row"[^>]*>(?:<a [^>]*>)?([^<]+)/g)].map((m) =>
    m[1]
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&")
      .trim(),
  );
const ranksOf = (html: string) =>
  [...html.matchAll(/<tr><td class="font-semibold">(\d+)<\/td>/g)].map((m) => Number(m[1]));

describe("NIRF tables in published order, with edition and date taken", () => {
  it("Medical is the medical table (AIIMS New Delhi, PGIMER, CMC Vellore), never the dental one", async () => {
    const { status, text } = await w.html("/rankings?category=Medical&year=2024");
    expect(status).toBe(200);
    const t = mainText(text);
    expect(t).toContain("NIRF 2024 ranking: Medical");
    expect(namesOf(text).slice(0, 3)).toEqual([
      "All India Institute of Medical Sciences Delhi",
      "Post Graduate Institute of Medical Education and Research",
      "Christian Medical College",
    ]);
    expect(ranksOf(text).slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(t).toContain("NIRF India Rankings 2024, Medical: 50 institutions in the copy we hold, in published order");
    expect(t).toMatch(/copy taken \d{4}-\d{2}-\d{2}/);
    expect(t).not.toContain("Manipal College of Dental Sciences");
    // Dental is its own table.
    const dental = await w.html("/rankings?category=Dental&year=2024");
    expect(namesOf(dental.text)[1]).toBe("Manipal College of Dental Sciences, Manipal");
    // Medical 2025 is the latest Medical edition, in published order.
    const latest = await w.fetch("/rankings?category=Medical");
    expect(latest.headers.get("location")).toBe("/rankings?category=Medical&year=2025");
    const m2025 = await w.html("/rankings?category=Medical&year=2025");
    expect(namesOf(m2025.text).slice(0, 5)).toEqual([
      "All India Institute of Medical Sciences, Delhi",
      "Post Graduate Institute of Medical Education and Research",
      "Christian Medical College",
      "Jawaharlal Institute of Post Graduate Medical Education & Research",
      "Sanjay Gandhi Postgraduate Institute of Medical Sciences",
    ]);
    expect(ranksOf(m2025.text)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(mainText(m2025.text)).toMatch(/1 All India Institute of Medical Sciences, Delhi New Delhi, Delhi 91\.80/);
    expect(m2025.text).toContain('href="/colleges/christian-medical-college"');
    // The 2022 Medical table is held too.
    const m2022 = await w.html("/rankings?category=Medical&year=2022");
    expect(namesOf(m2022.text)[0]).toMatch(/^All India Institute of Medical Sciences/);
  });

  it("Engineering 2025 is the latest Engineering edition, in published order with its parameter scores", async () => {
    // Without a year: the latest Engineering edition held.
    const latest = await w.fetch("/rankings?category=Engineering");
    expect(latest.headers.get("location")).toBe("/rankings?category=Engineering&year=2025");
    const { text } = await w.html("/rankings?category=Engineering&year=2025");
    const t = mainText(text);
    expect(t).toContain("NIRF 2025 ranking: Engineering");
    expect(namesOf(text).slice(0, 10)).toEqual([
      "Indian Institute of Technology Madras",
      "Indian Institute of Technology Delhi",
      "Indian Institute of Technology Bombay",
      "Indian Institute of Technology Kanpur",
      "Indian Institute of Technology Kharagpur",
      "Indian Institute of Technology Roorkee",
      "Indian Institute of Technology Hyderabad",
      "Indian Institute of Technology Guwahati",
      "National Institute of Technology Tiruchirappalli",
      "Indian Institute of Technology (BHU) Varanasi",
    ]);
    expect(ranksOf(text)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(t).toMatch(
      /1 Indian Institute of Technology Madras Chennai, Tamil Nadu 88\.72 95\.70 90\.74 82\.29 63\.25 100\.00/,
    );
    expect(t).toContain(
      "Source: National Institutional Ranking Framework, Ministry of Education, India Rankings 2025 (Engineering), from a public copy taken",
    );
    // College and University 2025 too.
    expect(namesOf((await w.html("/rankings?category=College&year=2025")).text).slice(0, 3)).toEqual([
      "Hindu College",
      "Miranda House",
      "Hans Raj College",
    ]);
    // Engineering, University and College 2023 too, in published order (IIT Madras 89.79; Kirori Mal and Lady Shri Ram
    // jointly 9th among colleges).
    const e2023 = await w.html("/rankings?category=Engineering&year=2023");
    expect(mainText(e2023.text)).toContain("NIRF 2023 ranking: Engineering");
    expect(mainText(e2023.text)).toMatch(
      /1 Indian Institute of Technology Madras Chennai, Tamil Nadu 89\.79 95\.19 96\.41 79\.89 63\.26 100\.00/,
    );
    expect(namesOf(e2023.text).slice(8, 10)).toEqual([
      "National Institute of Technology Tiruchirappalli",
      "Jadavpur University",
    ]);
    expect(namesOf((await w.html("/rankings?category=University&year=2023")).text).slice(0, 3)).toEqual([
      "Indian Institute of Science",
      "Jawaharlal Nehru University",
      "Jamia Millia Islamia",
    ]);
    const c2023 = await w.html("/rankings?category=College&year=2023");
    expect(namesOf(c2023.text)[0]).toBe("Miranda House");
    expect(ranksOf(c2023.text).slice(0, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 11]);
    // Every category of 2022 is held.
    for (const c of [
      "Engineering",
      "Management",
      "Pharmacy",
      "College",
      "University",
      "Law",
      "Architecture",
      "Dental",
    ]) {
      const r = await w.html(`/rankings?category=${c}&year=2022`);
      expect(mainText(r.text), c).toContain(`NIRF 2022 ranking: ${c}`);
    }
  });
});

describe("the institution's submission to NIRF on college pages and in compare", () => {
  it("a college page shows intake, graduates, placed and median salary, labelled with the edition", async () => {
    const { status, text } = await w.html("/colleges/indian-institute-of-technology-madras");
    expect(status).toBe(200);
    const start = text.indexOf('id="placements"');
    const section = textOf(text.slice(start, text.indexOf("</section>", start)));
    expect(section).toContain("Placements and intake");
    expect(section).toContain("The institution's submission to NIRF for India Rankings 2024 (Engineering)");
    expect(section).toMatch(/UG, 4-year programmes 877 \(2022-23\) 639 \(2022-23\) 496 ₹16,63,440 96/);
    expect(section).toContain("institute id IR-E-U-0456");
    expect(section).toMatch(/copy taken \d{4}-\d{2}-\d{2}/);
    // A college the submissions do not cover says so.
    const goa = await w.html("/colleges/indian-institute-of-technology-goa");
    expect(mainText(goa.text)).toContain("Not published yet: NIRF publishes intake and placement figures");
  });

  it("compare has a median-salary row naming the level, the year and the edition", async () => {
    const { text } = await w.html(
      "/compare?c=indian-institute-of-technology-madras,indian-institute-of-technology-goa",
    );
    const t = mainText(text);
    expect(t).toContain("Median salary (NIRF submission)");
    expect(t).toContain(
      "₹16,63,440 (UG, 4-year programmes, graduated 2022-23; The institution's submission to NIRF for India Rankings 2024 (Engineering))",
    );
  });
});

describe("/admin/data lists every table with its edition and row count", () => {
  it("NIRF editions, the submissions and JoSAA rounds, each with rows and the date taken", async () => {
    const admin = await signIn(w);
    const { status, text } = await getWith(w, "/admin/data", admin);
    expect(status).toBe(200);
    const t = mainText(text);
    expect(t).toContain("Official tables by edition");
    expect(t).toMatch(/NIRF India Rankings 2025 Engineering 100 2026-11-28/);
    expect(t).toMatch(/NIRF India Rankings 2025 College 100 2026-11-28/);
    expect(t).toMatch(/NIRF India Rankings 2024 Medical 50 2026-11-28/);
    expect(t).toMatch(/NIRF India Rankings 2021 Engineering 200 2026-11-27/);
    expect(t).toMatch(
      /Institutions' submissions to NIRF \(intake, placements, median salary\) 2024 Engineering \d+ 2026-11-28/,
    );
    expect(t).toMatch(/JoSAA opening and closing ranks 2024 round 5 [\d,]+ 2026-11-27/);
  });
});

describe("ownership where the UGC list of universities publishes it", () => {
  it("the Private filter finds private universities; the card and page say which list gives it", async () => {
    const { status, text } = await w.html("/colleges?ownership=private");
    expect(status).toBe(200);
    const t = mainText(text);
    const found = Number(/(\d+) colleges? found/.exec(t)?.[1] ?? 0);
    expect(found).toBeGreaterThan(20);
    const eng = mainText((await w.html("/colleges?stream=Engineering&ownership=private")).text);
    expect(eng).toContain("Chandigarh University");
    expect(eng).toMatch(/Chandigarh University Mohali, Punjab Ownership Private/);
    const page = mainText((await w.html("/colleges/lovely-professional-university")).text);
    expect(page).toContain("the UGC list of universities (Private University)");
    // A college no list covers still says so.
    const ait = mainText((await w.html("/colleges/army-institute-of-technology")).text);
    expect(ait).toMatch(/Ownership Not published yet/);
  });
});

describe("the directory's Median salary sort", () => {
  it("orders by the median salary each college submitted to NIRF, highest first, and says so beside the sort", async () => {
    const expected = async (join: string, where: string, ...params: string[]) =>
      (
        await w.rows<{ slug: string }>(
          `SELECT c.slug FROM college_salary s JOIN colleges c ON c.id = s.college_id ${join} WHERE ${where} ORDER BY s.median_salary DESC, c.pos_rank, c.id LIMIT 5`,
          ...params,
        )
      ).map((r) => r.slug);
    const all = await directoryPage(w, "?sort=salary");
    expect(all.status).toBe(200);
    expect(all.slugs.slice(0, 5)).toEqual(await expected("", "1"));
    expect(all.text).toMatch(/<option value="salary" selected[^>]*>Median salary \(NIRF submission\)<\/option>/);
    expect(all.main).toContain(
      "Median salary sorts by the median salary of placed graduates each college submitted to NIRF",
    );
    expect(all.rows).toBeLessThanOrEqual(200);
    // Under a stream and in a state: the same order within them.
    const eng = await directoryPage(w, "?stream=Engineering&sort=salary");
    expect(eng.slugs.slice(0, 5)).toEqual(
      await expected(
        "JOIN college_facets f ON f.college_id = c.id AND f.kind = 'stream' AND f.value = ?",
        "1",
        "Engineering",
      ),
    );
    const ka = await directoryPage(w, "?state=Karnataka&sort=salary");
    expect(ka.slugs.slice(0, 5)).toEqual(await expected("", "c.state = ?", "Karnataka"));
    // The top college's page names the figure the sort used, with its edition.
    const [top] = await w.rows<{ slug: string; median_salary: number }>(
      "SELECT c.slug, s.median_salary FROM college_salary s JOIN colleges c ON c.id = s.college_id ORDER BY s.median_salary DESC, c.pos_rank LIMIT 1",
    );
    const page = mainText((await w.html(`/colleges/${top.slug}`)).text);
    expect(page).toContain(`₹${top.median_salary.toLocaleString("en-IN")}`);
  });
});
