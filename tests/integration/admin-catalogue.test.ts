/**
 * Experts, services and news edited in the console as overrides of their shipped texts, JS off:
 * a change is a draft the site does not show; Publish shows it on the next request; Restore
 * default (after a confirmation) brings the shipped text back; every step is audited. An
 * expert's weekly hours decide which booking times are accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingDates, OUTSIDE_HOURS_MESSAGE } from "~/lib/bookings/booking";
import { weekdayOf } from "~/lib/catalogue/hours";
import { ADMIN_EMAIL, adminBindings, csrfOf, EDITOR_EMAIL, getWith, postWith, signIn } from "../support/admin";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
let editor: string;
let admin: string;
beforeAll(async () => {
  w = await startWorker({ bindings: adminBindings });
  [editor, admin] = [await signIn(w, EDITOR_EMAIL), await signIn(w, ADMIN_EMAIL)];
});
afterAll(() => w?.dispose());

const VISA = "/admin/catalogue/services/visa-assistance";

async function post(path: string, fields: Record<string, string>, cookie = editor) {
  const token = csrfOf((await getWith(w, path, cookie)).text);
  return postWith(w, path, cookie, { website: "", csrf: token, ...fields });
}

const visaForm = (price: string) => ({
  intent: "catalogue-save",
  title: "Visa Assistance",
  desc: "Document checklists, application review and interview preparation for your student visa.",
  price,
  features: "Country-specific document checklist\nApplication form review\nFinancial proof check\nMock visa interviews",
});

const visaPrice = async () => mainText((await w.html("/services/visa-assistance")).text);

describe("services", () => {
  it("an invalid change is a 400 with the messages beside the fields and the input kept; nothing stored", async () => {
    const res = await post(VISA, { ...visaForm(""), title: "x".repeat(81) });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(textOf(html)).toContain("Please enter the price.");
    expect(textOf(html)).toContain("Keep the title under 80 characters.");
    expect(html).toContain("Mock visa interviews");
    expect(await w.rows("SELECT field FROM catalogue_overrides")).toEqual([]);
  });

  it("a saved change is a draft; Publish shows it on the next request; audited field by field", async () => {
    // Warm the caches: the published change must still show at once.
    expect(await visaPrice()).toContain("$120");
    expect(textOf((await w.html("/services")).text)).toContain("From $120");

    const saved = await post(VISA, visaForm("$135"));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${VISA}?drafted=1`);
    expect(await w.rows("SELECT field, value, draft FROM catalogue_overrides")).toEqual([
      { field: "price", value: null, draft: "$135" },
    ]);
    expect(await visaPrice()).toContain("$120");
    const page = textOf((await getWith(w, VISA, editor)).text);
    expect(page).toContain("Changes waiting");
    expect(page).toMatch(/Price\s*\$120\s*\$135/);

    const published = await post(VISA, { intent: "publish" });
    expect(published.headers.get("Location")).toBe(`${VISA}?published=1`);
    expect(await visaPrice()).toContain("$135");
    expect(await visaPrice()).not.toContain("$120");
    expect(textOf((await w.html("/services")).text)).toContain("From $135");

    const audit = await w.rows<{ actor: string; action: string; before: string; after: string }>(
      "SELECT actor, action, before, after FROM admin_audit WHERE target = 'services #visa-assistance' ORDER BY id",
    );
    expect(audit.map((a) => a.action)).toEqual(["services.draft", "services.publish"]);
    expect(audit[1]).toMatchObject({
      actor: `${EDITOR_EMAIL} (editor)`,
      before: JSON.stringify({ price: "$120" }),
      after: JSON.stringify({ price: "$135" }),
    });
    // The admin's audit log links the change to its console page.
    expect((await getWith(w, "/admin/audit", admin)).text).toContain(`href="${VISA}"`);
  });

  it("Restore default asks first (a server-rendered step), then the shipped text shows again", async () => {
    const ask = await post(VISA, { intent: "restore" });
    expect(ask.headers.get("Location")).toBe(`${VISA}?confirm=restore`);
    const confirm = await getWith(w, `${VISA}?confirm=restore`, editor);
    expect(textOf(confirm.text)).toContain("Restore the default?");
    expect(await visaPrice()).toContain("$135");

    const done = await post(VISA, { intent: "restore", confirm: "yes" });
    expect(done.headers.get("Location")).toBe(`${VISA}?restored=1`);
    expect(await w.rows("SELECT field FROM catalogue_overrides WHERE item_key = 'visa-assistance'")).toEqual([]);
    expect(await visaPrice()).toContain("$120");
    const [last] = await w.rows<{ action: string }>(
      "SELECT action FROM admin_audit WHERE target = 'services #visa-assistance' ORDER BY id DESC LIMIT 1",
    );
    expect(last.action).toBe("services.restore-default");
  });

  it("editors and admins edit the catalogue; without a session it asks for a sign-in; unknown entries are 404", async () => {
    for (const cookie of [editor, admin]) {
      const page = await getWith(w, VISA, cookie);
      expect(page.status).toBe(200);
      expect(page.text).toContain('href="/admin/catalogue/experts"');
    }
    const anonymous = await w.fetch(VISA, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login\?next=/);
    const refused = await w.post(VISA, { ...visaForm("£1"), intent: "catalogue-save" });
    expect([302, 403]).toContain(refused.status);
    expect(await w.rows("SELECT field FROM catalogue_overrides")).toEqual([]);
    expect((await getWith(w, "/admin/catalogue/services/no-such-service", editor)).status).toBe(404);
    expect((await getWith(w, "/admin/catalogue/colleges", editor)).status).toBe(404);
  });
});

describe("news", () => {
  it("a published title and body show on the item's page at the same address", async () => {
    const path = "/admin/catalogue/news/cat-2025-admit-cards-out-next-month";
    await post(path, {
      intent: "catalogue-save",
      title: "CAT 2025 admit cards are out",
      date: "06/09/2025",
      description: "Candidates can download admit cards from the IIM portal.",
      body: "First paragraph.\n\nSecond paragraph.",
      link: "https://iimcat.ac.in/",
    });
    await post(path, { intent: "publish" });
    const page = await w.html("/news/cat-2025-admit-cards-out-next-month");
    expect(page.status).toBe(200);
    const text = mainText(page.text);
    expect(text).toContain("CAT 2025 admit cards are out");
    expect(text).toContain("6 Sep 2025");
    expect(text).toContain("Second paragraph.");
    expect(page.text).toContain('href="https://iimcat.ac.in/"');
  });
});

// A 1×1 PNG.
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

describe("an expert's photo", () => {
  const KABIR = "/admin/catalogue/experts/6";
  async function postPhoto(file: File) {
    const token = csrfOf((await getWith(w, KABIR, editor)).text);
    const body = new FormData();
    const fields = {
      website: "",
      csrf: token,
      intent: "catalogue-save",
      name: "Kabir Das",
      type: "Alumni",
      languages: "English, Bengali, Hindi",
      rate: "20",
      hours_mode: "offline",
    };
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    body.append("photo_file", file);
    // Serialised here: Miniflare's fetch does not take this Node FormData as a body.
    const encoded = new Response(body);
    return w.fetch(KABIR, {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: { Cookie: editor, "Content-Type": encoded.headers.get("Content-Type")! },
    });
  }

  it("a file that is not an image is refused beside the field; a PNG goes to R2 and shows once published", async () => {
    const fake = await postPhoto(new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" }));
    expect(fake.status).toBe(400);
    expect(await fake.text()).toMatch(
      /id="[^"]*photo_file-error"[^>]*>[\s\S]{0,120}Upload a PNG, JPEG, WebP, GIF or AVIF image\./,
    );
    const saved = await postPhoto(new File([PNG], "kabir.png", { type: "image/png" }));
    expect(saved.headers.get("Location")).toBe(`${KABIR}?drafted=1`);
    await post(KABIR, { intent: "publish" });
    const [{ value }] = await w.rows<{ value: string }>(
      "SELECT value FROM catalogue_overrides WHERE kind = 'experts' AND item_key = '6' AND field = 'image'",
    );
    expect(value).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);
    expect((await w.html("/connect")).text).toMatch(new RegExp(`<img[^>]+src="${value}"[^>]+alt="Kabir Das"`));
  });
});

describe("experts' hours", () => {
  const PRIYA = "/admin/catalogue/experts/3";
  const stepOne = { degree: "masters", studyYear: "2026", email: "asha.k@example.in", phone: "9876543210" };
  const booking = (selectedDate: string, selectedTime: string) => ({
    intent: "booking",
    ...stepOne,
    firstName: "Asha",
    lastName: "Kumar",
    selectedDate,
    selectedTime,
    selectedCourse: "medicine",
    studyStage: "applying",
  });

  it("a booking outside the expert's hours is refused with a message beside the time; within them it is stored", async () => {
    // Hours on one weekday only: the day of the second bookable date.
    const [, day] = bookingDates();
    const weekday = weekdayOf(day)!;
    const saved = await post(PRIYA, {
      intent: "catalogue-save",
      name: "Priya Nair",
      type: "Current Student",
      bio: "Final-year medicine at Imperial.",
      languages: "English, Malayalam",
      rate: "15",
      hours_mode: "hours",
      [`hours_${weekday}_from`]: "14:00",
      [`hours_${weekday}_to`]: "17:00",
    });
    expect(saved.headers.get("Location")).toBe(`${PRIYA}?drafted=1`);
    await post(PRIYA, { intent: "publish" });

    const book = await w.html("/connect/book/3");
    expect(textOf(book.text)).toContain("Final-year medicine at Imperial.");
    const step2 = await w.post("/connect/book/3", { intent: "booking-step1", ...stepOne });
    const offered = [...(await step2.text()).matchAll(/selectedDate-(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((d) => weekdayOf(d) === weekday)).toBe(true);

    const before = (await w.rows("SELECT id FROM submissions WHERE kind = 'booking'")).length;
    const outside = await w.post("/connect/book/3", booking(day, "11:00 AM"));
    expect(outside.status).toBe(400);
    const html = await outside.text();
    expect(html).toMatch(new RegExp(`id="[^"]*selectedTime-error"[^>]*>[\\s\\S]{0,200}${OUTSIDE_HOURS_MESSAGE}`));
    expect((await w.rows("SELECT id FROM submissions WHERE kind = 'booking'")).length).toBe(before);

    const inside = await w.post("/connect/book/3", booking(day, "3:00 PM"));
    // Stored, then on to the request's own page.
    expect(inside.status).toBe(303);
    expect(inside.headers.get("Location")).toMatch(/^\/connect\/requests\/[0-9a-f]{32}\b/);
    expect((await w.rows("SELECT id FROM submissions WHERE kind = 'booking'")).length).toBe(before + 1);
  });
});
