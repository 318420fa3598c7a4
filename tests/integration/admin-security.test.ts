/**
 * The operator console's identity and sessions, JS off: the identity comes from the operator's own
 * token (never from the typed e-mail); sign-out ends the session on the server; wrong tokens at
 * /admin/login and /api/leads are counted atomically and locked (429), 50 parallel tries included;
 * sign-in, sign-out, failures, lead views and exports are audited; Access JWTs need `exp` and an
 * https team domain.
 */
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_TOKEN,
  adminBindings,
  csrfOf,
  EDITOR_EMAIL,
  EDITOR_TOKEN,
  getWith,
  ORIGIN,
  signIn,
} from "../support/admin";
import { startWorker, type TestWorker } from "../support/worker";

const seedLead = async (db: D1Database) => {
  await db
    .prepare("INSERT INTO submissions (kind, ref, payload, client_hash) VALUES ('inquiry', NULL, ?1, 'x')")
    .bind(JSON.stringify({ name: "Ravi", email: "ravi@example.in", phone: "9876543210" }))
    .run();
};

describe("console identity and sessions", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startWorker({ bindings: adminBindings, setup: seedLead });
  });
  afterAll(() => w?.dispose());

  const audit = (action: string) =>
    w.rows<{ actor: string; target: string; after: string | null }>(
      "SELECT actor, target, after FROM admin_audit WHERE action = ?1 ORDER BY id",
      action,
    );

  it("an editor typing an admin's e-mail with their own token is refused; the audit names no one", async () => {
    const res = await w.post(
      "/admin/login",
      { email: ADMIN_EMAIL, token: EDITOR_TOKEN, next: "/admin" },
      { ...ORIGIN, "CF-Connecting-IP": "192.0.2.50" },
    );
    expect(res.status).toBe(401);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    const failed = await audit("console.sign-in-failed");
    expect(failed.at(-1)?.actor).toBe("—");
    const editor = await signIn(w, EDITOR_EMAIL);
    expect((await getWith(w, "/admin/leads", editor)).status).toBe(403);
    expect((await audit("console.sign-in")).at(-1)?.actor).toBe(`${EDITOR_EMAIL} (editor)`);
  });

  it("sign-out ends the session on the server: the old cookie no longer opens the console", async () => {
    const cookie = await signIn(w);
    const page = await getWith(w, "/admin/leads", cookie);
    expect(page.status).toBe(200);
    const out = await w.post("/admin/logout", { csrf: csrfOf(page.text) }, { ...ORIGIN, Cookie: cookie });
    expect(out.status).toBe(302);
    const after = await w.fetch("/admin/leads", { headers: { Cookie: cookie } });
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect((await audit("console.sign-out")).at(-1)?.actor).toBe(`${ADMIN_EMAIL} (admin)`);
  });

  it("lead views and both exports are audited with the operator", async () => {
    const cookie = await signIn(w);
    expect((await getWith(w, "/admin/leads/1", cookie)).status).toBe(200);
    expect((await audit("lead.view")).at(-1)).toMatchObject({ actor: `${ADMIN_EMAIL} (admin)`, target: "lead #1" });
    const csv = await getWith(w, "/admin/leads.csv?kind=inquiry", cookie);
    expect(csv.status).toBe(200);
    expect((await audit("leads.export-csv")).at(-1)?.actor).toBe(`${ADMIN_EMAIL} (admin)`);
    const api = await w.fetch("/api/leads", { headers: { Authorization: "Bearer leads-token" } });
    expect(api.status).toBe(200);
    expect(JSON.parse((await audit("leads.export-api")).at(-1)!.after!)).toMatchObject({ count: 1 });
  });

  it("/admin/login: 50 wrong tokens at once from one client → exactly 5 checked, then 429 even for the right one", async () => {
    const from = { ...ORIGIN, "CF-Connecting-IP": "198.51.100.77" };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => w.post("/admin/login", { email: ADMIN_EMAIL, token: "wrong-token" }, from)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBe(5);
    expect(statuses.filter((s) => s === 429).length).toBe(45);
    const right = await w.post("/admin/login", { email: ADMIN_EMAIL, token: ADMIN_TOKEN }, from);
    expect(right.status).toBe(429);
    // Another client is not locked.
    const elsewhere = await w.post(
      "/admin/login",
      { email: ADMIN_EMAIL, token: ADMIN_TOKEN },
      { ...ORIGIN, "CF-Connecting-IP": "198.51.100.78" },
    );
    expect(elsewhere.status).toBe(302);
  });

  it("/api/leads: 50 wrong bearer tokens at once → exactly 10 answered 401, the rest 429", async () => {
    const headers = { Authorization: "Bearer nope", "CF-Connecting-IP": "203.0.113.99" };
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.fetch("/api/leads", { headers })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(40);
    expect(answers.find((r) => r.status === 429)?.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("Access JWT rules", () => {
  const TEAM = "https://studysaathi.cloudflareaccess.com";
  const AUD = "test-aud-tag";
  let w: TestWorker;
  let key: CryptoKey;
  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair("RS256");
    key = privateKey;
    const jwk = { ...(await exportJWK(publicKey)), kid: "k", alg: "RS256", use: "sig" };
    w = await startWorker({
      bindings: { ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD, ADMIN_ROLES: `${ADMIN_EMAIL}=admin` },
      outboundService: (request) =>
        request.url === `${TEAM}/cdn-cgi/access/certs`
          ? Response.json({ keys: [jwk] })
          : new Response("not stubbed", { status: 502 }),
    });
  });
  afterAll(() => w?.dispose());

  it("a JWT without `exp` is refused", async () => {
    const noExp = await new SignJWT({ email: ADMIN_EMAIL })
      .setProtectedHeader({ alg: "RS256", kid: "k" })
      .setIssuer(TEAM)
      .setAudience(AUD)
      .setIssuedAt()
      .sign(key);
    const res = await w.fetch("/admin/leads", { headers: { "Cf-Access-Jwt-Assertion": noExp } });
    expect(res.status).toBe(401);
  });

  it("an http:// team domain is not trusted: the console does not exist", async () => {
    const plain = await startWorker({
      bindings: { ACCESS_TEAM_DOMAIN: "http://studysaathi.cloudflareaccess.com", ACCESS_AUD: AUD },
    });
    try {
      expect((await plain.fetch("/admin")).status).toBe(404);
    } finally {
      await plain.dispose();
    }
  });
});
