import { createCookie } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import {
  clearCookie,
  clearSessionCookies,
  DISPLAY_COOKIE,
  pendingRegistration,
  readCookie,
  readDisplayName,
  serializeCookie,
} from "./session.server";

const req = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });

/** A display cookie as sign-in writes it, signed with `secret`. */
async function display(name: string, expiresAt: number, secret = "s3cret") {
  const cookie = createCookie(DISPLAY_COOKIE, { secrets: [secret] });
  return (await cookie.serialize({ n: name, x: expiresAt })).split(";")[0];
}

describe("cookies", () => {
  it("are __Host- shaped: HttpOnly, Secure, SameSite=Lax, Path=/, no Domain", async () => {
    expect(serializeCookie("__Host-x", "v")).toBe("__Host-x=v; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(serializeCookie("__Host-x", "v", 30_000)).toBe(
      "__Host-x=v; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=30",
    );
    expect(clearCookie("__Host-x")).toContain("Max-Age=0");
    for (const cleared of clearSessionCookies()) expect(cleared).toMatch(/^__Host-ss_(session|user)=; .*Max-Age=0/);
    const pending = await pendingRegistration.cookie("tok");
    expect(pending).toMatch(/^__Host-ss_pending=/);
    for (const flag of ["Path=/", "HttpOnly", "Secure", "SameSite=Lax", "Max-Age="]) expect(pending).toContain(flag);
    expect(pending).not.toContain("Domain");
  });

  it("reads one cookie among several", async () => {
    expect(readCookie(req("a=1; __Host-ss_session=abc; b=2"), "__Host-ss_session")).toBe("abc");
    expect(readCookie(req("a=1"), "__Host-ss_session")).toBeUndefined();
    const pending = (await pendingRegistration.cookie("tok")).split(";")[0];
    expect(await pendingRegistration.read(req(`a=1; ${pending}`))).toBe("tok");
    expect(await pendingRegistration.read(req("a=1"))).toBeUndefined();
  });
});

describe("display cookie", () => {
  const env = { AUTH_SECRET: "s3cret" };
  it("gives the name when signed and unexpired", async () => {
    expect(await readDisplayName(req(await display("Asha Rao", 2000)), env, 1000)).toBe("Asha Rao");
    expect(await readDisplayName(req(await display("आशा", 2000)), env, 1000)).toBe("आशा");
  });
  it("ignores an expired, forged or malformed cookie", async () => {
    expect(await readDisplayName(req(await display("Asha", 1000)), env, 1000)).toBeUndefined();
    expect(await readDisplayName(req(await display("Asha", 2000, "other")), env, 1000)).toBeUndefined();
    expect(await readDisplayName(req(`${DISPLAY_COOKIE}=garbage`), env, 1000)).toBeUndefined();
    expect(await readDisplayName(req(`${DISPLAY_COOKIE}=a.b.c`), env, 1000)).toBeUndefined();
    expect(await readDisplayName(req(""), env, 1000)).toBeUndefined();
  });
  it("is ignored in production while AUTH_SECRET is unset", async () => {
    const signed = await display("Asha", 2000, "studysaathi-local-auth-secret");
    expect(await readDisplayName(req(signed), { ENVIRONMENT: "production" }, 1000)).toBeUndefined();
  });
});
