import { describe, expect, it } from "vitest";
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  PBKDF2_ITERATIONS,
  randomCode,
  randomToken,
  sha256Hex,
  verifyPassword,
} from "./crypto.server";

describe("password hashing", () => {
  it("uses a versioned PBKDF2-SHA256 format with 100 000 iterations and a per-hash salt", async () => {
    const a = await hashPassword("Saathi-Kite42");
    const b = await hashPassword("Saathi-Kite42");
    expect(a).toMatch(/^v1\$pbkdf2-sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(a).not.toBe(b); // different salts
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("Saathi-Kite42");
    expect(await verifyPassword("Saathi-Kite42", stored)).toEqual({ ok: true, needsRehash: false });
    expect((await verifyPassword("Secret13", stored)).ok).toBe(false);
    expect((await verifyPassword("", stored)).ok).toBe(false);
  });

  it("refuses an unknown version, another algorithm or a malformed hash", async () => {
    const stored = await hashPassword("Saathi-Kite42");
    const [, algo, iterations, salt, hash] = stored.split("$");
    for (const bad of [
      ["v2", algo, iterations, salt, hash].join("$"),
      ["v1", "pbkdf2-sha1", iterations, salt, hash].join("$"),
      ["v1", algo, "abc", salt, hash].join("$"),
      ["v1", algo, "0", salt, hash].join("$"),
      ["v1", algo, "200000", salt, hash].join("$"),
      ["v1", algo, iterations, "!!", hash].join("$"),
      "plaintext",
      "",
    ]) {
      expect((await verifyPassword("Saathi-Kite42", bad)).ok).toBe(false);
    }
  });

  it("asks for a re-hash when a stored hash used a lower cost", async () => {
    const cheap = await hashPassword("Saathi-Kite42", 1000);
    expect(await verifyPassword("Saathi-Kite42", cheap)).toEqual({ ok: true, needsRehash: true });
  });

  it("the dummy hash matches nothing", async () => {
    expect((await verifyPassword("", DUMMY_PASSWORD_HASH)).ok).toBe(false);
    expect((await verifyPassword("Saathi-Kite42", DUMMY_PASSWORD_HASH)).ok).toBe(false);
  });
});

describe("tokens and codes", () => {
  it("tokens are 256 random bits, base64url", () => {
    const t = randomToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(t);
  });

  it("codes are six digits", () => {
    const codes = Array.from({ length: 200 }, randomCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it("sha256Hex", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
