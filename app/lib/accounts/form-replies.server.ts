/** Small helpers the account routes share: cookies on kit replies, the request's origin. */
import type { SubmissionResult } from "@conform-to/react";
import { formError, formSuccess } from "~/lib/forms.server";

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
