import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");
export const MIGRATIONS_DIR = join(ROOT, "app/db/migrations");
export const SEED_FILE = join(ROOT, "app/db/seed.sql");
/** The sample college directory, seeded after the content. */
export const SAMPLE_COLLEGES_FILE = join(ROOT, "app/db/sample/colleges.sql");
/** The finder's universities abroad and their sourced figures, seeded after the directory. */
export const ABROAD_FILE = join(ROOT, "app/db/sample/abroad.sql");

/** Splits a SQL file into statements: each ends with `;` at the end of a line. */
export function splitSql(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) =>
      s
        .split("\n")
        .filter((line) => !line.trim().startsWith("--"))
        .join("\n")
        .trim(),
    )
    .filter(Boolean);
}

export function migrationStatements(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .flatMap((f) => splitSql(readFileSync(join(MIGRATIONS_DIR, f), "utf8")));
}

/** The seed; `abroad: false` leaves out the universities abroad (a schema from before their table). */
export function seedStatements({ abroad = true }: { abroad?: boolean } = {}): string[] {
  return [
    ...splitSql(readFileSync(SEED_FILE, "utf8")),
    ...splitSql(readFileSync(SAMPLE_COLLEGES_FILE, "utf8")),
    ...(abroad ? splitSql(readFileSync(ABROAD_FILE, "utf8")) : []),
  ];
}
