/**
 * `npm run db:import` refuses a file it cannot read before it opens any database: exit code 2 and
 * the reason (the same messages as the console's /admin/data).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "../../lib/official/import-form";
import { ImportFileError } from "../../lib/official/import-plan";
import { readImportFile } from "./read-import-file";

const dir = mkdtempSync(join(tmpdir(), "db-import-"));
const file = (name: string, bytes: Uint8Array | string) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

const refusal = (path: string, max?: number) => {
  try {
    readImportFile(path, max);
    return "";
  } catch (error) {
    return error instanceof ImportFileError ? error.message : `crash: ${String(error)}`;
  }
};

describe("db:import refuses a file it cannot read", () => {
  it("says why: markup, a workbook, Latin-1 text, UTF-16, too large, missing", () => {
    expect(refusal(file("engineering-2025.csv", SVG))).toBe(IMPORT_MESSAGES.markup);
    expect(refusal(file("colleges.xlsx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])))).toBe(
      IMPORT_MESSAGES.workbook,
    );
    const latin1 = new Uint8Array([...new TextEncoder().encode("Institute,Quota\n"), 0xe9, 0x0a]);
    expect(refusal(file("orcr-2025-round1.csv", latin1))).toBe(IMPORT_MESSAGES.notText);
    expect(refusal(file("utf16.csv", new Uint8Array([0xff, 0xfe, 0x41, 0x00])))).toBe(IMPORT_MESSAGES.utf16);
    expect(refusal(file("big.csv", "a,b\n".repeat(1000)), 1024)).toBe("The file must be 0 MB or smaller: split it.");
    expect(refusal(join(dir, "absent.csv"))).toBe("The file cannot be read (ENOENT).");
    expect(readImportFile(file("ok.csv", "\uFEFFslug,name\n"))).toBe("slug,name\n");
  });

  it("the command exits 2 with the reason, before it opens a database", async () => {
    const path = file("svg.csv", SVG);
    const run = await new Promise<{ code: number | null; stderr: string }>((done) => {
      execFile(
        "npx",
        [
          "vite-node",
          "--config",
          "vitest.config.ts",
          "app/db/cli/import.ts",
          "--",
          path,
          "--kind",
          "nirf",
          "--dry-run",
        ],
        { cwd: process.cwd(), timeout: 60_000 },
        (error, _stdout, stderr) => done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr }),
      );
    });
    expect(run).toEqual({ code: 2, stderr: expect.stringContaining(IMPORT_MESSAGES.markup) as string });
  }, 60_000);
});
