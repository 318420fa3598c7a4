-- What each institution ranked by NIRF submitted to NIRF for that year's India Rankings (its "data capturing
-- system" sheet): per programme level, the sanctioned intake, the students graduating in the minimum time, those
-- placed, their median salary and those going to higher studies, for the latest graduating year it reported.
-- These are the institution's own figures, published by NIRF; pages label them so. `college_id` is NULL for an
-- institution the directory does not list. Written by `npm run data:build` (app/db/cli/nirf-build.ts).
CREATE TABLE nirf_placements (
  nirf_id TEXT NOT NULL,                   -- the id of the table the submission was filed for (IR-E-U-0456)
  category TEXT NOT NULL,                  -- that table's NIRF category (Engineering)
  year INTEGER NOT NULL,                   -- the India Rankings edition (2024)
  level TEXT NOT NULL,                     -- programme level as published: "UG [4 Years Program(s)]"
  college_id INTEGER REFERENCES colleges(id) ON DELETE SET NULL,
  intake INTEGER,                          -- sanctioned (approved) intake, the latest academic year reported
  intake_year TEXT NOT NULL DEFAULT '',    -- that academic year (2022-23)
  graduation_year TEXT NOT NULL DEFAULT '',-- the graduating academic year of the figures below (2022-23)
  graduating INTEGER,
  placed INTEGER,
  median_salary INTEGER,                   -- INR per year, as submitted (0 = none reported)
  higher_studies INTEGER,
  PRIMARY KEY (nirf_id, year, level)
) WITHOUT ROWID;
CREATE INDEX nirf_placements_college ON nirf_placements (college_id, year);
