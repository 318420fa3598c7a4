/** JoSAA rounds held and the date each copy was taken, written by `npm run data:build` (data/SOURCES.md). */
export const JOSAA_TAKEN: Readonly<Record<string, string>> = {
  "2025 6": "2026-11-28",
  "2025 5": "2026-11-29",
  "2024 5": "2026-11-27",
  "2024 4": "2026-11-27",
  "2024 3": "2026-11-27",
  "2024 2": "2026-11-27",
  "2024 1": "2026-11-27",
  "2023 6": "2026-11-27",
  "2022 6": "2026-11-27",
  "2021 6": "2026-11-27",
  "2020 6": "2026-11-27",
  "2019 7": "2026-11-27",
};
