/**
 * TEST FIXTURE — two verified students, each with one unread notice, for the header bell's journeys (the browser
 * servers' D1; tests/browser/notices.test.ts). One is read with JavaScript on, the other without, so neither
 * journey depends on the other's order.
 */
import { hashPassword } from "../../app/lib/accounts/crypto.server";

export const NOTICE_PASSWORD = "Saathi-Kite42";
export const NOTICE_TEXT = "Your booking with the counsellor was confirmed.";
export const NOTICE_STUDENTS = {
  js: { email: "bell-js@example.in", name: "Bela Menon" },
  nojs: { email: "bell-nojs@example.in", name: "Nikhil Bose" },
} as const;

/** The students (password NOTICE_PASSWORD, e-mail verified) and one unread notice each, linking to /connect. */
export async function noticeStatements(): Promise<string[]> {
  const hash = await hashPassword(NOTICE_PASSWORD);
  const now = Date.now();
  return Object.values(NOTICE_STUDENTS).flatMap((s) => [
    `INSERT OR IGNORE INTO users (email, name, password_hash, verified_at, created_at) VALUES ('${s.email}', '${s.name}', '${hash}', ${now}, ${now})`,
    `INSERT INTO notices (user_id, text, link) SELECT id, '${NOTICE_TEXT}', '/connect' FROM users WHERE email = '${s.email}'`,
  ]);
}
