import { describe, expect, it } from "vitest";
import { hmacSign, toBase64Url } from "./crypto.server";
import { clearCookie, DISPLAY_COOKIE, readCookie, readDisplayName, serializeCookie } from "./session.server";

const req = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });

async function display(name: string, expiresAt: number, secret = "s3cret") {
  const payload = toBase64Url(new TextEncoder().encode(JSON.stringify({ n: name, x: expiresAt })));
  return `${DISPLAY_COOKIE}=${payload}.${await hmacSign(secret, payload)}`;
}

describe("cookies", () => {
  it("are __Host- shaped: HttpOnly, Secure, SameSite=Lax, Path=/, no Domain", () => {
    expect(serializeCookie("__Host-x", "v")).toBe("__Host-x=v; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(serializeCookie("__Host-x", "v", 30_000)).toBe(
      "__Host-x=v; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=30",
    );
    expect(clearCookie("__Host-x")).toContain("Max-Age=0");
  });

  it("reads one cookie among several", () => {
    expect(readCookie(req("a=1; __Host-ss_session=abc; b=2"), "__Host-ss_session")).toBe("abc");
    expect(readCookie(req("a=1"), "__Host-ss_session")).toBeUndefined();
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
});
