-- Cost flat as content grows, part 2: every page request reads a bounded number of
-- D1 rows however many colleges and leads there are.
-- (Trigger bodies stay on one line: tests/support/sql.ts splits statements at line ends.)

-- 1. Home ranking table: one agency's ranking of one year in one state, in rank order, from one
-- index (no walk over the other states' ranks, no temporary sort). The college's state and name
-- are copied onto its ranking rows, kept by triggers.
ALTER TABLE college_rankings ADD COLUMN state TEXT NOT NULL DEFAULT '';
ALTER TABLE college_rankings ADD COLUMN name TEXT NOT NULL DEFAULT '';
UPDATE college_rankings SET state = c.state, name = c.name FROM colleges c WHERE c.id = college_rankings.college_id;
CREATE INDEX college_rankings_state ON college_rankings (agency, year, state, rank, name);
CREATE TRIGGER college_rankings_fill AFTER INSERT ON college_rankings BEGIN UPDATE college_rankings SET state = c.state, name = c.name FROM colleges c WHERE c.id = NEW.college_id AND college_rankings.college_id = NEW.college_id AND college_rankings.agency = NEW.agency AND college_rankings.year = NEW.year AND college_rankings.category = NEW.category; END;
CREATE TRIGGER colleges_rankings_place AFTER UPDATE OF state, name ON colleges BEGIN UPDATE college_rankings SET state = NEW.state, name = NEW.name WHERE college_id = NEW.id AND (state <> NEW.state OR name <> NEW.name); END;

-- 2. College directory filters. The fee ranges and rating thresholds become facets (one row per
-- college and range it falls in, kept by triggers from fees_min and rating), and every facet row
-- carries its college's place (state, city, ownership) and position in each sort. A facet alone
-- or with one place filter then reads exactly one page of its (facet[, place], position) index,
-- and its count is one stored row (college_counts: the importer counts facets and facet + place).
CREATE TABLE college_ranges (
  kind TEXT NOT NULL,                      -- fees (INR, fees_min) or rating
  value TEXT NOT NULL,                     -- the filter's value (app/lib/colleges/model.ts)
  lo REAL NOT NULL,
  hi REAL,                                 -- exclusive; NULL: no upper bound
  PRIMARY KEY (kind, value)
) WITHOUT ROWID;
INSERT INTO college_ranges (kind, value, lo, hi) VALUES ('fees', '0-100000', 0, 100000), ('fees', '100000-500000', 100000, 500000), ('fees', '500000-1000000', 500000, 1000000), ('fees', '1000000-2500000', 1000000, 2500000), ('fees', '2500000-', 2500000, NULL), ('rating', '4.5', 4.5, NULL), ('rating', '4', 4, NULL), ('rating', '3.5', 3.5, NULL), ('rating', '3', 3, NULL);

ALTER TABLE college_facets ADD COLUMN state TEXT NOT NULL DEFAULT '';
ALTER TABLE college_facets ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE college_facets ADD COLUMN ownership TEXT NOT NULL DEFAULT '';
ALTER TABLE college_facets ADD COLUMN pos_rank INTEGER NOT NULL DEFAULT 0;
ALTER TABLE college_facets ADD COLUMN pos_rating INTEGER NOT NULL DEFAULT 0;
ALTER TABLE college_facets ADD COLUMN pos_fees INTEGER NOT NULL DEFAULT 0;
ALTER TABLE college_facets ADD COLUMN pos_name INTEGER NOT NULL DEFAULT 0;

INSERT OR IGNORE INTO college_facets (kind, value, college_id) SELECT r.kind, r.value, c.id FROM colleges c JOIN college_ranges r ON r.kind = 'fees' AND c.fees_min >= r.lo AND (r.hi IS NULL OR c.fees_min < r.hi);
INSERT OR IGNORE INTO college_facets (kind, value, college_id) SELECT r.kind, r.value, c.id FROM colleges c JOIN college_ranges r ON r.kind = 'rating' AND c.rating >= r.lo AND (r.hi IS NULL OR c.rating < r.hi);
UPDATE college_facets SET state = c.state, city = c.city, ownership = c.ownership, pos_rank = c.pos_rank, pos_rating = c.pos_rating, pos_fees = c.pos_fees, pos_name = c.pos_name FROM colleges c WHERE c.id = college_facets.college_id;

CREATE INDEX college_facets_rank ON college_facets (kind, value, pos_rank);
CREATE INDEX college_facets_rating ON college_facets (kind, value, pos_rating);
CREATE INDEX college_facets_fees ON college_facets (kind, value, pos_fees);
CREATE INDEX college_facets_name ON college_facets (kind, value, pos_name);
CREATE INDEX college_facets_state_rank ON college_facets (kind, value, state, pos_rank);
CREATE INDEX college_facets_state_rating ON college_facets (kind, value, state, pos_rating);
CREATE INDEX college_facets_state_fees ON college_facets (kind, value, state, pos_fees);
CREATE INDEX college_facets_state_name ON college_facets (kind, value, state, pos_name);
CREATE INDEX college_facets_city_rank ON college_facets (kind, value, city, pos_rank);
CREATE INDEX college_facets_city_rating ON college_facets (kind, value, city, pos_rating);
CREATE INDEX college_facets_city_fees ON college_facets (kind, value, city, pos_fees);
CREATE INDEX college_facets_city_name ON college_facets (kind, value, city, pos_name);
CREATE INDEX college_facets_ownership_rank ON college_facets (kind, value, ownership, pos_rank);
CREATE INDEX college_facets_ownership_rating ON college_facets (kind, value, ownership, pos_rating);
CREATE INDEX college_facets_ownership_fees ON college_facets (kind, value, ownership, pos_fees);
CREATE INDEX college_facets_ownership_name ON college_facets (kind, value, ownership, pos_name);

-- A place with ownership (state or city + public/private/…): the same positions on colleges.
CREATE INDEX colleges_state_own_rank ON colleges (state, ownership, pos_rank);
CREATE INDEX colleges_state_own_rating ON colleges (state, ownership, pos_rating);
CREATE INDEX colleges_state_own_fees ON colleges (state, ownership, pos_fees);
CREATE INDEX colleges_state_own_name ON colleges (state, ownership, pos_name);
CREATE INDEX colleges_city_own_rank ON colleges (city, ownership, pos_rank);
CREATE INDEX colleges_city_own_rating ON colleges (city, ownership, pos_rating);
CREATE INDEX colleges_city_own_fees ON colleges (city, ownership, pos_fees);
CREATE INDEX colleges_city_own_name ON colleges (city, ownership, pos_name);

-- A new facet row takes its college's place and positions; a college's changes follow to its rows
-- (one trigger per column group: an UPDATE rewrites only the indexes of the columns it sets).
CREATE TRIGGER college_facets_fill AFTER INSERT ON college_facets BEGIN UPDATE college_facets SET state = c.state, city = c.city, ownership = c.ownership, pos_rank = c.pos_rank, pos_rating = c.pos_rating, pos_fees = c.pos_fees, pos_name = c.pos_name FROM colleges c WHERE c.id = NEW.college_id AND college_facets.kind = NEW.kind AND college_facets.value = NEW.value AND college_facets.college_id = NEW.college_id; END;
CREATE TRIGGER colleges_facets_place AFTER UPDATE OF state, city, ownership ON colleges WHEN OLD.state <> NEW.state OR OLD.city <> NEW.city OR OLD.ownership <> NEW.ownership BEGIN UPDATE college_facets SET state = NEW.state, city = NEW.city, ownership = NEW.ownership WHERE college_id = NEW.id; END;
CREATE TRIGGER colleges_facets_pos_rank AFTER UPDATE OF pos_rank ON colleges WHEN OLD.pos_rank <> NEW.pos_rank BEGIN UPDATE college_facets SET pos_rank = NEW.pos_rank WHERE college_id = NEW.id; END;
CREATE TRIGGER colleges_facets_pos_rating AFTER UPDATE OF pos_rating ON colleges WHEN OLD.pos_rating <> NEW.pos_rating BEGIN UPDATE college_facets SET pos_rating = NEW.pos_rating WHERE college_id = NEW.id; END;
CREATE TRIGGER colleges_facets_pos_fees AFTER UPDATE OF pos_fees ON colleges WHEN OLD.pos_fees <> NEW.pos_fees BEGIN UPDATE college_facets SET pos_fees = NEW.pos_fees WHERE college_id = NEW.id; END;
CREATE TRIGGER colleges_facets_pos_name AFTER UPDATE OF pos_name ON colleges WHEN OLD.pos_name <> NEW.pos_name BEGIN UPDATE college_facets SET pos_name = NEW.pos_name WHERE college_id = NEW.id; END;

-- The fee range and rating facets follow fees_min and rating (imports; reviews change ratings).
CREATE TRIGGER colleges_range_facets AFTER INSERT ON colleges BEGIN INSERT OR IGNORE INTO college_facets (kind, value, college_id) SELECT kind, value, NEW.id FROM college_ranges WHERE (kind = 'fees' AND NEW.fees_min >= lo AND (hi IS NULL OR NEW.fees_min < hi)) OR (kind = 'rating' AND NEW.rating >= lo AND (hi IS NULL OR NEW.rating < hi)); END;
CREATE TRIGGER colleges_fees_facets AFTER UPDATE OF fees_min ON colleges WHEN OLD.fees_min <> NEW.fees_min BEGIN DELETE FROM college_facets WHERE kind = 'fees' AND college_id = NEW.id; INSERT OR IGNORE INTO college_facets (kind, value, college_id) SELECT kind, value, NEW.id FROM college_ranges WHERE kind = 'fees' AND NEW.fees_min >= lo AND (hi IS NULL OR NEW.fees_min < hi); END;
CREATE TRIGGER colleges_rating_facets AFTER UPDATE OF rating ON colleges WHEN OLD.rating <> NEW.rating BEGIN DELETE FROM college_facets WHERE kind = 'rating' AND college_id = NEW.id; INSERT OR IGNORE INTO college_facets (kind, value, college_id) SELECT kind, value, NEW.id FROM college_ranges WHERE kind = 'rating' AND NEW.rating >= lo AND (hi IS NULL OR NEW.rating < hi); END;

-- The stored counts of range facets follow them between imports (a review moves a college in or
-- out of "4.0 and above"); the importer recounts everything after each import.
CREATE TRIGGER college_range_counts_insert AFTER INSERT ON college_facets WHEN NEW.kind IN ('fees', 'rating') BEGIN INSERT INTO college_counts (kind, value, n) SELECT k, v, 1 FROM (SELECT NEW.kind AS k, NEW.value AS v UNION ALL SELECT NEW.kind || '+state', NEW.value || '|' || c.state FROM colleges c WHERE c.id = NEW.college_id UNION ALL SELECT NEW.kind || '+city', NEW.value || '|' || c.city FROM colleges c WHERE c.id = NEW.college_id UNION ALL SELECT NEW.kind || '+ownership', NEW.value || '|' || c.ownership FROM colleges c WHERE c.id = NEW.college_id) WHERE true ON CONFLICT (kind, value) DO UPDATE SET n = n + 1; END;
CREATE TRIGGER college_range_counts_delete AFTER DELETE ON college_facets WHEN OLD.kind IN ('fees', 'rating') BEGIN UPDATE college_counts SET n = n - 1 WHERE (kind, value) IN (VALUES (OLD.kind, OLD.value), (OLD.kind || '+state', OLD.value || '|' || OLD.state), (OLD.kind || '+city', OLD.value || '|' || OLD.city), (OLD.kind || '+ownership', OLD.value || '|' || OLD.ownership)); END;

-- Counts of the new facets and of state + city (the importer recomputes these with the others).
INSERT OR REPLACE INTO college_counts (kind, value, n) SELECT kind, value, count(*) FROM college_facets WHERE kind IN ('fees', 'rating') GROUP BY kind, value;
INSERT OR REPLACE INTO college_counts (kind, value, n) SELECT f.kind || '+' || p.col, f.value || '|' || CASE p.col WHEN 'state' THEN f.state WHEN 'city' THEN f.city ELSE f.ownership END, count(*) FROM college_facets f JOIN (SELECT 'state' AS col UNION ALL SELECT 'city' UNION ALL SELECT 'ownership') p WHERE f.kind IN ('fees', 'rating') GROUP BY 1, 2;
INSERT OR REPLACE INTO college_counts (kind, value, n) SELECT 'state+city', state || '|' || city, count(*) FROM colleges GROUP BY state, city;

-- 3. Leads inbox counts for a date range: per kind, the running total of leads per status up to
-- each IST day (one row per kind and day with leads). A range's counts are two rows per kind
-- (the last day <= to, minus the last day before from), not one row per day, ref and status.
CREATE TABLE lead_running (
  kind TEXT NOT NULL,
  day TEXT NOT NULL,
  n_new INTEGER NOT NULL DEFAULT 0,
  n_contacted INTEGER NOT NULL DEFAULT 0,
  n_qualified INTEGER NOT NULL DEFAULT 0,
  n_won INTEGER NOT NULL DEFAULT 0,
  n_lost INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, day)
) WITHOUT ROWID;
INSERT INTO lead_running (kind, day, n_new, n_contacted, n_qualified, n_won, n_lost) SELECT kind, day, sum(sum(CASE WHEN status = 'new' THEN n ELSE 0 END)) OVER w, sum(sum(CASE WHEN status = 'contacted' THEN n ELSE 0 END)) OVER w, sum(sum(CASE WHEN status = 'qualified' THEN n ELSE 0 END)) OVER w, sum(sum(CASE WHEN status = 'won' THEN n ELSE 0 END)) OVER w, sum(sum(CASE WHEN status = 'lost' THEN n ELSE 0 END)) OVER w FROM lead_counts GROUP BY kind, day WINDOW w AS (PARTITION BY kind ORDER BY day);
-- New leads are today's: the insert touches one row. A status change of an older lead updates
-- its kind's rows from its day on (at most one per day since).
CREATE TRIGGER lead_running_insert AFTER INSERT ON submissions BEGIN INSERT OR IGNORE INTO lead_running (kind, day, n_new, n_contacted, n_qualified, n_won, n_lost) SELECT NEW.kind, date(NEW.created_at, '+330 minutes'), coalesce(p.n_new, 0), coalesce(p.n_contacted, 0), coalesce(p.n_qualified, 0), coalesce(p.n_won, 0), coalesce(p.n_lost, 0) FROM (SELECT 1) LEFT JOIN (SELECT * FROM lead_running WHERE kind = NEW.kind AND day < date(NEW.created_at, '+330 minutes') ORDER BY day DESC LIMIT 1) p; UPDATE lead_running SET n_new = n_new + (NEW.status = 'new'), n_contacted = n_contacted + (NEW.status = 'contacted'), n_qualified = n_qualified + (NEW.status = 'qualified'), n_won = n_won + (NEW.status = 'won'), n_lost = n_lost + (NEW.status = 'lost') WHERE kind = NEW.kind AND day >= date(NEW.created_at, '+330 minutes'); END;
CREATE TRIGGER lead_running_status AFTER UPDATE OF status ON submissions WHEN OLD.status <> NEW.status BEGIN UPDATE lead_running SET n_new = n_new - (OLD.status = 'new') + (NEW.status = 'new'), n_contacted = n_contacted - (OLD.status = 'contacted') + (NEW.status = 'contacted'), n_qualified = n_qualified - (OLD.status = 'qualified') + (NEW.status = 'qualified'), n_won = n_won - (OLD.status = 'won') + (NEW.status = 'won'), n_lost = n_lost - (OLD.status = 'lost') + (NEW.status = 'lost') WHERE kind = NEW.kind AND day >= date(NEW.created_at, '+330 minutes'); END;
CREATE TRIGGER lead_running_delete AFTER DELETE ON submissions BEGIN UPDATE lead_running SET n_new = n_new - (OLD.status = 'new'), n_contacted = n_contacted - (OLD.status = 'contacted'), n_qualified = n_qualified - (OLD.status = 'qualified'), n_won = n_won - (OLD.status = 'won'), n_lost = n_lost - (OLD.status = 'lost') WHERE kind = OLD.kind AND day >= date(OLD.created_at, '+330 minutes'); END;

-- A ref's counts for a date range (brochure leads of one college): that ref's days only.
CREATE INDEX lead_counts_ref ON lead_counts (ref, day);

-- The inbox's "repeat of #id" (an earlier lead from the same phone within 24 h), found once when
-- the lead is stored instead of per page view (50 phone lookups a page); each phone's leads
-- since a time through (lead_phone, created_at), not all of them.
CREATE INDEX submissions_phone_created ON submissions (lead_phone, created_at);
ALTER TABLE submissions ADD COLUMN repeat_of INTEGER;
UPDATE submissions SET repeat_of = (SELECT o.id FROM submissions o WHERE o.lead_phone = submissions.lead_phone AND o.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', submissions.created_at, '-1 day') AND o.created_at <= strftime('%Y-%m-%dT%H:%M:%fZ', submissions.created_at, '+1 day') AND o.id < submissions.id ORDER BY o.id LIMIT 1) WHERE lead_phone IS NOT NULL;
CREATE TRIGGER submissions_repeat AFTER INSERT ON submissions WHEN NEW.lead_phone IS NOT NULL BEGIN UPDATE submissions SET repeat_of = (SELECT o.id FROM submissions o WHERE o.lead_phone = NEW.lead_phone AND o.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', NEW.created_at, '-1 day') AND o.created_at <= strftime('%Y-%m-%dT%H:%M:%fZ', NEW.created_at, '+1 day') AND o.id < NEW.id ORDER BY o.id LIMIT 1) WHERE id = NEW.id; END;
