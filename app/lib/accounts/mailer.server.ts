/**
 * The one mailer. Production sends through an HTTP mail API with `fetch` (Resend's
 * `POST /emails` shape: MAIL_API_URL, MAIL_API_KEY, MAIL_FROM); local development and tests
 * write every message to the D1 table `mail_outbox`, listed at /dev/outbox.
 * Which one is decided by ENVIRONMENT: only "development" uses the outbox, so a deploy that
 * forgets the variable never exposes mail on a public page.
 */
import type { Env } from "~/lib/config";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export class MailError extends Error {}

export const DEFAULT_MAIL_API_URL = "https://api.resend.com/emails";

export function isDevelopment(env: Partial<Env> | undefined): boolean {
  return env?.ENVIRONMENT === "development";
}

export async function sendMail(env: Env, mail: Mail): Promise<void> {
  if (isDevelopment(env)) {
    await env.DB.prepare("INSERT INTO mail_outbox (to_address, subject, body) VALUES (?1, ?2, ?3)")
      .bind(mail.to, mail.subject, mail.text)
      .run();
    return;
  }
  if (!env.MAIL_API_KEY || !env.MAIL_FROM) throw new MailError("mail is not configured (MAIL_API_KEY, MAIL_FROM)");
  let res: Response;
  try {
    res = await fetch(env.MAIL_API_URL || DEFAULT_MAIL_API_URL, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from: env.MAIL_FROM, to: [mail.to], subject: mail.subject, text: mail.text }),
    });
  } catch (error) {
    throw new MailError(`mail API unreachable: ${error instanceof Error ? error.message : "error"}`);
  }
  // The status only: the recipient is personal data and never logged.
  if (!res.ok) throw new MailError(`mail API answered ${res.status}`);
}
