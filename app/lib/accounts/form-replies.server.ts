/** Small helpers the account routes share: cookies on kit replies, the request's origin. */
import type { SubmissionResult } from "@conform-to/react";
import { formError, formSuccess } from "~/lib/forms/kit.server";
import type { Env } from "~/lib/platform/config";
import { newPasswordProblem } from "./password-policy.server";

export function withSetCookies<R extends { init: ResponseInit | null }>(reply: R, cookies: string[]): R {
  const headers = new Headers(reply.init?.headers);
  for (const c of cookies) headers.append("Set-Cookie", c);
  reply.init = { ...reply.init, headers };
  return reply;
}

/** A form-level error (no field) on an otherwise valid submission. */
export function replyError(
  intent: string,
  submission: { reply(options: { formErrors?: string[]; hideFields?: string[] }): SubmissionResult<string[]> },
  message: string,
  status: number,
  hideFields?: string[],
) {
  return formError(intent, submission.reply({ formErrors: [message], hideFields }), status);
}

/**
 * The new-password policy's refusal (too short, too long, breached: password-policy.server.ts),
 * beside the password field; undefined when the password may be used.
 */
export async function refuseNewPassword(
  env: Partial<Env>,
  intent: string,
  submission: {
    reply(options: { fieldErrors?: Record<string, string[]>; hideFields?: string[] }): SubmissionResult<string[]>;
  },
  password: string,
  hideFields?: string[],
) {
  const problem = await newPasswordProblem(env, password);
  if (!problem) return undefined;
  return formError(intent, submission.reply({ fieldErrors: { password: [problem] }, hideFields }), 400);
}

export function replySuccess(
  intent: string,
  submission: { reply(options: { resetForm?: boolean }): SubmissionResult<string[]> },
  data?: Record<string, unknown>,
) {
  return formSuccess(intent, submission.reply({ resetForm: true }), data);
}

export function originOf(request: Request): string {
  return new URL(request.url).origin;
}
