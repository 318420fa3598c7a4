/**
 * The mail queue's consumer: a small Worker next to the Pages project (Pages Functions cannot consume
 * a queue). Each message only says "mail may be due"; the rows are in D1's mail_outbox, written by the
 * request that queued them. Delivery, leases and retries: app/lib/accounts/mailer.server.ts.
 */
import { consumeMailKicks, type MailKick } from "../../app/lib/accounts/mailer.server";
import type { Env } from "../../app/lib/platform/config";

export default {
  async queue(batch, env) {
    // One run serves every kick of the batch (each only says "look at the outbox").
    await consumeMailKicks(env);
    batch.ackAll();
  },
} satisfies ExportedHandler<Env, MailKick>;
