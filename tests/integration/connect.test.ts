import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingDates, formatBookingDate, studyYears } from "~/lib/bookings/booking";
import { availableExpertStatements } from "../support/experts-fixture";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
  // Priya Nair takes calls at any time (her hours published in the console); every other expert stays Offline.
  const db = await w.db();
  await db.batch(availableExpertStatements([3]).map((sql) => db.prepare(sql)));
});
afterAll(() => w?.dispose());

const stepOne = {
  degree: "masters",
  studyYear: studyYears()[0],
  email: "asha.k@example.in",
  phone: "9876543210",
  countryCode: "UK",
};
const stepTwo = () => ({
  firstName: "Asha",
  lastName: "Kumar",
  selectedDate: bookingDates()[2],
  selectedTime: "3:00 PM",
  selectedCourse: "medicine",
  studyStage: "applying",
});

const names = (html: string) => [...html.matchAll(/<h3 id="expert-\d+-name"[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);

describe("/connect (JS off)", () => {
  it("lists every expert with the card details and no-JS booking links", async () => {
    const { status, text } = await w.html("/connect");
    expect(status).toBe(200);
    const page = textOf(text);
    expect(page).toContain("Book Your 1-on-1 Call with Experts");
    expect(names(text)).toHaveLength(6);
    for (const rate of ["₹7/min", "₹30/min", "₹15/min", "₹11/min", "₹13/min"]) expect(page).toContain(rate);
    expect(page).toContain("Priya Nair");
    expect(page).toContain("Imperial College London");
    expect(page).toContain("Current Student");
    expect(page).toContain("English, Malayalam");
    // No student has had a confirmed session: no ratings are shown.
    expect(page.match(/No ratings yet/g)?.length).toBe(6);
    expect(page).not.toContain("out of 5");
    expect(page.match(/Offline/g)?.length).toBe(5);
    expect(page.match(/Online/g)?.length).toBe(1);
    expect(text).toContain('href="/connect/book/3"');
    expect(text).toMatch(/<img[^>]+src="\/images\/experts\/priya-nair\.svg"/);
    // The filters are a GET form with a submit button.
    expect(text).toMatch(/<form method="get"[^>]*action="\/connect"/);
    expect(page).toContain("Apply filters");
  });

  it("filters with query parameters; all selected filters match exactly", async () => {
    expect(names((await w.html("/connect?course=engineering")).text)).toEqual(["Ananya Iyer", "Arjun Singh"]);
    expect(names((await w.html("/connect?course=engineering&experience=2")).text)).toEqual(["Arjun Singh"]);
    expect(names((await w.html("/connect?university=imperial&country=uk&course=")).text)).toEqual([
      "Priya Nair",
      "Kabir Das",
    ]);
    const filtered = await w.html("/connect?course=business&experience=1");
    expect(names(filtered.text)).toEqual([]);
    expect(textOf(filtered.text)).toContain("No experts found matching your filters.");
    // The chosen values stay selected.
    expect(filtered.text).toMatch(/<option value="business" selected="">/);
  });

  it.each(["3", "4"])("experience %s matches no sample expert", async (experience) => {
    const { status, text } = await w.html(`/connect?experience=${experience}`);
    expect(status).toBe(200);
    expect(names(text)).toEqual([]);
    expect(textOf(text)).toContain("No experts found matching your filters.");
  });
});

describe("/connect/book/{id} (JS off)", () => {
  it("renders step 1 for the expert", async () => {
    const { status, text } = await w.html("/connect/book/3");
    expect(status).toBe(200);
    const page = textOf(text);
    expect(page).toContain("Book your 1-1 call with Experts");
    expect(page).toContain("Priya Nair");
    for (const label of [
      "Bachelor's",
      "Master's / MBA",
      ...studyYears(),
      "Email",
      "Phone number",
      "IN +91",
      "US +1",
      "UK +44",
    ]) {
      expect(page).toContain(label);
    }
    expect(text).not.toContain('name="firstName"');
    expect(text).not.toContain(`value="${Number(studyYears()[0]) - 1}"`);
  });

  it.each(["999", "abc", "0"])("an unknown expert id (%s) is a real 404", async (id) => {
    const { status, text, headers } = await w.html(`/connect/book/${id}`);
    expect(status).toBe(404);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(textOf(text)).toContain("Expert not found");
    const post = await w.post(`/connect/book/${id}`, { intent: "booking-step1", ...stepOne });
    expect(post.status).toBe(404);
  });

  it("step 1 errors → 400 with every message; input kept", async () => {
    const empty = await w.post("/connect/book/3", { intent: "booking-step1" });
    expect(empty.status).toBe(400);
    const page = textOf(await empty.text());
    for (const m of [
      "Please select a degree",
      "Please select a year",
      "Email is required",
      "Phone number is required",
    ]) {
      expect(page).toContain(m);
    }
    const bad = await w.post("/connect/book/3", {
      intent: "booking-step1",
      ...stepOne,
      email: "asha@example",
      phone: "98765",
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(textOf(html)).toContain("Please enter a valid email address");
    expect(textOf(html)).toContain("Phone number must be 10 digits");
    expect(html).toMatch(/value="asha@example"/);
    expect(html).toMatch(/value="98765"/);
    expect(html).toMatch(/<option value="UK" selected="">UK \+44<\/option>/);
    expect(html).toMatch(/value="masters"[^>]*checked=""|checked=""[^>]*value="masters"/);
    expect(html).not.toContain('name="firstName"');
  });

  it("a valid step 1 renders step 2 with step 1 carried in hidden inputs; nothing stored yet", async () => {
    const before = await w.rows("SELECT id FROM submissions WHERE kind = 'booking'");
    const res = await w.post("/connect/book/3", { intent: "booking-step1", ...stepOne });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const [name, value] of Object.entries(stepOne)) {
      if (name === "countryCode") continue;
      expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
    }
    const page = textOf(html);
    for (const label of ["First name", "Last name", "Date", "Time (IST)", "Course", "Study stage", "3:00 PM"]) {
      expect(page).toContain(label);
    }
    expect(html).toContain(`value="${bookingDates()[0]}"`);
    expect(await w.rows("SELECT id FROM submissions WHERE kind = 'booking'")).toHaveLength(before.length);
  });

  it("step 2 errors → 400 with every message, still on step 2 with step 1 carried", async () => {
    const res = await w.post("/connect/book/3", { intent: "booking", ...stepOne });
    expect(res.status).toBe(400);
    const html = await res.text();
    const page = textOf(html);
    for (const m of [
      "First name is required",
      "Last name is required",
      "Please select a date",
      "Please select a time",
      "Please select a course",
      "Please select a study stage",
    ]) {
      expect(page).toContain(m);
    }
    expect(html).toContain('<input type="hidden" name="email" value="asha.k@example.in"/>');
  });

  it("a past date or a slot not offered is refused", async () => {
    const res = await w.post("/connect/book/3", {
      intent: "booking",
      ...stepOne,
      ...stepTwo(),
      selectedDate: "2020-01-01",
      selectedTime: "3:30 AM",
    });
    expect(res.status).toBe(400);
    const page = textOf(await res.text());
    expect(page).toContain("Please select a date");
    expect(page).toContain("Please select a time");
  });

  it("a final post with bad step-1 values goes back to step 1 with its messages", async () => {
    const res = await w.post("/connect/book/3", { intent: "booking", ...stepOne, ...stepTwo(), phone: "12" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(textOf(html)).toContain("Phone number must be 10 digits");
    expect(html).not.toContain('name="firstName"');
  });

  it("Edit details goes back to step 1 with the values kept", async () => {
    const res = await w.post("/connect/book/3", { intent: "booking-edit", ...stepOne });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/name="email"[^>]*value="asha.k@example.in"|value="asha.k@example.in"[^>]*name="email"/);
    expect(html).not.toContain('name="firstName"');
  });

  it("a valid booking is stored (kind booking, ref expert id) as a request and answered with its own page", async () => {
    const two = stepTwo();
    const res = await w.post("/connect/book/3", { intent: "booking", ...stepOne, ...two });
    expect(res.status).toBe(303);
    const location = res.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/connect\/requests\/[a-f0-9]{32}\?new=1/);
    const rows = await w.rows<{ ref: string; payload: string }>(
      "SELECT ref, payload FROM submissions WHERE kind = 'booking' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0].ref).toBe("3");
    const payload = JSON.parse(rows[0].payload);
    expect(payload).toEqual({
      expertId: 3,
      expertName: "Priya Nair",
      degree: "masters",
      studyYear: Number(studyYears()[0]),
      email: "asha.k@example.in",
      phone: "9876543210",
      ...two,
      receipt: expect.stringMatching(/^[a-f0-9]{32}$/),
    });
    expect(payload).not.toHaveProperty("countryCode");
    expect(location).toContain(payload.receipt);

    // The confirmation page: the request, its status, never cached, not indexed.
    const page = await w.html(location);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const text = textOf(page.text);
    expect(text).toContain("Your booking request");
    expect(text).toContain(`Booking requested with Priya Nair on ${formatBookingDate(two.selectedDate)} at 3:00 PM.`);
    expect(text).toContain("Requested, awaiting confirmation");
    expect(text).not.toContain("Booking confirmed");
    expect(page.text).toContain('content="noindex"');

    // The e-mail names the status and links the page.
    const [mail] = await w.rows<{ subject: string; body: string }>(
      "SELECT subject, body FROM mail_outbox WHERE to_address = ?1 ORDER BY id DESC LIMIT 1",
      "asha.k@example.in",
    );
    expect(mail.subject).toContain("Booking requested: Priya Nair");
    expect(mail.body).toContain("Status: Requested, awaiting confirmation.");
    expect(mail.body).toContain(`/connect/requests/${payload.receipt}`);

    // An unknown receipt is a real 404.
    expect((await w.html("/connect/requests/0123456789abcdef0123456789abcdef")).status).toBe(404);
    expect((await w.html("/connect/requests/nope")).status).toBe(404);
  });

  it("the same student booking the same expert again gets the waiting request back, not a second row", async () => {
    const email = "repeat.student@example.in";
    const first = await w.post("/connect/book/3", { intent: "booking", ...stepOne, email, ...stepTwo() });
    expect(first.status).toBe(303);
    const count = async () =>
      (await w.rows("SELECT id FROM submissions WHERE kind = 'booking' AND email_lc = ?1", email)).length;
    expect(await count()).toBe(1);
    const again = await w.post("/connect/book/3", {
      intent: "booking",
      ...stepOne,
      email: "Repeat.Student@example.in",
      ...stepTwo(),
      selectedTime: "4:00 PM",
    });
    expect(again.status).toBe(303);
    const location = again.headers.get("Location") ?? "";
    expect(location.split("?")[0]).toBe((first.headers.get("Location") ?? "").split("?")[0]);
    expect(location).toContain("again=1");
    expect(await count()).toBe(1);
    const page = textOf((await w.html(location)).text);
    expect(page).toContain("You already have a request with Priya Nair waiting for an answer.");
    expect(page).toContain("3:00 PM");
    // Through the dialog (JS on): the same answer as data, naming the waiting request's page.
    const dialog = await w.post("/connect/book/3", {
      intent: "booking",
      ...stepOne,
      email,
      ...stepTwo(),
      via: "dialog",
    });
    expect(dialog.status).toBe(200);
    expect(await dialog.text()).toContain(location.split("?")[0]);
    expect(await count()).toBe(1);
  });

  it("an Offline expert offers no times and refuses a booking; the page offers a counsellor's call", async () => {
    const { status, text } = await w.html("/connect/book/5");
    expect(status).toBe(200);
    const page = textOf(text);
    expect(page).toContain("Sneha Kulkarni is Offline and is not taking calls, so no times are offered.");
    expect(text).toContain('href="/?call=1#call"');
    expect(text).not.toContain('name="selectedTime"');
    expect(text).not.toContain('name="email"');
    const before = (await w.rows("SELECT id FROM submissions WHERE kind = 'booking'")).length;
    const res = await w.post("/connect/book/5", {
      intent: "booking",
      ...stepOne,
      ...stepTwo(),
      selectedCourse: "arts",
    });
    expect(res.status).toBe(409);
    expect(textOf(await res.text())).toContain("Sneha Kulkarni is Offline and is not taking calls");
    expect((await w.rows("SELECT id FROM submissions WHERE kind = 'booking'")).length).toBe(before);
    const step1 = await w.post("/connect/book/5", { intent: "booking-step1", ...stepOne });
    expect(step1.status).toBe(409);
  });

  it("a country filter with no expert says so and offers the counselling request", async () => {
    const { status, text } = await w.html("/connect?country=germany");
    expect(status).toBe(200);
    expect(names(text)).toEqual([]);
    const page = textOf(text);
    expect(page).toContain("No experts found matching your filters.");
    expect(page).toContain("None of our experts studies in Germany yet.");
    expect(text).toContain('href="/?call=1#call"');
  });

  it("D1 down → refused with a message (the console's hours cannot be read: the shipped Offline), no confirmation", async () => {
    const broken = await startWorker({ brokenDb: true });
    try {
      const res = await broken.post("/connect/book/3", { intent: "booking", ...stepOne, ...stepTwo() });
      expect(res.status).toBe(409);
      const html = await res.text();
      expect(textOf(html)).toContain("Priya Nair is Offline and is not taking calls");
      expect(textOf(html)).not.toContain("Booking requested");
    } finally {
      await broken.dispose();
    }
  });
});
