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

-- The directory's "Median salary" sort: each college's headline median salary (the first programme level, UG before
-- PG, of the submission its page shows, with placed graduates and a salary; written by the build) and its stored
-- position (highest first, colleges without one after them in their ranking order), on colleges and on their facet
-- rows, with the same indexes every other sort has (place, ownership, facet), so a page stays one indexed walk.
CREATE TABLE college_salary (
  college_id INTEGER PRIMARY KEY REFERENCES colleges(id) ON DELETE CASCADE,
  median_salary INTEGER NOT NULL,
  level TEXT NOT NULL,
  graduation_year TEXT NOT NULL DEFAULT '',
  year INTEGER NOT NULL,
  category TEXT NOT NULL
);
ALTER TABLE colleges ADD COLUMN pos_salary INTEGER NOT NULL DEFAULT 0;
ALTER TABLE college_facets ADD COLUMN pos_salary INTEGER NOT NULL DEFAULT 0;
CREATE INDEX colleges_pos_salary ON colleges (pos_salary);
CREATE INDEX colleges_state_pos_salary ON colleges (state, pos_salary);
CREATE INDEX colleges_city_pos_salary ON colleges (city, pos_salary);
CREATE INDEX colleges_ownership_pos_salary ON colleges (ownership, pos_salary);
CREATE INDEX colleges_state_own_salary ON colleges (state, ownership, pos_salary);
CREATE INDEX colleges_city_own_salary ON colleges (city, ownership, pos_salary);
CREATE INDEX college_facets_salary ON college_facets (kind, value, pos_salary);
CREATE INDEX college_facets_state_salary ON college_facets (kind, value, state, pos_salary);
CREATE INDEX college_facets_city_salary ON college_facets (kind, value, city, pos_salary);
CREATE INDEX college_facets_ownership_salary ON college_facets (kind, value, ownership, pos_salary);
CREATE TRIGGER college_facets_fill_salary AFTER INSERT ON college_facets BEGIN UPDATE college_facets SET pos_salary = (SELECT c.pos_salary FROM colleges c WHERE c.id = NEW.college_id) WHERE kind = NEW.kind AND value = NEW.value AND college_id = NEW.college_id; END;
CREATE TRIGGER colleges_facets_pos_salary AFTER UPDATE OF pos_salary ON colleges WHEN OLD.pos_salary <> NEW.pos_salary BEGIN UPDATE college_facets SET pos_salary = NEW.pos_salary WHERE college_id = NEW.id; END;
