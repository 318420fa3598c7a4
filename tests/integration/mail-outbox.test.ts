/**
 * Mail leaves the request: in production mode the answer never depends on the mail API; the
 * message waits in the outbox through an outage and is sent once the API recovers. Also the
 * production-only headers and secrets: no Server-Timing, Cross-Origin-Resource-Policy on every
 * response, the default AUTH_SECRET refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
let apiUp = false;
const delivered: string[] = [];
beforeAll(async () => {
  w = await startWorker({
    bindings: {
      ENVIRONMENT: "production",
      CLIENT_HASH_SALT: "test-deployment-salt",
      MAIL_API_KEY: "key",
      MAIL_FROM: "noreply@studysaathi.in",
      MAIL_API_URL: "https://mail.example.test/emails",
      SITE_URL: "https://studysaathi.in",
    },
    outboundService: async (request) => {
      if (request.url !== "https://mail.example.test/emails") return new Response("no", { status: 502 });
      if (!apiUp) return new Response("down", { status: 503 });
      delivered.push(await request.text());
      return Response.json({ id: "m1" });
    },
  });
});
afterAll(() => w?.dispose());

const outbox = () =>
  w.rows<{ state: string; attempts: number; body: string }>("SELECT state, attempts, body FROM mail_outbox");

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("timed out");
}

const registration = {
  intent: "register",
  fullName: "Asha Rao",
  email: "outage@example.in",
  password: "Saathi-Kite42",
  confirmPassword: "Saathi-Kite42",
  terms: "on",
};

describe("mail outbox", () => {
  it("a mail API outage changes nothing for the visitor and loses nothing", async () => {
    const res = await w.post("/register", registration, { Host: "attacker.example" });
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain("Verify OTP");
    // Tried after the answer, refused by the API: still pending, with a later retry.
    await until(async () => (await outbox())[0]?.attempts === 1);
    expect((await outbox())[0].state).toBe("pending");

    apiUp = true;
    await w.rows("UPDATE mail_outbox SET next_at = 0");
    await w.post("/Forget-Password", { intent: "forgot-password", email: "nobody@example.in" });
    await until(async () => (await outbox())[0]?.state === "sent");
    expect(delivered).toHaveLength(1);
    expect(JSON.parse(delivered[0])).toMatchObject({ to: ["outage@example.in"] });
  });

  it("reset links point at SITE_URL, not the request's Host", async () => {
    await w.rows("UPDATE users SET verified_at = 1 WHERE email = 'outage@example.in'");
    await w.post(
      "/Forget-Password",
      { intent: "forgot-password", email: "outage@example.in" },
      { Host: "attacker.example" },
    );
    const rows = await outbox();
    const reset = rows.find((r) => r.body.includes("reset-password"))!;
    expect(reset.body).toContain("https://studysaathi.in/reset-password?token=");
    expect(reset.body).not.toContain("attacker.example");
  });
});

describe("production headers and secrets", () => {
  it("no Server-Timing for the public; Cross-Origin-Resource-Policy on every response", async () => {
    const res = await w.fetch("/login");
    expect(res.headers.get("Server-Timing")).toBeNull();
    expect(res.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  });

  it("sign-in is refused (503) while AUTH_SECRET is the public default", async () => {
    await w.rows("UPDATE users SET verified_at = 1");
    const res = await w.post("/login", { intent: "login", email: "outage@example.in", password: "Saathi-Kite42" });
    expect(res.status).toBe(503);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
