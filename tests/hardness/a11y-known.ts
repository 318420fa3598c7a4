/**
 * Accessibility violations found by tests/browser/a11y.test.ts in pages owned by other
 * issues, reported to their owners. The test tolerates exactly these (route + rule) and
 * fails on anything new; delete an entry once its page is fixed (the test prints stale ones).
 */
export const KNOWN_A11Y_VIOLATIONS: ReadonlyArray<{ route: string; rule: string; where: string }> = [];

export function isKnown(route: string, rule: string): boolean {
  return KNOWN_A11Y_VIOLATIONS.some((k) => k.route === route && k.rule === rule);
}
