/**
 * The one mailer, as an outbox. `sendMail` only writes the message to D1's `mail_outbox` inside
 * the request (one INSERT, whatever the mail API is doing); `deliverDueMail` sends due rows
 * afterwards (in `waitUntil`, see edge.server.ts), with retries and growing pauses, so a slow or
 * failing mail API neither delays a visitor's answer nor changes it, and loses nothing.
 *
 * Transport: production sends through an HTTP mail API with `fetch` (Resend's `POST /emails`
 * shape: MAIL_API_URL, MAIL_API_KEY, MAIL_FROM). With ENVIRONMENT=development (local server,
 * tests) the table itself is the mailbox: rows are marked sent and listed at /dev/outbox. Only
 * "development" does that, so a deploy that forgets the variable never exposes mail on a page.
 *
 * Each recipient gets at most MAIL_PER_RECIPIENT (3 an hour); more are dropped, not queued.
 */
import type { Env } from "~/lib/platform/config";
import { sha256Hex } from "./crypto.server";
import { MAIL_PER_RECIPIENT } from "./policy";
import { countEvent } from "./throttle.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export class MailError extends Error {}

export const DEFAULT_MAIL_API_URL = "https://api.resend.com/emails";

/** Delivery: a batch per run, a row tried at most this many times, pauses 1, 2, 4, ... minutes. */
export const OUTBOX = { batch: 10, maxAttempts: 8, firstRetryMs: 60_000, leaseMs: 120_000 } as const;

export function isDevelopment(env: Partial<Env> | undefined): boolean {
  return env?.ENVIRONMENT === "development";
}

/**
 * Queues `mail` (one INSERT). Returns false when the recipient's hourly limit is reached
 * (the mail is dropped; the caller answers the visitor the same way).
 */
export async function sendMail(env: Env, mail: Mail, now = Date.now()): Promise<boolean> {
  if (!(await mailAllowed(env, mail.to, now))) return false;
  await queueMailStatement(env, mail, now).run();
  return true;
}

/**
 * Counts one message to `to` against the recipient's hourly limit (one atomic statement); false once
 * it is reached (the caller then queues nothing and answers the visitor the same way).
 */
export async function mailAllowed(env: Env, to: string, now = Date.now()): Promise<boolean> {
  const recipient = to.trim().toLowerCase();
  const count = await countEvent(env.DB, `mail:${await sha256Hex(recipient)}`, MAIL_PER_RECIPIENT.windowMs, now);
  if (count <= MAIL_PER_RECIPIENT.max) return true;
  console.warn("mail: recipient limit reached, message dropped");
  return false;
}

/** The INSERT that queues `mail`, for a caller that writes it in one batch with its own rows. */
export function queueMailStatement(env: Env, mail: Mail, now = Date.now()): D1PreparedStatement {
  const state = isDevelopment(env) ? "sent" : "pending";
  return env.DB.prepare(
    "INSERT INTO mail_outbox (to_address, subject, body, state, attempts, next_at) VALUES (?1, ?2, ?3, ?4, 0, ?5)",
  ).bind(mail.to.trim().toLowerCase(), mail.subject, mail.text, state, now);
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
}

/** Sends one message through the mail API; throws MailError on any failure. */
export async function deliver(env: Partial<Env>, mail: Mail): Promise<void> {
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

/**
 * Sends the due rows: claims up to OUTBOX.batch of them atomically (a lease, so two runs never
 * send one row twice), then marks each sent, or due again later (1, 2, 4, ... minutes), or
 * failed after OUTBOX.maxAttempts. Returns how many were sent.
 */
export async function deliverDueMail(env: Env, now = Date.now()): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, full: false, retryAt: null };
  if (isDevelopment(env)) return run;
  const { results } = await env.DB.prepare(
    `UPDATE mail_outbox SET next_at = ?1 + ?2, attempts = attempts + 1
     WHERE id IN (SELECT id FROM mail_outbox WHERE state = 'pending' AND next_at <= ?1 ORDER BY next_at LIMIT ?3)
     RETURNING id, to_address, subject, body, attempts`,
  )
    .bind(now, OUTBOX.leaseMs, OUTBOX.batch)
    .all<OutboxRow>();
  run.full = results.length === OUTBOX.batch;
  for (const row of results) {
    try {
      await deliver(env, { to: row.to_address, subject: row.subject, text: row.body });
      await env.DB.prepare("UPDATE mail_outbox SET state = 'sent', last_error = NULL WHERE id = ?1").bind(row.id).run();
      run.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : "error";
      console.error("mail: delivery failed, will retry:", message);
      const failed = row.attempts >= OUTBOX.maxAttempts;
      const retryAt = now + OUTBOX.firstRetryMs * 2 ** (row.attempts - 1);
      await env.DB.prepare("UPDATE mail_outbox SET state = ?2, next_at = ?3, last_error = ?4 WHERE id = ?1")
        .bind(row.id, failed ? "failed" : "pending", retryAt, message)
        .run();
      if (!failed) run.retryAt = Math.min(run.retryAt ?? retryAt, retryAt);
    }
  }
  return run;
}

/** What one delivery run did: rows sent, whether it took a full batch (more may be due), its earliest retry. */
export interface DeliveryRun {
  sent: number;
  full: boolean;
  retryAt: number | null;
}

/** The message a request sends to the mail queue: mail may be due (the outbox holds the mail itself). */
export interface MailKick {
  at: number;
}

/**
 * The mail queue's consumer (workers/mail): delivers what is due, then, when this run left a retry
 * or a full batch behind, asks the queue to wake it again then. Only a run that claimed rows asks, so
 * however many requests kicked the queue during an outage, one chain of retries remains.
 */
export async function consumeMailKicks(env: Env, now = Date.now()): Promise<DeliveryRun> {
  const run = await deliverDueMail(env, now);
  const wakeAt = run.full ? now : run.retryAt;
  if (wakeAt !== null && env.MAIL_QUEUE) {
    const delaySeconds = Math.min(Math.max(0, Math.ceil((wakeAt - now) / 1000)), 12 * 60 * 60);
    await env.MAIL_QUEUE.send({ at: now }, { delaySeconds });
  }
  return run;
}

let lastRun = 0;

/**
 * Called after every request (in waitUntil). With the MAIL_QUEUE binding, a POST (which may have
 * queued mail) sends the queue a kick and the consumer Worker delivers and schedules retries. Without
 * it, this isolate delivers after any POST and otherwise at most once a minute (retries). Never throws.
 */
export function maybeDeliverMail(env: Env, method: string, now = Date.now()): Promise<unknown> | undefined {
  if (isDevelopment(env) || !env.DB) return undefined;
  if (env.MAIL_QUEUE) {
    if (method !== "POST") return undefined;
    return env.MAIL_QUEUE.send({ at: now }).catch((error) =>
      console.error("mail: queue send failed:", error instanceof Error ? error.message : "error"),
    );
  }
  if (method !== "POST" && now - lastRun < 60_000) return undefined;
  lastRun = now;
  return deliverDueMail(env, now).catch((error) =>
    console.error("mail: outbox run failed:", error instanceof Error ? error.message : "error"),
  );
}
