/**
 * Real accounts, JS off, against the built worker in Miniflare: register → code
 * from the outbox → verify → signed in; wrong and expired codes; log in right/wrong; the
 * throttle; reset end to end (the old session dies); cookie flags; /account needs a session;
 * favourites merge at sign-in. Cookies are sent back explicitly, as a browser would.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

async function post(jar: Jar, path: string, fields: Record<string, string | string[]>) {
  return jar.take(await w.post(path, fields, jar.header()));
}
async function get(jar: Jar, path: string) {
  return jar.take(await w.fetch(path, { headers: jar.header() }));
}

async function lastMail(to: string) {
  const [row] = await w.rows<{ subject: string; body: string }>(
    "SELECT subject, body FROM mail_outbox WHERE to_address = ?1 ORDER BY id DESC LIMIT 1",
    to,
  );
  return row;
}
async function codeFor(to: string) {
  return (await lastMail(to)).body.match(/code is (\d{6})/)![1];
}

const registration = (email: string, password = "Saathi-Kite42") => ({
  intent: "register",
  fullName: "Asha Rao",
  email,
  password,
  confirmPassword: password,
  terms: "on",
});

/** Registers and verifies; returns the signed-in jar. */
async function signUp(email: string, password = "Saathi-Kite42") {
  const jar = new Jar();
  expect((await post(jar, "/register", registration(email, password))).status).toBe(200);
  const res = await post(jar, "/register", { intent: "otp", otp: await codeFor(email) });
  expect(res.status).toBe(302);
  return jar;
}

describe("register → verify", () => {
  it("creates an unverified account, e-mails a code (hashed at rest), verifies it and signs in", async () => {
    const jar = new Jar();
    const res = await post(jar, "/register", registration("Meera@Example.in"));
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(/<dialog[^>]*open/);
    expect(textOf(html)).toContain("Enter the 6-digit OTP sent to your email");
    expect(html).not.toContain("Saathi-Kite42");
    expect(jar.cookies.has("__Host-ss_pending")).toBe(true);

    const [user] = await w.rows<{ verified_at: number | null; password_hash: string }>(
      "SELECT verified_at, password_hash FROM users WHERE email = 'meera@example.in'",
    );
    expect(user.verified_at).toBeNull();
    expect(user.password_hash).toMatch(/^v1\$pbkdf2-sha256\$100000\$/);

    const mail = await lastMail("meera@example.in");
    expect(mail.subject).toContain("verification code");
    const code = mail.body.match(/code is (\d{6})/)![1];
    const [stored] = await w.rows<{ code_hash: string }>("SELECT code_hash FROM email_codes");
    expect(stored.code_hash).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);

    // Not signed in yet.
    expect((await get(jar, "/account")).status).toBe(302);

    const ok = await post(jar, "/register", { intent: "otp", otp: code });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/");
    expect(jar.cookies.has("__Host-ss_session")).toBe(true);
    expect(jar.cookies.has("__Host-ss_pending")).toBe(false);

    const home = await get(jar, "/");
    const homeHtml = await home.text();
    expect(home.headers.get("Cache-Control")).toBe("private, no-store");
    expect(textOf(homeHtml)).toContain("My account");
    expect(textOf(homeHtml)).toContain("Log out");
    expect(textOf(homeHtml)).toContain("Asha Rao");

    const account = await get(jar, "/account");
    expect(account.status).toBe(200);
    expect(account.headers.get("Cache-Control")).toBe("private, no-store");
    expect(mainText(await account.text())).toContain("meera@example.in");
  });

  it("a wrong code → 'Invalid OTP. Try again.'; five wrong codes use the code up", async () => {
    const jar = new Jar();
    await post(jar, "/register", registration("ravi@example.in"));
    const code = await codeFor("ravi@example.in");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await post(jar, "/register", { intent: "otp", otp: wrong });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toMatch(/<dialog[^>]*open/);
      expect(textOf(html)).toContain("Invalid OTP. Try again.");
    }
    const res = await post(jar, "/register", { intent: "otp", otp: code });
    expect(res.status).toBe(400);
    expect(textOf(await res.text())).toContain("Too many wrong codes");
    expect(jar.cookies.has("__Host-ss_session")).toBe(false);
  });

  it("an expired code is refused; resend has a cool-down, then a new code works", async () => {
    const jar = new Jar();
    await post(jar, "/register", registration("kiran@example.in"));
    const code = await codeFor("kiran@example.in");
    const soon = await post(jar, "/register", { intent: "resend" });
    expect(soon.status).toBe(429);
    expect(textOf(await soon.text())).toMatch(/Please wait \d+ seconds? before asking for a new code\./);

    await w.rows("UPDATE email_codes SET expires_at = 0, sent_at = 0");
    await w.rows("UPDATE rate_counters SET window_start = 0 WHERE key LIKE 'resend:%'");
    const expired = await post(jar, "/register", { intent: "otp", otp: code });
    expect(expired.status).toBe(400);
    const text = textOf(await expired.text());
    expect(text).toContain("Invalid OTP. Try again.");
    expect(text).toContain("This code has expired.");

    const resent = await post(jar, "/register", { intent: "resend" });
    expect(resent.status).toBe(200);
    expect(textOf(await resent.text())).toContain("A new code is on its way to your email.");
    const fresh = await codeFor("kiran@example.in");
    expect((await post(jar, "/register", { intent: "otp", otp: fresh })).status).toBe(302);
  });

  it("registering an existing address looks the same; the e-mail says you already have an account", async () => {
    await signUp("taken@example.in");
    const jar = new Jar();
    const res = await post(jar, "/register", registration("taken@example.in", "Other123"));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<dialog[^>]*open/);
    expect(jar.cookies.has("__Host-ss_pending")).toBe(true);
    const mail = await lastMail("taken@example.in");
    expect(mail.subject).toContain("You already have a StudySaathi account");
    expect(mail.body).toContain("you already have an account");
    const [{ n }] = await w.rows<{ n: number }>("SELECT COUNT(*) AS n FROM users WHERE email = 'taken@example.in'");
    expect(n).toBe(1);
    // The password did not change.
    expect(
      (await post(new Jar(), "/login", { intent: "login", email: "taken@example.in", password: "Other123" })).status,
    ).toBe(400);
  });
});

describe("cookies", () => {
  it("the session cookie is __Host-, HttpOnly, Secure, SameSite=Lax, Path=/; Remember me = 30 days", async () => {
    await signUp("flags@example.in");
    const browser = await w.post("/login", { intent: "login", email: "flags@example.in", password: "Saathi-Kite42" });
    const session = browser.headers.getSetCookie().find((c) => c.startsWith("__Host-ss_session="))!;
    // Signed: the id (256 random bits, base64url) as base64 JSON, a dot, its HMAC-SHA256.
    const [payload, signature] = decodeURIComponent(session.split(";")[0].slice("__Host-ss_session=".length)).split(
      ".",
    );
    expect(JSON.parse(Buffer.from(payload, "base64").toString())).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{43}$/);
    for (const flag of ["Path=/", "HttpOnly", "Secure", "SameSite=Lax"]) expect(session).toContain(flag);
    expect(session).not.toContain("Max-Age");
    expect(session).not.toContain("Domain");

    const remembered = await w.post("/login", {
      intent: "login",
      email: "flags@example.in",
      password: "Saathi-Kite42",
      remember: "on",
    });
    const long = remembered.headers.getSetCookie().find((c) => c.startsWith("__Host-ss_session="))!;
    expect(long).toContain(`Max-Age=${30 * 24 * 3600}`);
    // Stored hashed, never the id itself.
    const id = long.split(";")[0].split("=")[1];
    const rows = await w.rows<{ id_hash: string }>("SELECT id_hash FROM sessions");
    expect(rows.some((r) => r.id_hash === id)).toBe(false);
  });

  it("sign-in rotates the session: the id the browser had is deleted", async () => {
    const jar = await signUp("rotate@example.in");
    const before = jar.cookies.get("__Host-ss_session");
    const res = await post(jar, "/login", { intent: "login", email: "rotate@example.in", password: "Saathi-Kite42" });
    expect(res.status).toBe(200);
    expect(jar.cookies.get("__Host-ss_session")).not.toBe(before);
    const stale = await w.fetch("/account", { headers: { Cookie: `__Host-ss_session=${before}` } });
    expect(stale.status).toBe(302);
  });

  it("a session cookie whose signature does not match is refused, though its id is stored", async () => {
    const jar = await signUp("tamper@example.in");
    const good = jar.cookies.get("__Host-ss_session")!;
    expect((await w.fetch("/account", { headers: { Cookie: `__Host-ss_session=${good}` } })).status).toBe(200);
    const [payload] = decodeURIComponent(good).split(".");
    const tampered = encodeURIComponent(`${payload}.${"A".repeat(43)}`);
    expect((await w.fetch("/account", { headers: { Cookie: `__Host-ss_session=${tampered}` } })).status).toBe(302);
  });
});

describe("log in", () => {
  it("right password → 'Login successful!' with the e-mail and a session", async () => {
    await signUp("login@example.in");
    const jar = new Jar();
    const res = await post(jar, "/login", { intent: "login", email: "LOGIN@example.in", password: "Saathi-Kite42" });
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain("Login successful! Email: LOGIN@example.in");
    expect((await get(jar, "/account")).status).toBe(200);
  });

  it("a wrong password and an unknown e-mail get the same generic message", async () => {
    await signUp("generic@example.in");
    const a = await w.post("/login", { intent: "login", email: "generic@example.in", password: "Wrong123" });
    const b = await w.post("/login", { intent: "login", email: "nobody@example.in", password: "Wrong123" });
    expect(a.status).toBe(400);
    expect(b.status).toBe(400);
    const ta = mainText(await a.text());
    const tb = mainText(await b.text());
    expect(ta).toContain("Incorrect email or password.");
    expect(ta.replace("generic@example.in", "X")).toBe(tb.replace("nobody@example.in", "X"));
    expect(a.headers.getSetCookie()).toEqual([]);
  });

  it("5 failures lock the account for 15 minutes (429), even with the right password", async () => {
    await signUp("throttle@example.in");
    for (let i = 0; i < 4; i++) {
      const res = await w.post("/login", { intent: "login", email: "throttle@example.in", password: "Wrong123" });
      expect(res.status).toBe(400);
    }
    const fifth = await w.post("/login", { intent: "login", email: "throttle@example.in", password: "Wrong123" });
    expect(fifth.status).toBe(429);
    const right = await w.post("/login", { intent: "login", email: "throttle@example.in", password: "Saathi-Kite42" });
    expect(right.status).toBe(429);
    expect(textOf(await right.text())).toContain(
      "Too many failed log-in attempts. Please wait 15 minutes and try again.",
    );
    expect(right.headers.getSetCookie()).toEqual([]);
    // Fifteen minutes later (the lock moved into the past) the right password works.
    await w.rows("UPDATE auth_throttle SET locked_until = 0, window_start = 0");
    const later = await w.post("/login", { intent: "login", email: "throttle@example.in", password: "Saathi-Kite42" });
    expect(later.status).toBe(200);
  });

  it("an unverified account cannot log in", async () => {
    await post(new Jar(), "/register", registration("pending@example.in"));
    const res = await w.post("/login", { intent: "login", email: "pending@example.in", password: "Saathi-Kite42" });
    expect(res.status).toBe(400);
    expect(textOf(await res.text())).toContain("Please verify your email first");
  });
});

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

describe("password reset", () => {
  it("e-mails a single-use link; the new password works, the old one and every old session do not", async () => {
    const jar = await signUp("reset@example.in");
    const other = new Jar();
    await post(other, "/login", {
      intent: "login",
      email: "reset@example.in",
      password: "Saathi-Kite42",
      remember: "on",
    });
    expect((await get(other, "/account")).status).toBe(200);

    const sent = await w.post("/Forget-Password", { intent: "forgot-password", email: "reset@example.in" });
    expect(sent.status).toBe(200);
    expect(textOf(await sent.text())).toContain("Email Sent Successfully");
    const mail = await lastMail("reset@example.in");
    const link = mail.body.match(/http:\/\/localhost:8788(\/reset-password\?token=[A-Za-z0-9_-]+)/)![1];
    const token = link.split("=")[1];
    const [row] = await w.rows<{ token_hash: string }>("SELECT token_hash FROM password_resets");
    expect(row.token_hash).not.toBe(token);

    const form = await w.html(link);
    expect(form.status).toBe(200);
    expect(form.headers.get("Cache-Control")).toBe("no-store");
    expect(textOf(form.text)).toContain("New Password");

    const weak = await w.post(link, { token, password: "Newpas1", confirmPassword: "Newpas1" });
    expect(weak.status).toBe(400);
    expect(textOf(await weak.text())).toContain("Use at least 8 characters.");

    const done = await post(jar, link, { token, password: "Newpass9", confirmPassword: "Newpass9" });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/login?reset=1");

    // Every old session has died.
    expect((await get(other, "/account")).status).toBe(302);
    expect((await w.fetch("/account", { headers: jar.header() })).status).toBe(302);

    // Single use.
    const again = await w.post("/reset-password", { token, password: "Newpass8", confirmPassword: "Newpass8" });
    expect(again.status).toBe(400);
    expect(textOf(await again.text())).toContain("This reset link has expired or was already used.");
    expect(textOf((await w.html(link)).text)).toContain("This reset link has expired or was already used.");

    expect(
      (await w.post("/login", { intent: "login", email: "reset@example.in", password: "Saathi-Kite42" })).status,
    ).toBe(400);
    expect((await w.post("/login", { intent: "login", email: "reset@example.in", password: "Newpass9" })).status).toBe(
      200,
    );
  });

  it("an expired link is refused", async () => {
    await signUp("late@example.in");
    await w.post("/Forget-Password", { intent: "forgot-password", email: "late@example.in" });
    const token = (await lastMail("late@example.in")).body.match(/token=([A-Za-z0-9_-]+)/)![1];
    await w.rows("UPDATE password_resets SET expires_at = 0");
    const res = await w.post("/reset-password", { token, password: "Newpass9", confirmPassword: "Newpass9" });
    expect(res.status).toBe(400);
  });

  it("the success view is the same for an unknown address, and nothing is sent", async () => {
    const before = await w.rows<{ n: number }>("SELECT COUNT(*) AS n FROM mail_outbox");
    const res = await w.post("/Forget-Password", { intent: "forgot-password", email: "ghost@example.in" });
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain("Email Sent Successfully");
    expect(await w.rows<{ n: number }>("SELECT COUNT(*) AS n FROM mail_outbox")).toEqual(before);
  });
});

describe("/dev/outbox", () => {
  it("lists mail in development and is 404 in production", async () => {
    const dev = await w.html("/dev/outbox");
    expect(dev.status).toBe(200);
    expect(textOf(dev.text)).toContain("verification code");
    const prod = await startWorker({
      bindings: { ENVIRONMENT: "production", CLIENT_HASH_SALT: "test-deployment-salt" },
    });
    try {
      expect((await prod.html("/dev/outbox")).status).toBe(404);
      // Without a mail provider, registering still answers as usual: the code waits in the outbox.
      const res = await prod.post("/register", registration("prod@example.in"));
      expect(res.status).toBe(200);
      const queued = await prod.rows<{ state: string }>(
        "SELECT state FROM mail_outbox WHERE to_address = 'prod@example.in'",
      );
      expect(queued.map((r) => r.state)).toEqual(["pending"]);
    } finally {
      await prod.dispose();
    }
  });
});
