/**
 * What the student side promises, it does (JS off): the brochure e-mail is queued in the outbox
 * before the page says it will be sent; "Apply Now" goes to the official site or a counselling
 * request; a booking is a request until an operator confirms or declines it, with an e-mail at
 * each step, an audit row, and the state on the student's /account.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingDates, formatBookingDate, studyYears } from "~/lib/bookings/booking";
import { adminBindings, csrfOf, getWith, postWith, signIn } from "../support/admin";
import { signedCookie } from "../support/cookie-jar";
import { availableExpertStatements } from "../support/experts-fixture";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

const SESSION = "test-session-id-for-promises-0123456789abcdef";
const COOKIE = signedCookie("__Host-ss_session", SESSION);
const STUDENT = "asha.k@example.in";

let w: TestWorker;
let withSite: { slug: string; name: string };
let withoutSite: { slug: string; name: string };

beforeAll(async () => {
  w = await startWorker({
    bindings: adminBindings,
    setup: async (db) => {
      const hash = createHash("sha256").update(SESSION).digest("hex");
      await db.batch([
        db.prepare(
          `INSERT INTO users (id, email, name, password_hash, verified_at, created_at) VALUES (1, '${STUDENT}', 'Asha Kumar', 'x', 1, 1)`,
        ),
        // Priya Nair takes calls (her hours published in the console); the shipped experts are Offline.
        ...availableExpertStatements([3]).map((sql) => db.prepare(sql)),
        db
          .prepare(
            "INSERT INTO sessions (id_hash, user_id, created_at, expires_at, last_seen_at) VALUES (?1, 1, 1, ?2, ?3)",
          )
          .bind(hash, Date.now() + 3_600_000, Date.now()),
      ]);
    },
  });
  const rows = await w.rows<{ id: number; slug: string; name: string }>(
    "SELECT id, slug, name FROM colleges ORDER BY id LIMIT 2",
  );
  const db = await w.db();
  await db.prepare("UPDATE colleges SET website = 'https://www.example.ac.in/' WHERE id = ?1").bind(rows[0].id).run();
  await db.prepare("UPDATE colleges SET website = '' WHERE id = ?1").bind(rows[1].id).run();
  [withSite, withoutSite] = rows;
});
afterAll(() => w?.dispose());

const outbox = (to: string) =>
  w.rows<{ subject: string; body: string }>(
    "SELECT subject, body FROM mail_outbox WHERE to_address = ?1 ORDER BY id",
    to,
  );

describe("brochure", () => {
  it("queues the e-mail with the brochure page's link before saying it will be sent", async () => {
    const res = await w.post(`/colleges/${withoutSite.slug}`, {
      intent: "brochure",
      name: "Ravi Shah",
      email: "ravi@example.in",
      phone: "9876543210",
    });
    expect(res.status).toBe(200);
    const page = textOf(await res.text());
    expect(page).toContain(`The brochure of ${withoutSite.name} will be sent to ravi@example.in.`);
    expect(page).toContain("Open the brochure now");
    const mail = await outbox("ravi@example.in");
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe(`Brochure: ${withoutSite.name}`);
    expect(mail[0].body).toContain(`/colleges/${withoutSite.slug}/brochure`);
    expect((await w.rows("SELECT id FROM submissions WHERE kind = 'brochure'")).length).toBe(1);
  });

  it("says nothing will be sent when the address's mail limit is reached", async () => {
    const post = () =>
      w.post(`/colleges/${withoutSite.slug}`, {
        intent: "brochure",
        name: "Mira Das",
        email: "mira@example.in",
        phone: "9876543210",
      });
    for (let i = 0; i < 3; i++) await post();
    const page = textOf(await (await post()).text());
    expect(page).toContain("we could not e-mail the brochure to mira@example.in just now");
    expect(page).not.toContain("will be sent");
    expect(await outbox("mira@example.in")).toHaveLength(3);
  });

  it("the brochure page is built from the college's data; unknown college → 404", async () => {
    const { status, text } = await w.html(`/colleges/${withoutSite.slug}/brochure`);
    expect(status).toBe(200);
    const main = mainText(text);
    expect(main).toContain(withoutSite.name);
    expect(main).toContain("Courses");
    expect((await w.fetch("/colleges/no-such-college/brochure")).status).toBe(404);
  });
});

describe("Apply Now", () => {
  it("goes to the official website when it is known", async () => {
    const res = await w.fetch(`/colleges/${withSite.slug}/apply`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://www.example.ac.in/");
  });

  it("otherwise offers a counselling request, stored; bad input → 400 with the input kept", async () => {
    const { status, text } = await w.html(`/colleges/${withoutSite.slug}/apply`);
    expect(status).toBe(200);
    expect(mainText(text)).toContain("We do not have its official application website yet");
    const bad = await w.post(`/colleges/${withoutSite.slug}/apply`, { intent: "counselling", name: "Om", email: "x" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('value="Om"');
    const ok = await w.post(`/colleges/${withoutSite.slug}/apply`, {
      intent: "counselling",
      name: "Om Prakash",
      email: "om@example.in",
      phone: "9876543210",
    });
    expect(ok.status).toBe(200);
    expect(textOf(await ok.text())).toContain("A counsellor will call you on 9876543210.");
    const rows = await w.rows<{ ref: string }>("SELECT ref FROM submissions WHERE kind = 'counselling'");
    expect(rows).toEqual([{ ref: withoutSite.slug }]);
    expect((await w.fetch("/colleges/no-such-college/apply")).status).toBe(404);
  });
});

describe("booking an expert", () => {
  const date = bookingDates()[2];
  const booking = (email = STUDENT) => ({
    intent: "booking",
    degree: "masters",
    studyYear: studyYears()[0],
    email,
    phone: "9876543210",
    firstName: "Asha",
    lastName: "Kumar",
    selectedDate: date,
    selectedTime: "3:00 PM",
    selectedCourse: "medicine",
    studyStage: "applying",
  });
  const leadId = async (email: string) =>
    (await w.rows<{ id: number }>("SELECT id FROM submissions WHERE kind = 'booking' AND email_lc = ?1", email))[0].id;

  it("is a request, e-mailed, until an operator confirms it; the student's account follows", async () => {
    const res = await w.post("/connect/book/3", booking());
    expect(res.status).toBe(303);
    const page = textOf((await w.html(res.headers.get("Location") ?? "")).text);
    expect(page).toContain(`Booking requested with Priya Nair on ${formatBookingDate(date)} at 3:00 PM.`);
    expect(page).not.toContain("Booking confirmed");
    expect((await outbox(STUDENT)).map((m) => m.subject)).toEqual([
      `Booking requested: Priya Nair, ${formatBookingDate(date)} at 3:00 PM`,
    ]);
    const id = await leadId(STUDENT);
    const account = async () => mainText(await (await w.fetch("/account", { headers: { Cookie: COOKIE } })).text());
    expect(await account()).toContain("Requested, awaiting confirmation");

    const cookie = await signIn(w);
    const lead = await getWith(w, `/admin/leads/${id}`, cookie);
    expect(textOf(lead.text)).toContain("Requested, awaiting confirmation");
    const csrf = csrfOf(lead.text);
    // A bad decision is a 400; nothing changes.
    const bad = await postWith(w, `/admin/leads/${id}`, cookie, {
      csrf,
      intent: "booking-decision",
      decision: "maybe",
      website: "",
    });
    expect(bad.status).toBe(400);
    const done = await postWith(w, `/admin/leads/${id}`, cookie, {
      csrf,
      intent: "booking-decision",
      decision: "confirm",
      note: "Priya will call from +44.",
      website: "",
    });
    expect(done.status).toBe(302);
    const [state] = await w.rows<{ booking_state: string }>("SELECT booking_state FROM submissions WHERE id = ?1", id);
    expect(state.booking_state).toBe("confirmed");
    const audit = await w.rows<{ action: string }>(
      "SELECT action FROM admin_audit WHERE target = ?1 AND action LIKE 'booking.%'",
      `lead #${id}`,
    );
    expect(audit).toEqual([{ action: "booking.confirm" }]);
    const mail = await outbox(STUDENT);
    expect(mail[1].subject).toBe(`Booking confirmed with Priya Nair on ${formatBookingDate(date)} at 3:00 PM!`);
    expect(await account()).toContain(`Booking confirmed with Priya Nair on ${formatBookingDate(date)} at 3:00 PM!`);
    // A notice for the student: counted for the bell, listed on /notices, marked read by a plain post.
    const confirmed = `Booking confirmed with Priya Nair on ${formatBookingDate(date)} at 3:00 PM!`;
    const count = async (cookie?: string) =>
      (
        (await (await w.fetch("/notices/count", cookie ? { headers: { Cookie: cookie } } : {})).json()) as {
          unread: number;
        }
      ).unread;
    expect(await count(COOKIE)).toBe(1);
    expect(await count()).toBe(0);
    const notices = await w.fetch("/notices", { headers: { Cookie: COOKIE } });
    expect(notices.status).toBe(200);
    const noticesHtml = await notices.text();
    expect(mainText(noticesHtml)).toContain(confirmed);
    expect(mainText(noticesHtml)).toContain("1 unread");
    expect(noticesHtml).toMatch(/href="\/connect\/requests\/[0-9a-f]{32}"/);
    expect((await w.fetch("/notices", { redirect: "manual" })).headers.get("Location")).toContain("/login?redirectTo=");
    const read = await w.post("/notices", { intent: "read-all" }, { Cookie: COOKIE });
    expect(read.status).toBe(303);
    expect(await count(COOKIE)).toBe(0);
    expect(
      await w.rows(
        "SELECT text FROM notices WHERE read_at IS NOT NULL AND user_id = (SELECT id FROM users WHERE email = ?1)",
        STUDENT,
      ),
    ).toEqual([{ text: confirmed }]);
    // Decided once: a second decision is refused.
    const again = await postWith(w, `/admin/leads/${id}`, cookie, {
      csrf,
      intent: "booking-decision",
      decision: "decline",
      website: "",
    });
    expect(again.status).toBe(400);
  });

  it("a declined request e-mails the student the reason", async () => {
    await w.post("/connect/book/3", booking("decl@example.in"));
    const id = await leadId("decl@example.in");
    const cookie = await signIn(w);
    const csrf = csrfOf((await getWith(w, `/admin/leads/${id}`, cookie)).text);
    const res = await postWith(w, `/admin/leads/${id}`, cookie, {
      csrf,
      intent: "booking-decision",
      decision: "decline",
      note: "Priya is travelling that week.",
      website: "",
    });
    expect(res.status).toBe(302);
    const mail = await outbox("decl@example.in");
    expect(mail[1].subject).toMatch(/^Booking declined: Priya Nair/);
    expect(mail[1].body).toContain("Reason: Priya is travelling that week.");
  });
});

describe("course finder bands and sorts (GET, JS off)", () => {
  const bands = (html: string) =>
    Object.fromEntries(
      [
        ...html.matchAll(/<article [^>]*>[\s\S]*?>(Ambitious|Moderate|Safe)<\/span>[\s\S]*?<h3[^>]*>([^<]+)<\/h3>/g),
      ].map((m) => [m[2], m[1].toLowerCase()]),
    );
  it("computes each band from the student's scores and the published minimums, and states the rule", async () => {
    const low = bands((await w.html("/cource-finder?gpa=2.0&ielts=5")).text);
    for (const name of ["Massachusetts Institute of Technology", "Arizona State University", "University of Toronto"])
      expect(low[name]).toBe("ambitious");
    const { text } = await w.html("/cource-finder?gpa=3.9&ielts=8&gre=330");
    const high = bands(text);
    expect(high["Arizona State University"]).toBe("safe");
    expect(high["Massachusetts Institute of Technology"]).toBe("ambitious");
    expect(mainText(text)).toContain("How we decide Ambitious, Moderate and Safe");
    expect(mainText(text)).toContain("one of your scores is below the college's minimum");
  });
  it("sorts by tuition in rupees, lowest first, and by ranking", async () => {
    const names = (html: string) => Object.keys(bands(html));
    // RWTH Aachen charges no tuition (€0, a semester contribution only): the lowest there is.
    expect(names((await w.html("/cource-finder?sort=tuition")).text)[0]).toBe("RWTH Aachen University");
    expect(names((await w.html("/cource-finder?sort=ranking")).text)[0]).toBe("Massachusetts Institute of Technology");
  });
});

describe("controls with real destinations (JS off)", () => {
  it("the privacy policy covers the DPDP Act's points and takes a data-rights request (stored; bad → 400)", async () => {
    const { status, text } = await w.html("/privacy-policy");
    expect(status).toBe(200);
    const main = mainText(text);
    for (const heading of [
      "What we collect",
      "Why we use it",
      "How long we keep it",
      "Grievance Officer",
      "Your rights",
    ]) {
      expect(main).toContain(heading);
    }
    expect(main).toContain("Digital Personal Data Protection Act, 2023");
    expect(main).toContain("support@studysaathi.in");
    const bad = await w.post("/privacy-policy", {
      intent: "data-request",
      name: "Asha",
      email: "nope",
      request: "deletion",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('value="Asha"');
    const ok = await w.post("/privacy-policy", {
      intent: "data-request",
      name: "Asha",
      email: "asha@example.in",
      request: "deletion",
    });
    expect(ok.status).toBe(200);
    expect(textOf(await ok.text())).toContain("Your request is recorded.");
    const rows = await w.rows<{ payload: string }>("SELECT payload FROM submissions WHERE kind = 'data-request'");
    expect(JSON.parse(rows[0].payload)).toMatchObject({ email: "asha@example.in", request: "deletion" });
  });

  it("the footer links the calculators, app, privacy and refund pages, which render", async () => {
    const { text } = await w.html("/about");
    for (const href of ["/privacy-policy", "/refund-policy", "/calculators#cgpa", "/calculators#emi", "/app"]) {
      expect(text).toContain(`href="${href}"`);
    }
    for (const path of ["/refund-policy", "/app", "/more", "/calculators", "/subscribe", "/sitemap"]) {
      expect((await w.fetch(path)).status).toBe(200);
    }
    expect(mainText((await w.html("/app")).text)).toContain("no app in Google Play or the App Store yet");
  });

  it("calculators answer from GET parameters; a value out of range → 400 with its message", async () => {
    expect(mainText((await w.html("/calculators?cgpa=8.2&scale=cbse")).text)).toContain("77.9%");
    expect(mainText((await w.html("/calculators?amount=1000000&rate=10&years=10")).text)).toContain(
      "EMI: ₹13,215 a month for 120 months",
    );
    const bad = await w.html("/calculators?cgpa=11");
    expect(bad.status).toBe(400);
    expect(mainText(bad.text)).toContain("Enter a CGPA between 0 and 10.");
  });

  it("Subscribe Now stores a newsletter lead; a bad address → 400", async () => {
    const home = (await w.html("/")).text;
    expect(home).toMatch(/<a [^>]*href="\/subscribe"[^>]*>Subscribe Now<\/a>/);
    const bad = await w.post("/subscribe", { intent: "subscribe-alerts", email: "x@" });
    expect(bad.status).toBe(400);
    const ok = await w.post("/subscribe", { intent: "subscribe-alerts", email: "alerts@example.in" });
    expect(ok.status).toBe(200);
    expect(textOf(await ok.text())).toContain("You are subscribed.");
    const rows = await w.rows<{ payload: string }>("SELECT payload FROM submissions WHERE kind = 'newsletter'");
    expect(rows.map((r) => JSON.parse(r.payload))).toContainEqual({ email: "alerts@example.in", source: "alerts" });
  });

  it("news Read more opens the item; Explore Programs chips filter the college links", async () => {
    const home = (await w.html("/")).text;
    const slug = home.match(/href="\/news\/([a-z0-9-]+)"/)?.[1];
    expect(slug).toBeTruthy();
    const news = await w.html(`/news/${slug}`);
    expect(news.status).toBe(200);
    expect((await w.fetch("/news/no-such-news")).status).toBe(404);
    const chosen = (await w.html("/?program=BCA")).text;
    expect(chosen).toContain('href="/colleges?course=BCA"');
    expect(chosen).toContain('href="/colleges?agency=nirf&amp;course=BCA"');
  });
});
