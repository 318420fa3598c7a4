/**
 * `mailto:` links for the contact and advertising forms: an address, an
 * optional subject and a body of one `Label: value` line per field. Subject and body are
 * percent-encoded (encodeURIComponent, plus !'()*), so every character a visitor can type — spaces,
 * line breaks, &, ?, #, +, %, = and any Unicode — survives the trip to the mail program.
 */
export type MailField = readonly [label: string, value: string | null | undefined];

/** RFC 6068: line breaks in a mailto body are CRLF. */
const LINE_BREAK = "\r\n";

/** The body text: one `Label: value` line per field, in order (empty values keep their line). */
export function mailBody(fields: readonly MailField[]): string {
  return fields.map(([label, value]) => `${label}: ${value ?? ""}`).join(LINE_BREAK);
}

/** encodeURIComponent, plus the sub-delimiters it leaves alone (RFC 3986 strict). */
export function encodeMailtoPart(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function buildMailto(to: string, options: { subject?: string; fields?: readonly MailField[] } = {}): string {
  // The address is a site setting, not visitor input; keep its "@" readable, encode the rest.
  const address = to.trim().split("@").map(encodeMailtoPart).join("@");
  const params: string[] = [];
  if (options.subject) params.push(`subject=${encodeMailtoPart(options.subject)}`);
  if (options.fields?.length) params.push(`body=${encodeMailtoPart(mailBody(options.fields))}`);
  return `mailto:${address}${params.length ? `?${params.join("&")}` : ""}`;
}

/** What a mail form's action adds to its success answer (lib/forms/mail-form.server.ts). */
export interface MailSentData {
  mailto: string;
}
