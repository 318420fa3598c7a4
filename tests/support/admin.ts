/** Operator console helpers for integration tests (sign-in, CSRF token, requests with the session). */
import { expect } from "vitest";
import type { TestWorker } from "./worker";

export const ADMIN_TOKEN = "test-admin-token";
export const ADMIN_EMAIL = "ops@studysaathi.in";
export const EDITOR_EMAIL = "writer@studysaathi.in";
export const ORIGIN = {};

export const adminBindings = {
  ADMIN_TOKEN,
  ADMIN_ROLES: `${ADMIN_EMAIL}=admin, ${EDITOR_EMAIL}=editor`,
  LEADS_TOKEN: "leads-token",
};

/** Signs in with the token; returns the Cookie header value. */
export async function signIn(w: TestWorker, email = ADMIN_EMAIL): Promise<string> {
  const res = await w.post("/admin/login", { email, token: ADMIN_TOKEN, next: "/admin" }, ORIGIN);
  expect(res.status).toBe(302);
  const set = res.headers.get("Set-Cookie") ?? "";
  return set.split(";")[0];
}

export const csrfOf = (html: string) => html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";

export async function getWith(w: TestWorker, path: string, cookie: string) {
  const res = await w.fetch(path, { headers: { Cookie: cookie } });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

export async function postWith(w: TestWorker, path: string, cookie: string, fields: Record<string, string>) {
  return w.post(path, fields, { ...ORIGIN, Cookie: cookie });
}
