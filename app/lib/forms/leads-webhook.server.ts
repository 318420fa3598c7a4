/**
 * New-lead notification: after a submission is stored, it is posted to the optional
 * `LEADS_WEBHOOK_URL` as Slack-compatible JSON (`{ text }`), in `waitUntil` so the visitor
 * never waits for it, with bounded retries. A failing webhook is logged (without personal
 * data) and never fails the form: the lead is already in D1.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { siteUrl } from "../platform/config";

export const WEBHOOK_ATTEMPTS = 3;
export const WEBHOOK_TIMEOUT_MS = 5000;
const BACKOFF_MS = [0, 500, 2000];

export interface NewLead {
  id: number;
  kind: string;
  ref?: string | null;
  payload: unknown;
  /** Site origin for the link to the lead in the console (the canonical SITE_URL, never the request's Host). */
  origin?: string;
}

function nameOf(payload: unknown): string | undefined {
  if (!payload || typeof payload !== "object") return undefined;
  const p = payload as Record<string, unknown>;
  const info = p.personalInfo as Record<string, unknown> | undefined;
  const name = p.name ?? p.fullName ?? info?.fullName ?? [p.firstName, p.lastName].filter(Boolean).join(" ");
  return typeof name === "string" && name.trim() ? name.trim().slice(0, 80) : undefined;
}

/**
 * Visitor text made inert in the chat: Slack's control characters are escaped as its docs require
 * (`&` → `&amp;`, `<` → `&lt;`, `>` → `&gt;`, so `<!channel>` and `<url|label>` are plain text), and
 * the plain-text mentions other chats honour (@channel, @here, @everyone, @all) get a word joiner
 * after the `@`, so they ping no one.
 */
export function chatText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/@(?=(channel|here|everyone|all)\b)/gi, "@\u2060");
}

export function webhookMessage(lead: NewLead): { text: string } {
  const what = chatText(`${lead.kind}${lead.ref ? ` (${lead.ref})` : ""}`);
  const rawName = nameOf(lead.payload);
  const who = rawName ? chatText(rawName) : undefined;
  const link = lead.origin ? ` <${lead.origin}/admin/leads/${lead.id}|Open lead #${lead.id}>` : ` Lead #${lead.id}.`;
  return { text: `New lead: ${what}${who ? ` from ${who}` : ""}.${link}` };
}

async function post(url: string, body: string, fetcher: typeof fetch): Promise<void> {
  let last = "";
  for (let attempt = 0; attempt < WEBHOOK_ATTEMPTS; attempt++) {
    if (BACKOFF_MS[attempt]) await new Promise((r) => setTimeout(r, BACKOFF_MS[attempt]));
    try {
      const res = await fetcher(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
      // A client error will not get better by retrying (except rate limiting).
      if (res.status < 500 && res.status !== 429) break;
    } catch (error) {
      last = error instanceof Error ? error.name : "error";
    }
  }
  console.error(`leads webhook failed after retries (${last})`);
}

/** Schedules the notification; returns at once. */
export function notifyNewLead(context: AppLoadContext, lead: NewLead, fetcher: typeof fetch = fetch) {
  const url = context.env.LEADS_WEBHOOK_URL;
  if (!url || !/^https?:\/\//.test(url)) return;
  const message = webhookMessage({ ...lead, origin: siteUrl(context.env) });
  context.waitUntil(post(url, JSON.stringify(message), fetcher).catch(() => undefined));
}
