/**
 * The server half of the form kit. Every action calls `handleForm`, which:
 *  1. reads the body safely (wrong content type / unreadable body → 400),
 *  2. rejects bots that fill the honeypot (400, nothing stored),
 *  3. rate-limits per hashed client and form (429),
 *  4. validates with the same zod schema the client uses (400 + field errors, input kept),
 *  5. stores the validated payload in D1 (`submissions`) — failure → 503, input kept,
 * and only then reports success.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type * as z from "zod";
import { cachePolicy } from "./cache";
import { privateDefaults } from "./config";
import { HONEYPOT_FIELD, INTENT_FIELD } from "./form-kit";
import { notifyNewLead } from "./leads-webhook.server";
import { allowRequest } from "./rate-limit.server";

export const MAX_BODY_BYTES = 64 * 1024;

export const FORM_MESSAGES = {
  unreadable: "We could not read that form. Please try again.",
  spam: "Your submission could not be accepted.",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  unavailable: "We could not save your details just now. Please try again in a few minutes.",
} as const;

export interface FormActionData {
  intent: string;
  status: "error" | "success";
  result: SubmissionResult<string[]>;
  /** Extra data for the success view (e.g. the stored values a page echoes). */
  data?: Record<string, unknown>;
}

const noStore = { "Cache-Control": cachePolicy.noStore };

export function formError(intent: string, result: SubmissionResult<string[]>, status: number) {
  return json<FormActionData>({ intent, status: "error", result }, { status, headers: noStore });
}

export function formSuccess(intent: string, result: SubmissionResult<string[]>, data?: Record<string, unknown>) {
  return json<FormActionData>({ intent, status: "success", result, data }, { headers: noStore });
}

function formLevelError(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}

/** Reads form data; undefined when the body is missing, too big or not a form. */
export async function readFormData(request: Request): Promise<FormData | undefined> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return undefined;
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > MAX_BODY_BYTES) return undefined;
  try {
    const body = await request.arrayBuffer();
    if (body.byteLength > MAX_BODY_BYTES) return undefined;
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    return undefined;
  }
}

export async function hashClient(context: AppLoadContext): Promise<string> {
  const salt = context.env.CLIENT_HASH_SALT || privateDefaults.clientHashSalt;
  const data = new TextEncoder().encode(`${salt}:${context.clientAddress}`);
  const digest = await crypto.subtle.digest("SHA-256", data);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function storeSubmission(
  context: AppLoadContext,
  entry: { kind: string; ref?: string | null; payload: unknown; clientHash: string; origin?: string },
) {
  const result = await context.env.DB.prepare(
    "INSERT INTO submissions (kind, ref, payload, client_hash) VALUES (?1, ?2, ?3, ?4)",
  )
    .bind(entry.kind, entry.ref ?? null, JSON.stringify(entry.payload), entry.clientHash)
    .run();
  // Stored: now (in waitUntil, never failing the form) tell the operators' webhook, if any.
  notifyNewLead(context, { ...entry, id: Number(result.meta?.last_row_id ?? 0) });
}

type HandleResult<T> =
  { ok: true; value: T; submission: Submission<T>; formData: FormData } | { ok: false; response: Response };

interface HandleOptions<S extends z.ZodType> {
  schema: S;
  /** Stored as submissions.kind; also the rate-limit bucket. */
  kind: string;
  /** The form's intent (for pages with several forms); defaults to kind. */
  intent?: string;
  ref?: string | null;
  /** Already-read form data (when the action dispatched on intent). */
  formData?: FormData;
  /** Validate only: do not store (the spec's account screens store nothing). */
  store?: boolean;
  /** Shape of what is stored; defaults to the parsed value. */
  toPayload?: (value: z.output<S>) => unknown;
  /** Fields never echoed back in an error reply (passwords). */
  hideFields?: string[];
}

export async function handleForm<S extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  options: HandleOptions<S>,
): Promise<HandleResult<z.output<S>>> {
  const intent = options.intent ?? options.kind;
  const { hideFields } = options;
  const formData = options.formData ?? (await readFormData(request));
  if (!formData) {
    return { ok: false, response: formError(intent, formLevelError(FORM_MESSAGES.unreadable), 400) };
  }
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") {
    return { ok: false, response: formError(intent, formLevelError(FORM_MESSAGES.spam), 400) };
  }
  const submission = parseWithZod(formData, { schema: options.schema });
  const clientHash = await hashClient(context);
  if (!(await allowRequest(context.env, `${options.kind}:${clientHash}`))) {
    return {
      ok: false,
      response: formError(intent, submission.reply({ formErrors: [FORM_MESSAGES.rateLimited], hideFields }), 429),
    };
  }
  if (submission.status !== "success") {
    return { ok: false, response: formError(intent, submission.reply({ hideFields }), 400) };
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
        response: formError(intent, submission.reply({ formErrors: [FORM_MESSAGES.unavailable], hideFields }), 503),
      };
    }
  }
  return { ok: true, value: submission.value, submission, formData };
}

/** The form's intent field, for actions that serve several forms. */
export function getIntent(formData: FormData | undefined): string {
  return String(formData?.get(INTENT_FIELD) ?? "");
}
