/**
 * A signed-in visitor's account, JS off, against the built worker in Miniflare: /account needs a session and lists
 * the visitor's own requests, log out, change password, and favourites (merged at sign-in) and compare lists. Cookies
 * are sent back explicitly, as a browser would.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountFlows, registration } from "../support/account-flows";
import { Jar } from "../support/cookie-jar";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

const { post, get, codeFor, signUp } = accountFlows(() => w);

describe("/account and log out", () => {
  it("/account without a session redirects to /login?redirectTo=…", async () => {
    const res = await w.fetch("/account?page=2");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%3Fpage%3D2");
    const forged = await w.fetch("/account", { headers: { Cookie: "__Host-ss_session=forged" } });
    expect(forged.status).toBe(302);
  });

  it("log out (POST) ends the session and clears both cookies", async () => {
    const jar = await signUp("logout@example.in");
    const old = jar.cookies.get("__Host-ss_session");
    const res = await post(jar, "/logout", {});
    expect(res.status).toBe(302);
    expect(jar.cookies.size).toBe(0);
    const again = await w.fetch("/account", { headers: { Cookie: `__Host-ss_session=${old}` } });
    expect(again.status).toBe(302);
    const home = await w.html("/");
    expect(home.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(textOf(home.text)).toContain("Login/Register");
  });

  it("shows the visitor's own requests by verified e-mail, with date and status", async () => {
    const jar = await signUp("leads@example.in");
    await w.rows(
      `INSERT INTO submissions (kind, ref, payload, client_hash) VALUES
       ('call-request', NULL, '{"email":"Leads@Example.in","name":"A"}', 'x'),
       ('booking', '3', '{"email":"leads@example.in"}', 'x'),
       ('inquiry', 'visa', '{"email":"someone@else.in"}', 'x')`,
    );
    const text = mainText(await (await get(jar, "/account")).text());
    expect(text).toContain("Call request");
    expect(text).toContain("Booking · Priya Nair");
    expect(text).toContain("Received");
    expect(text).not.toContain("We contacted you");
    expect(text).not.toContain("visa");
    // An operator moves the booking on in /admin/leads: the visitor sees the new status.
    await w.rows("UPDATE submissions SET status = 'contacted' WHERE kind = 'booking' AND ref = '3'");
    const after = mainText(await (await get(jar, "/account")).text());
    expect(after).toMatch(/Booking · Priya Nair\s*We contacted you/);
    expect(after).toMatch(/Call request\s*Received/);
    await w.rows("UPDATE submissions SET status = 'won' WHERE kind = 'booking' AND ref = '3'");
    expect(mainText(await (await get(jar, "/account")).text())).toMatch(/Booking · Priya Nair\s*Completed/);
    const plan = await w.rows<{ detail: string }>(
      "EXPLAIN QUERY PLAN SELECT id FROM submissions WHERE email_lc = ?1 ORDER BY created_at DESC LIMIT 11",
      "leads@example.in",
    );
    expect(plan.map((p) => p.detail).join(" ")).toContain("submissions_email_created");
  });
});

describe("change password", () => {
  it("needs the current password; ends the other sessions, keeps this one", async () => {
    const jar = await signUp("change@example.in");
    const other = new Jar();
    await post(other, "/login", { intent: "login", email: "change@example.in", password: "Saathi-Kite42" });
    const wrong = await post(jar, "/account", {
      intent: "change-password",
      currentPassword: "Nope1234",
      password: "Newpass9",
      confirmPassword: "Newpass9",
    });
    expect(wrong.status).toBe(400);
    expect(textOf(await wrong.text())).toContain("Your current password is not correct.");
    const ok = await post(jar, "/account", {
      intent: "change-password",
      currentPassword: "Saathi-Kite42",
      password: "Newpass9",
      confirmPassword: "Newpass9",
    });
    expect(ok.status).toBe(200);
    expect(textOf(await ok.text())).toContain("Your password has been changed.");
    expect((await get(jar, "/account")).status).toBe(200);
    expect((await get(other, "/account")).status).toBe(302);
  });
});

describe("favourites", () => {
  it("the browser's list merges into the account at sign-in; compare lists link to /compare", async () => {
    const jar = await signUp("fav@example.in");
    await post(jar, "/account/favourites", { college: "stanford-university", saved: "1" });
    await post(jar, "/logout", {});
    const res = await post(jar, "/login", {
      intent: "login",
      email: "fav@example.in",
      password: "Saathi-Kite42",
      favourites: JSON.stringify([
        "massachusetts-institute-of-technology",
        "stanford-university",
        "university-of-toronto",
        "bad slug!",
      ]),
    });
    expect(res.status).toBe(200);
    const api = await (await get(jar, "/account/favourites")).json();
    expect(api).toEqual({
      signedIn: true,
      colleges: ["stanford-university", "massachusetts-institute-of-technology", "university-of-toronto"],
    });
    const text = mainText(await (await get(jar, "/account")).text());
    expect(text).toContain("Massachusetts Institute of Technology");

    const saved = await post(jar, "/account", {
      intent: "compare-list",
      name: "Top picks",
      colleges: ["massachusetts-institute-of-technology", "stanford-university"],
    });
    expect(saved.status).toBe(302);
    const html = await (await get(jar, "/account")).text();
    expect(html).toContain('href="/compare?c=massachusetts-institute-of-technology,stanford-university"');

    await post(jar, "/account", { intent: "remove-favourite", college: "university-of-toronto" });
    const after = (await (await get(jar, "/account/favourites")).json()) as { colleges: string[] };
    expect(after.colleges).toEqual(["stanford-university", "massachusetts-institute-of-technology"]);
  });

  it("signed out, the shortlist lives in a cookie: a form post comes back to its page, a script gets the list", async () => {
    const jar = new Jar();
    expect(await (await get(jar, "/account/favourites")).json()).toEqual({ signedIn: false, colleges: [] });
    const back = await post(jar, "/account/favourites", {
      college: "indian-institute-of-technology-bombay",
      saved: "1",
      redirectTo: "/colleges?state=Maharashtra#c-indian-institute-of-technology-bombay",
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/colleges?state=Maharashtra#c-indian-institute-of-technology-bombay");
    // A Remix cookie (createCookie): the JSON list in base64.
    const raw = decodeURIComponent(jar.cookies.get("__Host-ss_shortlist") ?? "");
    expect(JSON.parse(Buffer.from(raw, "base64").toString())).toEqual(["indian-institute-of-technology-bombay"]);
    // Another site's address is never where the answer goes.
    const offsite = await post(jar, "/account/favourites", {
      college: "indian-institute-of-technology-delhi",
      saved: "1",
      redirectTo: "//evil.example/x",
    });
    expect(offsite.headers.get("Location")).toBe("/colleges");
    const page = await get(jar, "/colleges/indian-institute-of-technology-delhi");
    expect(await page.text()).toMatch(
      /aria-pressed="true" aria-label="Shortlist Indian Institute of Technology Delhi"/,
    );
    const json = await jar.take(
      await w.post(
        "/account/favourites",
        { college: "indian-institute-of-technology-bombay", saved: "0" },
        jar.header({ Accept: "application/json" }),
      ),
    );
    expect(await json.json()).toEqual({
      ok: true,
      signedIn: false,
      colleges: ["indian-institute-of-technology-delhi"],
    });
    expect((await w.post("/account/favourites", { college: "Bad slug!", saved: "1" })).status).toBe(400);

    // Signing up moves the cookie's colleges into the account and clears the cookie.
    expect((await post(jar, "/register", registration("shortlist@example.in"))).status).toBe(200);
    const verified = await post(jar, "/register", { intent: "otp", otp: await codeFor("shortlist@example.in") });
    expect(verified.status).toBe(302);
    expect(jar.cookies.has("__Host-ss_shortlist")).toBe(false);
    expect(await (await get(jar, "/account/favourites")).json()).toEqual({
      signedIn: true,
      colleges: ["indian-institute-of-technology-delhi"],
    });
  });
});
