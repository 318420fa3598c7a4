/**
 * TEST FIXTURE — which shipped experts take calls on the test servers. Every shipped expert is Offline (no hours);
 * an operator makes one available by setting its hours in the console, which publishes a `catalogue_overrides`
 * row (kind 'experts', field 'hours'). These statements write the same rows, as published by the test operator.
 */

/** Experts set "Available" (hours mode online) by the fixture; the others stay Offline, as shipped. */
export const AVAILABLE_EXPERT_IDS = [2, 3, 4, 5, 6] as const;
/** The one expert left Offline (Ananya Iyer): no times offered, a counsellor's call instead. */
export const OFFLINE_EXPERT_ID = 1;

/** The console's published override making each of `ids` available at any time. */
export function availableExpertStatements(ids: readonly number[] = AVAILABLE_EXPERT_IDS): string[] {
  return ids.map(
    (id) =>
      `INSERT OR REPLACE INTO catalogue_overrides (kind, item_key, field, value, updated_by, published_by, published_at)
       VALUES ('experts', '${id}', 'hours', '{"mode":"online"}', 'ops@example.in', 'ops@example.in', '2026-11-28T00:00:00.000Z')`,
  );
}
