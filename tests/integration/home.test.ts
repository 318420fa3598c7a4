import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

/** Study Abroad's seven countries. */
const COUNTRIES = ["Germany", "Ireland", "Zealand", "USA", "UK", "Canada", "Australia"];

const newsletter = {
  intent: "newsletter",
  email: "asha@example.in",
  mobile: "9876543210",
  course: "Engineering - Computer Science",
};
const call = {
  intent: "call-request",
  firstName: "Asha",
  lastName: "Patil",
  email: "asha@example.in",
  phone: "9876543210",
  level: "Masters",
  course: "Data Science",
  privacy: "on",
};

/** The value attribute of the input named `name` in the form `formId`. */
function inputValue(html: string, formId: string, name: string): string | undefined {
  const form = html.slice(html.indexOf(`id="${formId}"`));
  return (
    form.match(new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`))?.[1] ??
    form.match(new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`))?.[1]
  );
}

describe("home page without JavaScript", () => {
  it("renders every section's key texts with server data", async () => {
    const { status, text, headers } = await w.html("/");
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("private, no-cache");
    const t = mainText(text);
    // Hero: first banner in the HTML, counter, search box posting q to /search.
    expect(t).toContain("Shape Your Future in Engineering and Technology");
    expect(t).toContain("Indian Institute of Technology Bombay");
    expect(t).toContain("1 / 4");
    expect(t).not.toContain("Loading...");
    expect(text).toMatch(/<form[^>]*action="\/search"/);
    expect(text).toMatch(/name="q"/);
    expect(t).toContain("Need Counselling");
    expect(text).toMatch(/href="\/?\?call=1#call"/);
    // Server sections.
    expect(t).toContain("Verified College Data");
    expect(t).toContain("Admission Guidance");
    expect(t).toContain("Why us?");
    expect(t).toContain("Colleges Listed");
    // The directory's count as D1 holds it, never "19,000+".
    expect(t).not.toMatch(/19,000/);
    expect(t).toContain("Certificates & Accreditation");
    expect(t).toContain("Partner Colleges Recognised by UGC");
    expect(t).toContain("Top Study Places");
    expect(t).toContain("Pune");
    // Static sections.
    expect(t).toContain("Explore Programs");
    for (const chip of ["ME/M.Tech", "B.Sc", "BA", "B.Com", "BCA", "BBA/BMS", "B.Sc (Nursing)"])
      expect(t).toContain(chip);
    for (const card of [
      "Ranking",
      "Find Colleges",
      "Compare Colleges",
      "Exams",
      "College Predictor",
      "Course Finder",
    ]) {
      expect(t).toContain(card);
    }
    expect(text).toContain('href="/cource-finder"');
    expect(t).toContain("Top Universities/Colleges");
    for (const b of ["View All Courses and fees", "Download Brochure", "Compare", "Total fees", "No ratings yet"])
      expect(t).toContain(b);
    expect(t).toContain("Have Questions?");
    expect(t).toContain("Get on Call");
    expect(t).toContain("College Ranking 2025");
    for (const a of ["Indiatoday", "The Week", "NIRF", "Outlook", "IIRF", "TOI", "NIRF Innovation"])
      expect(t).toContain(a);
    expect(t).toContain("View all Colleges");
    expect(t).toContain("Study Abroad");
    // The carousels' first views; the rest are one link away without JavaScript (`?all=1`).
    for (const c of ["Germany", "Ireland", "Zealand"]) expect(t).toContain(c);
    for (const [label, href] of [
      ["All universities and colleges", "/?all=1#top-colleges"],
      ["All 7 countries", "/?all=1#study-abroad"],
      ["All 8 study places", "/?all=1#study-places"],
    ]) {
      expect(text).toContain(`<a href="${href}">${label}</a>`);
    }
    const all = mainText((await w.html("/?all=1")).text);
    for (const c of [...COUNTRIES, "Ahmedabad", "Indian Institute of Technology Kharagpur"]) expect(all).toContain(c);
    expect(all).not.toContain("All 7 countries");
    expect(t).toContain("Subscribe For Regular Alerts");
    expect(t).toContain("Subscribe Now");
    expect(t).toContain("Subscribe To Our News Letter");
    expect(t).toContain("Latest News & Stories");
    for (const c of ["Exam Alerts", "College Alerts", "Admission Alerts", "Read more"]) expect(t).toContain(c);
    expect(t).toContain("Premium");
    // The call dialog is not open without ?call=1.
    expect(text).not.toMatch(/<dialog[^>]*open/);
  });

  it("a document holds each carousel's first view; a data request brings every card", async () => {
    const html = (await w.html("/")).text;
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    // Rendered: a service card, a certificate, a study place, a college card's course and a ranking row.
    for (const text of [
      "Shortlist colleges that match your scores",
      "Partner Colleges Recognised by UGC",
      "place-pune.svg",
      "Universities and colleges in our directory, counted as it holds them today.",
      "B.Tech Aerospace Engineering",
      "NIRF 2025 ranking of colleges in Maharashtra",
    ])
      expect(main).toContain(text);
    // Each carousel's first view (content/home.ts IN_HTML: 4 college cards, 3 countries, 4 places) is in
    // the HTML; the rest come with a data request.
    const part = (id: string) => {
      const from = main.indexOf(`<section id="${id}"`);
      return main.slice(from, main.indexOf("</section>", from));
    };
    expect(part("top-colleges").match(/<article/g)).toHaveLength(8);
    expect(part("study-abroad").match(/<article/g)).toHaveLength(3);
    expect(part("study-places").match(/<figure/g)).toHaveLength(4);
    expect(html).not.toContain("Indian Institute of Technology Kharagpur");
    expect(html).not.toContain("place-ahmedabad.svg");
    // A client navigation (Single Fetch) renders on the client, so it gets everything.
    const res = await w.fetch("/_root.data");
    const data = `${res.status} ${await res.text()}`;
    const sent = ["Shortlist colleges that match your scores", "B.Tech Aerospace Engineering", "place-ahmedabad.svg"];
    expect([...sent, "Indian Institute of Technology Kharagpur"].filter((text) => !data.includes(text))).toEqual([]);
    expect(data).toMatch(/^200 /);
  });

  it("static banners and section headings are in the HTML, not in the hydration data", async () => {
    const html = (await w.html("/")).text;
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const hydration = html.slice(html.indexOf("</main>"));
    const texts = [
      "StudySaathi Premium",
      "Explore Premium Services",
      "Subscribe For Regular Alerts",
      "Not sure which college, course or country is right for you?",
      "Everything you need from shortlisting colleges to settling in abroad.",
      "Top colleges in Maharashtra by the leading ranking agencies.",
      "Numbers that students and parents trust.",
      "Certificates &amp; Accreditation",
    ];
    for (const text of texts) {
      expect(main).toContain(text);
      expect(hydration).not.toContain(text);
    }
    // Each heading keeps the id its section is labelled by.
    for (const id of ["services", "top-colleges", "college-ranking", "study-abroad", "study-places", "why-us"])
      expect(main).toMatch(new RegExp(`<h2 id="${id}-title"[ >]`));
    expect(main).toMatch(/<a [^>]*href="\/post-admit-services"[^>]*>Explore Premium Services<\/a>/);
  });

  it("shows the sections in their fixed order", async () => {
    const html = (await w.html("/")).text;
    const t = textOf(html.slice(html.indexOf("<main")));
    const order = [
      "Need Counselling",
      "Verified College Data",
      "Our Services",
      "Explore Programs",
      "Top Universities/Colleges",
      "Have Questions?",
      "College Ranking 2025",
      "Study Abroad Compare destinations",
      "Top Study Places",
      "Subscribe For Regular Alerts",
      "Subscribe To Our News Letter",
      "Latest News & Stories",
      "Why us?",
      "Certificates & Accreditation",
    ];
    const positions = order.map((s) => t.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("ranking table lists only Maharashtra colleges and switches with year and agency", async () => {
    const table = (html: string) =>
      textOf(html.slice(html.indexOf("<table", html.indexOf('id="college-ranking"')), html.indexOf("</table>")));
    const first = await w.html("/");
    // The block opens on NIRF, whose tables the directory holds: its rows, not an empty table.
    expect(first.text).toMatch(/aria-pressed="true"[^>]*>NIRF</);
    expect(table(first.text)).toMatch(/Indian Institute of Technology Bombay #\d+ Overall/);
    // No agency but NIRF has a published table we hold: the table says so.
    const other = await w.html("/?agency=indiatoday");
    expect(other.text).toMatch(/aria-pressed="true"[^>]*>Indiatoday</);
    expect(table(other.text)).toContain("Not published yet: no ranking of this agency and year is held");
    const nirf = await w.html("/?year=2023&agency=nirf");
    expect(nirf.status).toBe(200);
    expect(nirf.text).toMatch(/aria-pressed="true"[^>]*>NIRF</);
    expect(nirf.text).toMatch(/<option value="2023" selected/);
    const t = textOf(nirf.text);
    expect(t).toContain("NIRF 2023 ranking of colleges in Maharashtra");
    // One category (Overall), Maharashtra only, with the link to the full NIRF table.
    expect(table(nirf.text)).toMatch(/Indian Institute of Technology Bombay #4 Overall/);
    expect(table(nirf.text)).not.toContain("Indian Institute of Technology Madras");
    expect(table(nirf.text)).not.toMatch(/#\d+ (?!Overall)/);
    expect(nirf.text).toContain('href="/rankings?category=Overall&amp;year=2023"');
    // Unknown values fall back to the defaults, never an error.
    const bad = await w.html("/?year=1999&agency=nope");
    expect(bad.status).toBe(200);
    expect(textOf(bad.text)).toContain("NIRF 2025 ranking");
  });

  it("a news chip's data request brings that chip's cards", async () => {
    const res = await w.fetch("/_root.data?news=College%20Alerts&_routes=routes%2F_index");
    const data = await res.text();
    expect(res.status).toBe(200);
    expect(data).toContain("NIRF 2025: Maharashtra colleges gain ground");
    expect(data).not.toContain("JEE Main 2026 registration window announced");
  });

  it("the newsletter form is complete in the HTML: 50 courses, each written once", async () => {
    const { text } = await w.html("/");
    const form = text.slice(text.indexOf('id="newsletter"'), text.indexOf("</form>", text.indexOf('id="newsletter"')));
    expect(form.match(/<option>/g)).toHaveLength(50);
    expect(form).toContain("<option>Engineering - Electronics &amp; Communication</option>");
    expect(form).toContain('<option value="">Select a course</option>');
  });

  it("chips keep their state in the query string", async () => {
    const { text } = await w.html("/?news=College%20Alerts&program=BCA");
    const t = mainText(text);
    expect(t).toContain("NIRF 2025: Maharashtra colleges gain ground");
    expect(t).not.toContain("JEE Main 2026 registration window announced");
    expect(text).toMatch(/aria-current="true"[^>]*>BCA</);
  });

  it("?call=1 renders the call-request dialog open with its fields", async () => {
    const { text } = await w.html("/?call=1");
    expect(text).toMatch(/<dialog[^>]*open/);
    const t = mainText(text);
    for (const label of [
      "First name",
      "Last name",
      "Email",
      "Phone",
      "Level",
      "Course",
      "privacy policy",
      "Cancel",
      "Join the Call",
    ]) {
      expect(t).toContain(label);
    }
    for (const level of ["Bachelors", "Masters", "PhD"]) expect(text).toContain(`<option>${level}</option>`);
  });
});

describe("newsletter form", () => {
  it("invalid input → 400 with the fixed messages and the input kept", async () => {
    const res = await w.post("/?index", {
      intent: "newsletter",
      email: "asha@example",
      mobile: "98765",
      course: "Engineering - Rocket Surgery",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    const t = textOf(html);
    expect(t).toContain("Please enter a valid email.");
    expect(t).toContain("Please enter a valid mobile number.");
    expect(t).toContain("Please select a valid value.");
    expect(inputValue(html, "newsletter", "email")).toBe("asha@example");
    expect(inputValue(html, "newsletter", "mobile")).toBe("98765");
    expect(await w.rows("SELECT * FROM submissions WHERE kind = 'newsletter'")).toHaveLength(0);
  });

  it("empty input → 400 with all three messages", async () => {
    const res = await w.post("/?index", { intent: "newsletter", email: "", mobile: "", course: "" });
    expect(res.status).toBe(400);
    const t = textOf(await res.text());
    expect(t).toContain("Please enter a valid email.");
    expect(t).toContain("Please enter a valid mobile number.");
    expect(t).toContain("Please select a valid value.");
  });

  it("valid input is stored, then the success sentence shows", async () => {
    const res = await w.post("/?index", newsletter);
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain("Form submitted successfully!");
    const rows = await w.rows<{ payload: string }>("SELECT payload FROM submissions WHERE kind = 'newsletter'");
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].payload)).toEqual({
      email: "asha@example.in",
      mobile: "9876543210",
      course: "Engineering - Computer Science",
    });
  });
});

describe("call-request form", () => {
  it("invalid input → 400 with messages, input kept and the dialog still open", async () => {
    const res = await w.post("/?index&call=1", {
      intent: "call-request",
      firstName: "",
      lastName: "Patil",
      email: "nope",
      phone: "12345",
      level: "Diploma",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<dialog[^>]*open/);
    const t = textOf(html);
    for (const m of [
      "First name is required",
      "Please enter a valid email.",
      "Phone number must be 10 digits",
      "Please select a level",
      "Please agree to the privacy policy",
    ]) {
      expect(t).toContain(m);
    }
    expect(inputValue(html, "call-request", "lastName")).toBe("Patil");
    expect(inputValue(html, "call-request", "email")).toBe("nope");
    expect(await w.rows("SELECT * FROM submissions WHERE kind = 'call-request'")).toHaveLength(0);
  });

  it("valid input is stored and thanked", async () => {
    const res = await w.post("/?index&call=1", call);
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain("Thank you, Asha! Our counsellor will call you shortly.");
    const rows = await w.rows<{ payload: string }>("SELECT payload FROM submissions WHERE kind = 'call-request'");
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].payload)).toMatchObject({
      firstName: "Asha",
      lastName: "Patil",
      phone: "9876543210",
      level: "Masters",
      privacy: true,
    });
  });

  it("an unknown intent is a 400, nothing stored", async () => {
    const res = await w.post("/?index", { intent: "nope", email: "a@b.in" });
    expect(res.status).toBe(400);
  });
});

describe("failing sources", () => {
  it("a missing table empties its section, the page is still 200", async () => {
    const broken = await startWorker({
      setup: async (db) => {
        await db.exec("DROP TABLE banners");
        await db.exec("DROP TABLE top_study_places");
      },
    });
    try {
      const { status, text, headers } = await broken.html("/");
      expect(status).toBe(200);
      expect(headers.get("Server-Timing")).toMatch(/content-banners;desc="error"/);
      const t = mainText(text);
      expect(t).toContain("Loading...");
      expect(text).not.toContain("place-ahmedabad.svg");
      expect(t).toContain("Top Study Places");
      expect(t).toContain("Verified College Data");
    } finally {
      await broken.dispose();
    }
  });

  it("D1 down entirely: still 200 with the static sections", async () => {
    const broken = await startWorker({ brokenDb: true });
    try {
      const { status, text } = await broken.html("/");
      expect(status).toBe(200);
      expect(mainText(text)).toContain("College Ranking 2025");
    } finally {
      await broken.dispose();
    }
  });
});
