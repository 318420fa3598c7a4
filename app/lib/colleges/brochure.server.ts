/**
 * The brochure e-mail: the college's facts as held (place, rankings with their agency and year,
 * courses) and a link to the brochure page (/colleges/{slug}/brochure, generated from the
 * directory's data and naming its sources, printable as a PDF), queued in the mail outbox
 * (accounts/mailer.server.ts). It says whether the student asked for a call: no one calls
 * otherwise. The page tells the student it will be sent only when the e-mail is queued.
 */
import { sendMail } from "~/lib/accounts/mailer.server";
import type { CollegeDetail } from "~/lib/colleges/types";
import type { Env } from "~/lib/platform/config";
import { getSettings, siteUrl } from "~/lib/platform/config";

export function brochurePath(slug: string): string {
  return `/colleges/${slug}/brochure`;
}

/** The brochure's facts as plain text lines (the e-mail's body): only what the directory holds, with its source. */
export function brochureFacts(detail: CollegeDetail): string[] {
  const { college, courses, rankings } = detail;
  const lines: string[] = [];
  const where = [college.city, college.state, college.country].filter(Boolean).join(", ");
  if (where) lines.push(`Location: ${where}`);
  if (college.established) lines.push(`Established: ${college.established}`);
  for (const r of rankings.slice(0, 5)) lines.push(`${r.agency} ${r.year} ${r.category}: rank ${r.rank}`);
  if (courses.length) {
    const names = courses.slice(0, 8).map((c) => c.name);
    lines.push(`Courses (${courses.length}): ${names.join(", ")}${courses.length > names.length ? ", …" : ""}`);
  } else {
    lines.push("Courses: not published yet");
  }
  if (college.source === "official") {
    lines.push(
      `Source: the published official tables (NIRF, JoSAA)${college.data_updated ? `, taken ${college.data_updated}` : ""}`,
    );
  }
  return lines;
}

/** Queues the brochure e-mail; false when the recipient's hourly mail limit is reached (nothing queued). */
export async function queueBrochure(
  env: Env,
  request: { to: string; name: string; call: boolean; detail: CollegeDetail },
): Promise<boolean> {
  const site = getSettings(env).siteName;
  const college = request.detail.college;
  const link = `${siteUrl(env)}${brochurePath(college.slug)}`;
  const apply = college.website
    ? `Applications are made on the college's official website: ${college.website}\n\n`
    : "";
  const call = request.call
    ? "You asked for a call: a counsellor will call you on the number you gave.\n\n"
    : "You did not ask for a call, so no one will call you.\n\n";
  return sendMail(env, {
    to: request.to,
    subject: `Brochure: ${college.name}`,
    text:
      `Hello ${request.name},\n\n` +
      `Here is the brochure of ${college.name} you asked for on ${site}.\n\n` +
      `${brochureFacts(request.detail).join("\n")}\n\n` +
      `The full brochure (courses and fees, rankings, ratings and their sources):\n${link}\n` +
      `Open it and use your browser's Print command to save it as a PDF.\n\n` +
      apply +
      call +
      `You received this e-mail because this address was entered in the brochure form on ${site}. ` +
      `If that was not you, you can ignore it.`,
  });
}
