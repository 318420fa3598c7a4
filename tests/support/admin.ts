/** Operator console helpers for integration tests (sign-in, CSRF token, requests with the session). */
import { expect } from "vitest";
import type { TestWorker } from "./worker";

/** The admin's own token; the editor has another (one token per operator). */
export const ADMIN_TOKEN = "test-admin-token-ops-0001";
export const EDITOR_TOKEN = "test-editor-token-writer-0002";
export const ADMIN_EMAIL = "ops@studysaathi.in";
export const EDITOR_EMAIL = "writer@studysaathi.in";
export const ORIGIN = {};

export const operatorTokens = (operators: Record<string, { role: string; token: string }>) => JSON.stringify(operators);

export const adminBindings = {
  ADMIN_TOKENS: operatorTokens({
    [ADMIN_EMAIL]: { role: "admin", token: ADMIN_TOKEN },
    [EDITOR_EMAIL]: { role: "editor", token: EDITOR_TOKEN },
  }),
  LEADS_TOKEN: "leads-token",
};

export const tokenOf = (email: string) => (email === EDITOR_EMAIL ? EDITOR_TOKEN : ADMIN_TOKEN);

/** Signs in with the operator's own token; returns the Cookie header value. */
export async function signIn(w: TestWorker, email = ADMIN_EMAIL): Promise<string> {
  const res = await w.post("/admin/login", { email, token: tokenOf(email), next: "/admin" }, ORIGIN);
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
