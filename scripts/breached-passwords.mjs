/**
 * Rebuilds app/lib/accounts/breached/list.ts from a most-common-first password list (one a line):
 * the first 100 000 lines, lower-cased, those of 8 to 128 characters without spaces (the policy
 * refuses shorter ones anyway), sorted, gzip-compressed and base64-encoded.
 *   node scripts/breached-passwords.mjs path/to/10-million-password-list-top-1000000.txt
 */
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const source = process.argv[2];
if (!source) throw new Error("usage: node scripts/breached-passwords.mjs LIST.txt");
const TOP = 100_000;
const entries = new Set();
for (const line of readFileSync(source, "utf8").split("\n").slice(0, TOP)) {
  const password = line.trim().toLowerCase();
  if (password.length >= 8 && password.length <= 128 && !/\s/.test(password)) entries.add(password);
}
const gz = gzipSync([...entries].sort().join("\n"), { level: 9 }).toString("base64");
writeFileSync(
  new URL("../app/lib/accounts/breached/list.ts", import.meta.url),
  `/** ${entries.size} common breached passwords, gzip + base64 (see README.md beside this file; rebuilt by scripts/breached-passwords.mjs). */\n` +
    `export const BREACHED_PASSWORDS_GZ = "${gz}";\n`,
);
console.log(`${entries.size} passwords, ${gz.length} base64 characters`);
