/**
 * Real accounts, JS off, against the built worker in Miniflare: register → code
 * from the outbox → verify → signed in; wrong and expired codes; log in right/wrong; the
 * throttle; reset end to end (the old session dies); cookie flags. Cookies are sent back explicitly, as a browser
 * would. Signed in: account-page.test.ts.
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

const { post, get, lastMail, codeFor, signUp } = accountFlows(() => w);

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
