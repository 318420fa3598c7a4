/**
 * The server half of the form kit. Every action calls `handleForm`, which:
 *  1. reads the body safely (wrong content type / unreadable body → 400),
 *  2. rejects bots that fill, repeat or drop the honeypot (400, nothing stored),
 *  3. rate-limits per hashed client and form (429),
 *  4. validates with the same zod schema the client uses (400 + field errors, input kept),
 *  5. stores the validated payload in D1 (`submissions`) — failure → 503, input kept,
 * and only then reports success. It returns a result, not a Response: the route answers a
 * refusal with `formFailure(result)` and a success with `formSuccess(intent, reply, data)`.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { config, type output } from "zod/mini";
import en from "zod/v4/locales/en.js";
import { cachePolicy } from "../platform/cache";
import { privateDefaults } from "../platform/config";
import { allowRequest } from "../platform/rate-limit.server";
import { isProduction } from "../platform/request-guard.server";
import { HONEYPOT_FIELD, INTENT_FIELD, type FormActionData, type FormSchema } from "./kit";
import { notifyNewLead } from "./leads-webhook.server";

// zod's English messages for rules that bring no message of their own (zod/mini sets none; in the
// browser, the classic zod that @conform-to/zod's coercion loads sets the same ones).
config(en());

export const MAX_BODY_BYTES = 64 * 1024;

export const FORM_MESSAGES = {
  unreadable: "We could not read that form. Please try again.",
  spam: "Your submission could not be accepted.",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  unavailable: "We could not save your details just now. Please try again in a few minutes.",
} as const;

const noStore = { "Cache-Control": cachePolicy.noStore };

/** An error answer for the form `intent` (never cached); `page` data for the page (e.g. a wizard step). */
export function formError<T = Record<string, unknown>>(
  intent: string,
  result: SubmissionResult<string[]>,
  status: number,
  page?: T,
) {
  return data<FormActionData<T> & { status: "error" }>(
    { intent, status: "error", result, data: page },
    { status, headers: noStore },
  );
}

/** The success answer for the form `intent` (never cached), with the data its success view shows. */
export function formSuccess<T = Record<string, unknown>>(intent: string, result: SubmissionResult<string[]>, page?: T) {
  return data<FormActionData<T> & { status: "success" }>(
    { intent, status: "success", result, data: page },
    { headers: noStore },
  );
}

/** A form-level message (no field errors): unreadable body, honeypot, unknown intent. */
export function formLevelError(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}

/** Why handleForm did not accept a post: the status, and the reply to show on the form. */
export interface FormFailure {
  ok: false;
  intent: string;
  status: 400 | 429 | 503;
  result: SubmissionResult<string[]>;
}

/** The refusal of a post whose body or intent this action cannot read. */
export function unreadableForm(intent: string): FormFailure {
  return { ok: false, intent, status: 400, result: formLevelError(FORM_MESSAGES.unreadable) };
}

/** The route's answer to a refused post; `data` for the page (e.g. the step to show). */
export function formFailure<T = Record<string, unknown>>(failure: FormFailure, data?: T) {
  return formError(failure.intent, failure.result, failure.status, data);
}

/** Reads form data; undefined when the body is missing, too big or not a form. */
export async function readFormData(request: Request): Promise<FormData | undefined> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return undefined;
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > MAX_BODY_BYTES) return undefined;
  try {
    const body = await readLimited(request.body, MAX_BODY_BYTES);
    if (!body) return undefined;
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    return undefined;
  }
}

/**
 * The body's bytes, counted while they stream in: a chunked body (no Content-Length) that
 * passes `max` is cancelled there instead of being read whole. Undefined when too big.
 */
export async function readLimited(body: ReadableStream<Uint8Array> | null, max: number) {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export class MissingSecretError extends Error {}

/** The salt for client hashes; the public default is refused in production. */
export function clientHashSalt(env: AppLoadContext["env"]): string {
  if (env.CLIENT_HASH_SALT) return env.CLIENT_HASH_SALT;
  if (isProduction(env)) throw new MissingSecretError("CLIENT_HASH_SALT is not set (ENVIRONMENT=production)");
  return privateDefaults.clientHashSalt;
}

export async function hashClient(context: AppLoadContext): Promise<string> {
  const salt = clientHashSalt(context.env);
  const data = new TextEncoder().encode(`${salt}:${context.clientAddress}`);
  const digest = await crypto.subtle.digest("SHA-256", data);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * C0/C1 control characters (tab, line feed and carriage return kept for multi-line
 * answers) and bidirectional overrides/isolates, which can disguise a lead's text in an
 * operator's export.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A copy of a payload with every string cleaned of UNSAFE_CHARS. */
export function stripUnsafeChars<T>(value: T): T {
  if (typeof value === "string") return value.replace(UNSAFE_CHARS, "") as T;
  if (Array.isArray(value)) return value.map((item: unknown) => stripUnsafeChars(item)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripUnsafeChars(v)])) as T;
  }
  return value;
}

export async function storeSubmission(
  context: AppLoadContext,
  entry: { kind: string; ref?: string | null; payload: unknown; clientHash: string; origin?: string },
) {
  const result = await context.env.DB.prepare(
    "INSERT INTO submissions (kind, ref, payload, client_hash) VALUES (?1, ?2, ?3, ?4)",
  )
    .bind(entry.kind, entry.ref ?? null, JSON.stringify(stripUnsafeChars(entry.payload)), entry.clientHash)
    .run();
  // Stored: now (in waitUntil, never failing the form) tell the operators' webhook, if any.
  notifyNewLead(context, { ...entry, id: Number(result.meta?.last_row_id ?? 0) });
}

/**
 * handleForm's outcome. Accepted: the parsed value (stored unless `store: false`). Refused: a
 * FormFailure the route answers with `formFailure(result)` (or reads, e.g. to pick a step).
 */
export type HandleResult<T> =
  { ok: true; intent: string; value: T; submission: Submission<T>; formData: FormData } | FormFailure;

interface HandleOptions<S extends FormSchema> {
  schema: S;
  /** Stored as submissions.kind; also the rate-limit bucket. */
  kind: string;
  /** The form's intent (for pages with several forms); defaults to kind. */
  intent?: string;
  ref?: string | null;
  /** Already-read form data (when the action dispatched on intent). */
  formData?: FormData;
  /** Validate only: do not store (the account screens store nothing). */
  store?: boolean;
  /** Shape of what is stored; defaults to the parsed value. */
  toPayload?: (value: output<S>) => unknown;
  /** Fields never echoed back in an error reply (passwords). */
  hideFields?: string[];
}

export async function handleForm<S extends FormSchema>(
  request: Request,
  context: AppLoadContext,
  options: HandleOptions<S>,
): Promise<HandleResult<output<S>>> {
  const intent = options.intent ?? options.kind;
  const { hideFields } = options;
  const formData = options.formData ?? (await readFormData(request));
  if (!formData) return unreadableForm(intent);
  // Every kit form sends the honeypot exactly once, empty: filled, repeated or missing is a bot.
  const honeypot = formData.getAll(HONEYPOT_FIELD);
  if (honeypot.length !== 1 || honeypot[0] !== "") {
    return { ok: false, intent, status: 400, result: formLevelError(FORM_MESSAGES.spam) };
  }
  const submission: Submission<output<S>> = parseWithZod(formData, { schema: options.schema });
  let clientHash: string;
  try {
    clientHash = await hashClient(context);
  } catch (error) {
    // A misconfigured deployment keeps the visitor's input and says so; it never stores.
    console.error("form refused", error instanceof Error ? error.message : error);
    return {
      ok: false,
      intent,
      status: 503,
      result: submission.reply({ formErrors: [FORM_MESSAGES.unavailable], hideFields }),
    };
  }
  if (!(await allowRequest(context.env, `${options.kind}:${clientHash}`))) {
    return {
      ok: false,
      intent,
      status: 429,
      result: submission.reply({ formErrors: [FORM_MESSAGES.rateLimited], hideFields }),
    };
  }
  if (submission.status !== "success") {
    return { ok: false, intent, status: 400, result: submission.reply({ hideFields }) };
  }
  if (options.store !== false) {
    try {
      await storeSubmission(context, {
        kind: options.kind,
        ref: options.ref,
        payload: options.toPayload ? options.toPayload(submission.value) : submission.value,
        clientHash,
        origin: new URL(request.url).origin,
      });
    } catch (error) {
      console.error("submission not stored", error instanceof Error ? error.message : error);
      return {
        ok: false,
        intent,
        status: 503,
        result: submission.reply({ formErrors: [FORM_MESSAGES.unavailable], hideFields }),
      };
    }
  }
  return { ok: true, intent, value: submission.value, submission, formData };
}

/** The form's intent field, for actions that serve several forms. */
export function getIntent(formData: FormData | undefined): string {
  return String(formData?.get(INTENT_FIELD) ?? "");
}
