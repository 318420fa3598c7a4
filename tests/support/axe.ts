/** axe-core (WCAG 2.2 AA) over the page as it is now: one line per failing node, "rule selector". */
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

export async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: unknown[] }> } }).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((r) => r.violations),
    AXE_TAGS,
  )) as Array<{ id: string; nodes: Array<{ target: string[] }> }>;
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(" ")}`));
}
