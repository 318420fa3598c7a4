-- The claims console: each business claim also holds the date its source was checked (yyyy-mm-dd) and whether the
-- site shows it (hidden = 1: kept as set, shown nowhere), so an operator hides a claim without deleting it.
ALTER TABLE business_claims ADD COLUMN checked_on TEXT NOT NULL DEFAULT '';
ALTER TABLE business_claims ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
