/**
 * Editions of the official lists the directory's colleges are matched to, and the date each copy was taken
 * (data/SOURCES.md): college pages and the console's data page name them.
 */
export const AICTE_EDITION = { year: "2025-26", taken: "2026-11-28" } as const;
export const UGC_EDITION = { taken: "2026-11-28" } as const;
