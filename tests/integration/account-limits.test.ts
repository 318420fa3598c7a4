/**
 * The account limits under parallel attack, JS off, against the built worker: every limit is a
 * slot taken by one atomic statement, so 50 requests sent at once get exactly the limit's number
 * of tries; a lock holds against the right password from the guessing client while the owner's
 * own device and the reset path stay open; register, resend and reset requests answer the same
 * for known and unknown addresses; mail per recipient is capped; failed log-ins are recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

const post = async (jar: Jar, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  jar.take(await w.post(path, fields, jar.header(headers)));

const mails = (to: string) =>
  w.rows<{ subject: string; body: string }>(
    "SELECT subject, body FROM mail_outbox WHERE to_address = ?1 ORDER BY id",
    to,
  );
const codeFor = async (to: string) => (await mails(to)).at(-1)!.body.match(/code is (\d{6})/)![1];

const registration = (email: string) => ({
  intent: "register",
  fullName: "Asha Rao",
  email,
  password: "Saathi-Kite42",
  confirmPassword: "Saathi-Kite42",
  terms: "on",
});

async function signUp(email: string) {
  const jar = new Jar();
  expect((await post(jar, "/register", registration(email))).status).toBe(200);
  expect((await post(jar, "/register", { intent: "otp", otp: await codeFor(email) })).status).toBe(302);
}

const login = (email: string, password: string, ip = "203.0.113.7") =>
  w.post("/login", { intent: "login", email, password }, { "CF-Connecting-IP": ip });

/** The D1 calls a request made (Server-Timing outside production): equal work means no timing to tell apart. */
const d1Calls = (res: Response) =>
  /d1-rows;desc="[^"]*, (\d+) calls"/.exec(res.headers.get("Server-Timing") ?? "")?.[1];

const statuses = (list: Response[]) => list.map((r) => r.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe("log-in lockout", () => {
  it("50 wrong passwords at once: exactly 5 are checked (4 × 400, the rest 429)", async () => {
    await signUp("burst@example.in");
    const answers = statuses(
      await Promise.all(Array.from({ length: 50 }, () => login("burst@example.in", "Wrong123"))),
    );
    expect(count(answers, 400)).toBe(4);
    expect(count(answers, 429)).toBe(46);
    const failed = await w.rows<{ n: number }>("SELECT count(*) AS n FROM auth_events WHERE event = 'login-failed'");
    expect(failed[0].n).toBe(5);
  });

  it("once locked, the right password among 30 wrong ones sent at once is refused", async () => {
    await signUp("locked@example.in");
    for (let i = 0; i < 5; i++) await login("locked@example.in", "Wrong123", "198.51.100.9");
    const burst = [
      ...Array.from({ length: 30 }, () => login("locked@example.in", "Wrong123", "198.51.100.9")),
      login("locked@example.in", "Saathi-Kite42", "198.51.100.9"),
    ];
    const answers = await Promise.all(burst);
    expect(statuses(answers).every((s) => s === 429)).toBe(true);
    expect(answers.every((r) => r.headers.getSetCookie().length === 0)).toBe(true);
  });

  it("the right password among 29 wrong ones at once signs in only within the first 5 tries", async () => {
    await signUp("race@example.in");
    const answers = await Promise.all([
      ...Array.from({ length: 29 }, () => login("race@example.in", "Wrong123", "198.51.100.20")),
      login("race@example.in", "Saathi-Kite42", "198.51.100.20"),
    ]);
    const list = statuses(answers);
    // Checked tries: the 400s, the one that locked (a 429 among the five) and a success (200).
    expect(count(list, 400) + count(list, 200)).toBeLessThanOrEqual(5);
  });

  it("a guesser's lock does not lock out the owner on another network; locks grow", async () => {
    await signUp("owner@example.in");
    for (let i = 0; i < 5; i++) await login("owner@example.in", "Wrong123", "192.0.2.66");
    expect((await login("owner@example.in", "Saathi-Kite42", "192.0.2.66")).status).toBe(429);
    const owner = await login("owner@example.in", "Saathi-Kite42", "192.0.2.1");
    expect(owner.status).toBe(200);
    expect(textOf(await owner.text())).toContain("Login successful!");
    // Fifteen minutes later the guesser's next five failures lock it for 30 minutes.
    await w.rows("UPDATE auth_throttle SET locked_until = 1, window_start = 0 WHERE key LIKE 'pair:%'");
    for (let i = 0; i < 5; i++) await login("owner@example.in", "Wrong123", "192.0.2.66");
    const second = await login("owner@example.in", "Wrong123", "192.0.2.66");
    expect(second.status).toBe(429);
    expect(textOf(await second.text())).toContain("Please wait 30 minutes");
  });

  it("while locked, the reset path stays open and a reset ends the lock", async () => {
    await signUp("resetter@example.in");
    for (let i = 0; i < 5; i++) await login("resetter@example.in", "Wrong123");
    const locked = await login("resetter@example.in", "Saathi-Kite42");
    expect(locked.status).toBe(429);
    expect(textOf(await locked.text())).toContain("Forgot Password?");
    const asked = await w.post("/Forget-Password", { intent: "forgot-password", email: "resetter@example.in" });
    expect(asked.status).toBe(200);
    const token = (await mails("resetter@example.in")).at(-1)!.body.match(/token=([\w-]+)/)![1];
    const reset = await w.post(`/reset-password?token=${token}`, {
      intent: "reset-password",
      token,
      password: "NewSecret1",
      confirmPassword: "NewSecret1",
    });
    expect([200, 302]).toContain(reset.status);
    expect((await login("resetter@example.in", "NewSecret1")).status).toBe(200);
  });
});

describe("e-mail code", () => {
  it("24 wrong codes and the right one at once: at most 5 codes are compared", async () => {
    const jar = new Jar();
    await post(jar, "/register", registration("claim@example.in"));
    const code = await codeFor("claim@example.in");
    const wrong = code === "000000" ? "111111" : "000000";
    // Each answer is read as it arrives (a redirect's body is not needed: its status says it all).
    const answer = async (otp: string) => {
      const r = await w.post("/register", { intent: "otp", otp }, jar.header());
      return { status: r.status, text: r.status === 302 ? "" : textOf(await r.text()) };
    };
    const texts = await Promise.all([...Array.from({ length: 24 }, () => answer(wrong)), answer(code)]);
    // Compared and wrong, before the last slot: the plain "Invalid OTP" answer (no "Too many").
    const compared = texts.filter((t) => t.status === 302 || !t.text.includes("Too many wrong codes")).length;
    expect(compared).toBeLessThanOrEqual(5);
    const [row] = await w.rows<{ attempts: number }>(
      "SELECT attempts FROM email_codes c JOIN users u ON u.id = c.user_id WHERE u.email = 'claim@example.in'",
    );
    if (row) expect(row.attempts).toBe(5);
  });

  it("50 wrong codes at once use the code up; the right one is then refused", async () => {
    const jar = new Jar();
    await post(jar, "/register", registration("claim2@example.in"));
    const code = await codeFor("claim2@example.in");
    const wrong = code === "000000" ? "111111" : "000000";
    await Promise.all(
      Array.from({ length: 50 }, () => w.post("/register", { intent: "otp", otp: wrong }, jar.header())),
    );
    const right = await post(jar, "/register", { intent: "otp", otp: code });
    expect(right.status).toBe(400);
    expect(textOf(await right.text())).toContain("Too many wrong codes");
    const [user] = await w.rows<{ verified_at: number | null }>(
      "SELECT verified_at FROM users WHERE email = 'claim2@example.in'",
    );
    expect(user.verified_at).toBeNull();
  });

  it("50 resends at once after the cool-down send exactly one new code", async () => {
    const jar = new Jar();
    await post(jar, "/register", registration("resend@example.in"));
    await w.rows("UPDATE rate_counters SET window_start = 0 WHERE key LIKE 'resend:%'");
    const answers = statuses(
      await Promise.all(Array.from({ length: 50 }, () => w.post("/register", { intent: "resend" }, jar.header()))),
    );
    expect(count(answers, 200)).toBe(1);
    expect(count(answers, 429)).toBe(49);
    expect((await mails("resend@example.in")).length).toBe(2);
  });
});

describe("no answer tells whether an address has an account", () => {
  it("resend right after registering: the same 429 and text for a known and a new address", async () => {
    await signUp("known@example.in");
    const answers = [];
    for (const email of ["known@example.in", "fresh@example.in"]) {
      const jar = new Jar();
      expect((await post(jar, "/register", registration(email))).status).toBe(200);
      const res = await post(jar, "/register", { intent: "resend" });
      answers.push({ status: res.status, text: textOf(await res.text()).replace(/\d+ seconds?/, "N") });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0].status).toBe(429);
  });

  it("register: the same answer and the same D1 work for an address with an account and a new one", async () => {
    await signUp("taken@example.in");
    const taken = await w.post("/register", registration("taken@example.in"));
    const fresh = await w.post("/register", registration("new-one@example.in"));
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(d1Calls(taken)).toBeDefined();
    expect(d1Calls(taken)).toBe(d1Calls(fresh));
    expect(textOf(await taken.text()).replace("taken@example.in", "X")).toBe(
      textOf(await fresh.text()).replace("new-one@example.in", "X"),
    );
  });

  it("reset requests: the same answer; at most 3 links an hour, one live, mail capped at 3", async () => {
    await signUp("flood@example.in");
    const unknown = await w.post("/Forget-Password", { intent: "forgot-password", email: "nobody@example.in" });
    const known = await w.post("/Forget-Password", { intent: "forgot-password", email: "flood@example.in" });
    expect(unknown.status).toBe(known.status);
    expect(d1Calls(known)).toBeDefined();
    expect(d1Calls(unknown)).toBe(d1Calls(known));
    expect(textOf(await unknown.text()).replace("nobody@example.in", "X")).toBe(
      textOf(await known.text()).replace("flood@example.in", "X"),
    );
    const burst = await Promise.all(
      Array.from({ length: 15 }, () =>
        w.post("/Forget-Password", { intent: "forgot-password", email: "flood@example.in" }),
      ),
    );
    expect(statuses(burst).every((s) => s === 200)).toBe(true);
    const all = await mails("flood@example.in");
    expect(all.length).toBe(3); // the code, then two reset links: 3 an hour per recipient
    const live = await w.rows<{ n: number }>(
      `SELECT count(*) AS n FROM password_resets r JOIN users u ON u.id = r.user_id
       WHERE u.email = 'flood@example.in' AND r.used_at IS NULL`,
    );
    expect(live[0].n).toBe(1);
  });
});

describe("new passwords (NIST SP 800-63B)", () => {
  const attempt = (email: string, password: string) =>
    w.post("/register", { ...registration(email), password, confirmPassword: password });

  it("a 6-character password and a breached one are refused beside the field, saying why", async () => {
    const short = await attempt("short@example.in", "Abcde1");
    expect(short.status).toBe(400);
    expect(textOf(await short.text())).toContain("Use at least 8 characters.");
    const breached = await attempt("breached@example.in", "Password1");
    expect(breached.status).toBe(400);
    expect(textOf(await breached.text())).toContain("leaked in data breaches");
    const common = await attempt("common@example.in", "Qwerty123");
    expect(common.status).toBe(400);
    const users = await w.rows(
      "SELECT id FROM users WHERE email IN ('short@example.in', 'breached@example.in', 'common@example.in')",
    );
    expect(users).toEqual([]);
  });

  it("no composition rule: a long lower-case passphrase is accepted", async () => {
    const res = await attempt("phrase@example.in", "kites over the western ghats");
    expect(res.status).toBe(200);
    expect(await w.rows("SELECT id FROM users WHERE email = 'phrase@example.in'")).toHaveLength(1);
  });
});

describe("sessions and reset links", () => {
  it("a session unused for 7 days is over; a reset link dies when the password is changed another way", async () => {
    const jar = new Jar();
    await post(jar, "/register", registration("idle@example.in"));
    expect((await post(jar, "/register", { intent: "otp", otp: await codeFor("idle@example.in") })).status).toBe(302);
    await w.post("/Forget-Password", { intent: "forgot-password", email: "idle@example.in" });
    const token = (await mails("idle@example.in")).at(-1)!.body.match(/token=([\w-]+)/)![1];
    const changed = await post(jar, "/account", {
      intent: "change-password",
      currentPassword: "Saathi-Kite42",
      password: "Another12",
      confirmPassword: "Another12",
    });
    expect(changed.status).toBe(200);
    const page = await w.fetch(`/reset-password?token=${token}`);
    expect(page.status).toBe(200);
    // The token is in the URL: another origin gets at most the origin as a Referer, never the path or query.
    expect(page.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(textOf(await (await w.fetch(`/reset-password?token=${token}`)).text())).toContain(
      "This reset link has expired or was already used.",
    );
    expect((await w.fetch("/account", { headers: jar.header() })).status).toBe(200);
    await w.rows("UPDATE sessions SET last_seen_at = ?1", Date.now() - 8 * 24 * 60 * 60 * 1000);
    expect((await w.fetch("/account", { headers: jar.header() })).status).toBe(302);
  });
});
