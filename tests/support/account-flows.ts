/**
 * Integration helpers for account journeys against the built worker (JavaScript off): form posts and GETs that carry
 * a cookie jar as a browser would, the outbox's newest mail and code, and a registered, verified visitor.
 */
import { expect } from "vitest";
import { Jar } from "./cookie-jar";
import type { TestWorker } from "./worker";

/** The registration form's fields for `email`. */
export const registration = (email: string, password = "Saathi-Kite42") => ({
  intent: "register",
  fullName: "Asha Rao",
  email,
  password,
  confirmPassword: password,
  terms: "on",
});

/** The helpers over the worker `worker()` returns (started in the test file's `beforeAll`). */
export function accountFlows(worker: () => TestWorker) {
  async function post(jar: Jar, path: string, fields: Record<string, string | string[]>) {
    return jar.take(await worker().post(path, fields, jar.header()));
  }
  async function get(jar: Jar, path: string) {
    return jar.take(await worker().fetch(path, { headers: jar.header() }));
  }

  async function lastMail(to: string) {
    const [row] = await worker().rows<{ subject: string; body: string }>(
      "SELECT subject, body FROM mail_outbox WHERE to_address = ?1 ORDER BY id DESC LIMIT 1",
      to,
    );
    return row;
  }
  async function codeFor(to: string) {
    return (await lastMail(to)).body.match(/code is (\d{6})/)![1];
  }

  /** Registers and verifies; returns the signed-in jar. */
  async function signUp(email: string, password = "Saathi-Kite42") {
    const jar = new Jar();
    expect((await post(jar, "/register", registration(email, password))).status).toBe(200);
    const res = await post(jar, "/register", { intent: "otp", otp: await codeFor(email) });
    expect(res.status).toBe(302);
    return jar;
  }

  return { post, get, lastMail, codeFor, signUp };
}
