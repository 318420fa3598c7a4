import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingDates, formatBookingDate } from "~/lib/booking";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

const stepOne = {
  degree: "masters",
  studyYear: "2026",
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
    expect(page).toContain("4.7 out of 5");
    expect(page.match(/Offline/g)?.length).toBe(6);
    expect(page).not.toContain("Online");
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
      "2025",
      "2026",
      "2027",
      "Email",
      "Phone number",
      "IN +91",
      "US +1",
      "UK +44",
    ]) {
      expect(page).toContain(label);
    }
    expect(text).not.toContain('name="firstName"');
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

  it("a valid booking is stored (kind booking, ref expert id) as a request, not a confirmation", async () => {
    const two = stepTwo();
    const res = await w.post("/connect/book/3", { intent: "booking", ...stepOne, ...two });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const page = textOf(await res.text());
    expect(page).toContain(`Booking requested with Priya Nair on ${formatBookingDate(two.selectedDate)} at 3:00 PM.`);
    expect(page).not.toContain("Booking confirmed");
    const rows = await w.rows<{ ref: string; payload: string }>(
      "SELECT ref, payload FROM submissions WHERE kind = 'booking' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0].ref).toBe("3");
    const payload = JSON.parse(rows[0].payload);
    expect(payload).toEqual({
      expertId: 3,
      expertName: "Priya Nair",
      degree: "masters",
      studyYear: 2026,
      email: "asha.k@example.in",
      phone: "9876543210",
      ...two,
    });
    expect(payload).not.toHaveProperty("countryCode");
  });

  it("D1 down → 503 with the input kept, no confirmation", async () => {
    const broken = await startWorker({ brokenDb: true });
    try {
      const res = await broken.post("/connect/book/3", { intent: "booking", ...stepOne, ...stepTwo() });
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(textOf(html)).toContain("We could not save your details just now.");
      expect(textOf(html)).not.toContain("Booking requested");
      expect(html).toMatch(/value="Asha"/);
    } finally {
      await broken.dispose();
    }
  });
});
