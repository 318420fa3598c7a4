/**
 * A signed-out shortlist and the way back: /shortlist shows the cookie's colleges (a Remix cookie), which join the
 * account at sign-up; every log-in and sign-up link carries the page the student came from, the forms post it, and
 * the verified account (or the log-in) returns there, never off-site. JS off, cookies sent back as a browser would.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
let college: { slug: string; name: string };
beforeAll(async () => {
  w = await startWorker();
  [college] = await w.rows<{ slug: string; name: string }>("SELECT slug, name FROM colleges ORDER BY id LIMIT 1");
});
afterAll(() => w?.dispose());

async function post(jar: Jar, path: string, fields: Record<string, string>) {
  return jar.take(await w.post(path, fields, jar.header()));
}
async function get(jar: Jar, path: string) {
  return jar.take(await w.fetch(path, { headers: jar.header() }));
}
async function codeFor(to: string) {
  const [row] = await w.rows<{ body: string }>(
    "SELECT body FROM mail_outbox WHERE to_address = ?1 ORDER BY id DESC LIMIT 1",
    to,
  );
  return row.body.match(/code is (\d{6})/)![1];
}
const registration = (email: string, redirectTo?: string) => ({
  intent: "register",
  fullName: "Asha Rao",
  email,
  password: "Saathi-Kite42",
  confirmPassword: "Saathi-Kite42",
  terms: "on",
  ...(redirectTo ? { redirectTo } : {}),
});

describe("/shortlist signed out", () => {
  it("is empty at first, then lists what was shortlisted, kept in a Remix cookie; sign-up returns to it", async () => {
    const jar = new Jar();
    const empty = await get(jar, "/shortlist");
    expect(empty.status).toBe(200);
    expect(empty.headers.get("Cache-Control")).toBe("private, no-store");
    const emptyHtml = await empty.text();
    expect(textOf(emptyHtml)).toContain("No colleges shortlisted yet.");
    expect(emptyHtml).toContain('content="noindex"');

    const saved = await post(jar, "/account/favourites", {
      college: college.slug,
      saved: "1",
      redirectTo: "/shortlist",
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/shortlist");
    const raw = decodeURIComponent(jar.cookies.get("__Host-ss_shortlist") ?? "");
    expect(JSON.parse(Buffer.from(raw, "base64").toString())).toEqual([college.slug]);

    const page = await (await get(jar, "/shortlist")).text();
    const text = textOf(page);
    expect(text).toContain("Your shortlist is kept on this browser.");
    expect(text).toContain(college.name);
    expect(page).toContain(`href="/colleges/${college.slug}"`);
    expect(page).toMatch(
      new RegExp(`aria-pressed="true" aria-label="Shortlist ${college.name.replace(/[()]/g, ".")}"`),
    );
    expect(page).toContain('href="/login?redirectTo=%2Fshortlist"');
    expect(page).toContain('href="/register?redirectTo=%2Fshortlist"');

    // A cookie that is not the site's (tampered, or the old dotted form) is an empty list, never an error.
    const odd = await w.fetch("/shortlist", { headers: { Cookie: "__Host-ss_shortlist=not.base64!" } });
    expect(odd.status).toBe(200);
    expect(textOf(await odd.text())).toContain("No colleges shortlisted yet.");

    // Sign up from the shortlist's link: the form posts where it came from, the verified account returns there.
    const form = await (await get(jar, "/register?redirectTo=%2Fshortlist")).text();
    expect(form).toContain('name="redirectTo" value="/shortlist"');
    expect(form).toContain('href="/login?redirectTo=%2Fshortlist"');
    const email = "shortlist.return@example.in";
    const registered = await post(jar, "/register?redirectTo=%2Fshortlist", registration(email, "/shortlist"));
    expect(registered.status).toBe(200);
    expect(await registered.text()).toContain('name="redirectTo" value="/shortlist"');
    const verified = await post(jar, "/register?redirectTo=%2Fshortlist", {
      intent: "otp",
      otp: await codeFor(email),
      redirectTo: "/shortlist",
    });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("Location")).toBe("/shortlist");
    expect(jar.cookies.has("__Host-ss_shortlist")).toBe(false);
    const mine = textOf(await (await get(jar, "/shortlist")).text());
    expect(mine).toContain("Your shortlist is saved in your account.");
    expect(mine).toContain(college.name);
  });
});

describe("log-in and sign-up links return the student", () => {
  it("the header's Login/Register link carries the page it is on", async () => {
    const { text } = await w.html("/colleges?stream=Engineering");
    expect(text).toContain('href="/login?redirectTo=%2Fcolleges%3Fstream%3DEngineering"');
    expect(text).toContain('href="/shortlist"');
  });

  it('"Sign up" on /write-review returns the new account to the review form', async () => {
    const jar = new Jar();
    const page = await (await get(jar, "/write-review")).text();
    expect(page).toContain('href="/register?redirectTo=%2Fwrite-review"');
    const email = "review.return@example.in";
    expect((await post(jar, "/register?redirectTo=%2Fwrite-review", registration(email, "/write-review"))).status).toBe(
      200,
    );
    const verified = await post(jar, "/register?redirectTo=%2Fwrite-review", {
      intent: "otp",
      otp: await codeFor(email),
      redirectTo: "/write-review",
    });
    expect(verified.headers.get("Location")).toBe("/write-review");
    const form = await get(jar, "/write-review");
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('id="review-form"');
  });

  it("log-in answers with the page to return to; an off-site or sign-in page is never one", async () => {
    const login = await w.html("/login?redirectTo=%2Fconnect%3Fcountry%3Duk");
    expect(login.text).toContain('name="redirectTo" value="/connect?country=uk"');
    expect(login.text).toContain('href="/register?redirectTo=%2Fconnect%3Fcountry%3Duk"');
    for (const bad of ["//evil.example/x", "https://evil.example", "/login", "/register?x=1"]) {
      const page = await w.html(`/register?redirectTo=${encodeURIComponent(bad)}`);
      expect(page.text, bad).not.toContain('name="redirectTo"');
      expect(page.text, bad).toContain('href="/login"');
    }
    const jar = new Jar();
    const email = "evil.return@example.in";
    await post(jar, "/register", registration(email));
    const verified = await post(jar, "/register", {
      intent: "otp",
      otp: await codeFor(email),
      redirectTo: "//evil.example/x",
    });
    expect(verified.headers.get("Location")).toBe("/");
  });
});
