/**
 * The brochure e-mail: a link to the college's brochure page (/colleges/{slug}/brochure, generated
 * from the directory's data: overview, courses and fees, rankings, ratings, website), queued in
 * the mail outbox (accounts/mailer.server.ts). The page tells the student it will be sent only
 * when the e-mail is queued.
 */
import { sendMail } from "~/lib/accounts/mailer.server";
import type { Env } from "~/lib/config";
import { getSettings, siteUrl } from "~/lib/config";

export function brochurePath(slug: string): string {
  return `/colleges/${slug}/brochure`;
}

/** Queues the brochure e-mail; false when the recipient's hourly mail limit is reached (nothing queued). */
export async function queueBrochure(
  env: Env,
  request: { to: string; name: string; college: { slug: string; name: string; website: string } },
): Promise<boolean> {
  const site = getSettings(env).siteName;
  const link = `${siteUrl(env)}${brochurePath(request.college.slug)}`;
  const apply = request.college.website
    ? `Applications are made on the college's official website: ${request.college.website}\n\n`
    : "";
  return sendMail(env, {
    to: request.to,
    subject: `Brochure: ${request.college.name}`,
    text:
      `Hello ${request.name},\n\n` +
      `Here is the brochure of ${request.college.name} you asked for on ${site}:\n${link}\n\n` +
      `It lists the courses and fees, rankings and ratings we hold for the college; ` +
      `open it and use your browser's Print command to save it as a PDF.\n\n` +
      apply +
      `You received this e-mail because this address was entered in the brochure form on ${site}. ` +
      `If that was not you, you can ignore it.`,
  });
}
