-- An unknown ownership is stored as unknown: `colleges.ownership` is '' when no source publishes it
-- (pages say "Not published yet"), and the CHECK allows only public, private, deemed, autonomous or ''.
-- Until now such a row held the placeholder 'autonomous' with `ownership_known` = 0, so everything
-- that read `ownership` alone (the ownership filter, its counts, the facet copies) took it for
-- autonomous. `ownership_known` goes: '' is the one truth. Why '' and not NULL: docs/decisions/unknown-ownership.md.
--
-- SQLite changes a CHECK only by rebuilding the table. D1 applies a migration in one transaction with
-- foreign keys enforced, and DROP TABLE deletes the table's rows first, which runs every ON DELETE
-- CASCADE / SET NULL of the tables that reference colleges (courses, rankings, ratings, facets,
-- reviews, NIRF ranks, JoSAA programmes, proposals) even with deferred foreign keys. So the rebuild
-- first moves the old rows to ids no child references (their children then wait, deferred), drops
-- the table, creates it again and copies the rows back with their own ids, which the children
-- reference again before the transaction commits. No child row is touched.
-- Every trigger whose body names colleges is dropped first and created again, unchanged, after
-- the rows are back (the copy must not run them: the search indexes and facets already hold
-- these rows). Trigger bodies stay on one line (the harness splits statements at a `;` that ends
-- a line).
PRAGMA defer_foreign_keys = on;

DROP TRIGGER college_facets_fill;
DROP TRIGGER college_range_counts_insert;
DROP TRIGGER college_rankings_fill;
DROP TRIGGER colleges_ad;
DROP TRIGGER colleges_ai;
DROP TRIGGER colleges_au;
DROP TRIGGER colleges_facets_place;
DROP TRIGGER colleges_facets_pos_fees;
DROP TRIGGER colleges_facets_pos_name;
DROP TRIGGER colleges_facets_pos_rank;
DROP TRIGGER colleges_facets_pos_rating;
DROP TRIGGER colleges_fees_facets;
DROP TRIGGER colleges_range_facets;
DROP TRIGGER colleges_rankings_place;
DROP TRIGGER colleges_rating_facets;

CREATE TABLE colleges_rebuild AS SELECT * FROM colleges;
UPDATE colleges SET id = -1 - id;
DROP TABLE colleges;

CREATE TABLE colleges (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,               -- lowercase, stable (saved colleges and compare lists key on it)
  name TEXT NOT NULL,
  short_name TEXT NOT NULL DEFAULT '',
  aliases TEXT NOT NULL DEFAULT '',        -- extra search words, space-separated
  country TEXT NOT NULL DEFAULT 'india',   -- india, usa, canada, uk, australia, germany, ...
  state TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  -- '' = no source publishes it ("Not published yet"); never guessed, so it is also the default
  ownership TEXT NOT NULL DEFAULT '' CHECK (ownership IN ('public','private','deemed','autonomous','')),
  established INTEGER,
  approvals TEXT NOT NULL DEFAULT '',      -- comma-separated (AICTE, UGC, NAAC A++, ...)
  streams TEXT NOT NULL DEFAULT '',        -- comma-separated display list (also in college_facets)
  summary TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  logo TEXT NOT NULL DEFAULT '',           -- initials shown as the logo
  image TEXT NOT NULL DEFAULT '',
  rating REAL NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0,
  rank_best INTEGER NOT NULL DEFAULT 1000000,
  fees_min INTEGER NOT NULL DEFAULT 0,
  featured TEXT NOT NULL DEFAULT '',
  featured_order INTEGER NOT NULL DEFAULT 0,
  category TEXT NOT NULL DEFAULT '' CHECK (category IN ('','ambitious','moderate','safe')),
  world_rank INTEGER,
  acceptance TEXT NOT NULL DEFAULT '',
  students TEXT NOT NULL DEFAULT '',
  tuition TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '',           -- comma-separated
  requirements TEXT NOT NULL DEFAULT '',   -- JSON {gpa, ielts, gre, gmat}
  pos_rank INTEGER NOT NULL DEFAULT 0,
  pos_rating INTEGER NOT NULL DEFAULT 0,
  pos_fees INTEGER NOT NULL DEFAULT 0,
  pos_name INTEGER NOT NULL DEFAULT 0,
  is_sample INTEGER NOT NULL DEFAULT 1,    -- 1: illustrative figures (the page says so)
  row_hash TEXT NOT NULL DEFAULT '',       -- hash of the imported row: re-importing it changes nothing
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  review_stats TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL DEFAULT '',
  rank_label TEXT NOT NULL DEFAULT '',
  data_updated TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  logo_image TEXT NOT NULL DEFAULT '',
  image_credit TEXT NOT NULL DEFAULT '',
  brochure_text TEXT NOT NULL DEFAULT ''
);

INSERT INTO colleges (id, slug, name, short_name, aliases, country, state, city, ownership, established, approvals, streams, summary, website, logo, image, rating, rating_count, rank_best, fees_min, featured, featured_order, category, world_rank, acceptance, students, tuition, tags, requirements, pos_rank, pos_rating, pos_fees, pos_name, is_sample, row_hash, updated_at, review_stats, source, rank_label, data_updated, address, phone, email, logo_image, image_credit, brochure_text)
SELECT id, slug, name, short_name, aliases, country, state, city, CASE WHEN ownership_known = 0 THEN '' ELSE ownership END, established, approvals, streams, summary, website, logo, image, rating, rating_count, rank_best, fees_min, featured, featured_order, category, world_rank, acceptance, students, tuition, tags, requirements, pos_rank, pos_rating, pos_fees, pos_name, is_sample, row_hash, updated_at, review_stats, source, rank_label, data_updated, address, phone, email, logo_image, image_credit, brochure_text FROM colleges_rebuild;
DROP TABLE colleges_rebuild;

CREATE INDEX colleges_category ON colleges (category, world_rank) WHERE category <> '';
CREATE INDEX colleges_city ON colleges (city, rank_best);
CREATE INDEX colleges_city_fees ON colleges (city, fees_min);
CREATE INDEX colleges_city_name ON colleges (city, name);
CREATE INDEX colleges_city_own_fees ON colleges (city, ownership, pos_fees);
CREATE INDEX colleges_city_own_name ON colleges (city, ownership, pos_name);
CREATE INDEX colleges_city_own_rank ON colleges (city, ownership, pos_rank);
CREATE INDEX colleges_city_own_rating ON colleges (city, ownership, pos_rating);
CREATE INDEX colleges_city_pos_fees ON colleges (city, pos_fees);
CREATE INDEX colleges_city_pos_name ON colleges (city, pos_name);
CREATE INDEX colleges_city_pos_rank ON colleges (city, pos_rank);
CREATE INDEX colleges_city_pos_rating ON colleges (city, pos_rating);
CREATE INDEX colleges_city_rating ON colleges (city, rating DESC);
CREATE INDEX colleges_country ON colleges (country, rank_best);
CREATE INDEX colleges_featured ON colleges (featured, featured_order) WHERE featured <> '';
CREATE INDEX colleges_fees ON colleges (fees_min, id);
CREATE INDEX colleges_name ON colleges (name, id);
CREATE INDEX colleges_ownership ON colleges (ownership, rank_best);
CREATE INDEX colleges_ownership_fees ON colleges (ownership, fees_min);
CREATE INDEX colleges_ownership_name ON colleges (ownership, name);
CREATE INDEX colleges_ownership_pos_fees ON colleges (ownership, pos_fees);
CREATE INDEX colleges_ownership_pos_name ON colleges (ownership, pos_name);
CREATE INDEX colleges_ownership_pos_rank ON colleges (ownership, pos_rank);
CREATE INDEX colleges_ownership_pos_rating ON colleges (ownership, pos_rating);
CREATE INDEX colleges_ownership_rating ON colleges (ownership, rating DESC);
CREATE INDEX colleges_pos_fees ON colleges (pos_fees);
CREATE INDEX colleges_pos_name ON colleges (pos_name);
CREATE INDEX colleges_pos_rank ON colleges (pos_rank);
CREATE INDEX colleges_pos_rating ON colleges (pos_rating);
CREATE INDEX colleges_rank ON colleges (rank_best, id);
CREATE INDEX colleges_rating ON colleges (rating DESC, id);
CREATE INDEX colleges_source ON colleges (source) WHERE source <> '';
CREATE INDEX colleges_state ON colleges (state, rank_best);
CREATE INDEX colleges_state_fees ON colleges (state, fees_min);
CREATE INDEX colleges_state_name ON colleges (state, name);
CREATE INDEX colleges_state_own_fees ON colleges (state, ownership, pos_fees);
CREATE INDEX colleges_state_own_name ON colleges (state, ownership, pos_name);
CREATE INDEX colleges_state_own_rank ON colleges (state, ownership, pos_rank);
CREATE INDEX colleges_state_own_rating ON colleges (state, ownership, pos_rating);
CREATE INDEX colleges_state_pos_fees ON colleges (state, pos_fees);
CREATE INDEX colleges_state_pos_name ON colleges (state, pos_name);
CREATE INDEX colleges_state_pos_rank ON colleges (state, pos_rank);
CREATE INDEX colleges_state_pos_rating ON colleges (state, pos_rating);
CREATE INDEX colleges_state_rating ON colleges (state, rating DESC);

CREATE TRIGGER college_facets_fill AFTER INSERT ON college_facets BEGIN UPDATE college_facets SET state = c.state, city = c.city, ownership = c.ownership, pos_rank = c.pos_rank, pos_rating = c.pos_rating, pos_fees = c.pos_fees, pos_name = c.pos_name FROM colleges c WHERE c.id = NEW.college_id AND college_facets.kind = NEW.kind AND college_facets.value = NEW.value AND college_facets.college_id = NEW.college_id; END;
CREATE TRIGGER college_range_counts_insert AFTER INSERT ON college_facets WHEN NEW.kind IN ('fees', 'rating') BEGIN INSERT INTO college_counts (kind, value, n) SELECT k, v, 1 FROM (SELECT NEW.kind AS k, NEW.value AS v UNION ALL SELECT NEW.kind || '+state', NEW.value || '|' || c.state FROM colleges c WHERE c.id = NEW.college_id UNION ALL SELECT NEW.kind || '+city', NEW.value || '|' || c.city FROM colleges c WHERE c.id = NEW.college_id UNION ALL SELECT NEW.kind || '+ownership', NEW.value || '|' || c.ownership FROM colleges c WHERE c.id = NEW.college_id) WHERE true ON CONFLICT (kind, value) DO UPDATE SET n = n + 1; END;
CREATE TRIGGER college_rankings_fill AFTER INSERT ON college_rankings BEGIN UPDATE college_rankings SET state = c.state, name = c.name FROM colleges c WHERE c.id = NEW.college_id AND college_rankings.college_id = NEW.college_id AND college_rankings.agency = NEW.agency AND college_rankings.year = NEW.year AND college_rankings.category = NEW.category; END;
CREATE TRIGGER colleges_ad AFTER DELETE ON colleges BEGIN INSERT INTO colleges_fts (colleges_fts, rowid, name, short_name, city, aliases) VALUES ('delete', old.id, old.name, old.short_name, old.city, old.aliases); INSERT INTO colleges_tri (colleges_tri, rowid, name, short_name, aliases) VALUES ('delete', old.id, old.name, old.short_name, old.aliases); END;
CREATE TRIGGER colleges_ai AFTER INSERT ON colleges BEGIN INSERT INTO colleges_fts (rowid, name, short_name, city, aliases) VALUES (new.id, new.name, new.short_name, new.city, new.aliases); INSERT INTO colleges_tri (rowid, name, short_name, aliases) VALUES (new.id, new.name, new.short_name, new.aliases); END;
CREATE TRIGGER colleges_au AFTER UPDATE OF name, short_name, city, aliases ON colleges BEGIN INSERT INTO colleges_fts (colleges_fts, rowid, name, short_name, city, aliases) VALUES ('delete', old.id, old.name, old.short_name, old.city, old.aliases); INSERT INTO colleges_tri (colleges_tri, rowid, name, short_name, aliases) VALUES ('delete', old.id, old.name, old.short_name, old.aliases); INSERT INTO colleges_fts (rowid, name, short_name, city, aliases) VALUES (new.id, new.name, new.short_name, new.city, new.aliases); INSERT INTO colleges_tri (rowid, name, short_name, aliases) VALUES (new.id, new.name, new.short_name, new.aliases); END;
CREATE TRIGGER colleges_facets_place AFTER UPDATE OF state, city, ownership ON colleges WHEN OLD.state <> NEW.state OR OLD.city <> NEW.city OR OLD.ownership <> NEW.ownership BEGIN UPDATE college_facets SET state = NEW.state, city = NEW.city, ownership = NEW.ownership WHERE college_id = NEW.id; END;
CREATE TRIGGER colleges_facets_pos_fees AFTER UPDATE OF pos_fees ON colleges WHEN OLD.pos_fees <> NEW.pos_fees BEGIN UPDATE college_facets SET pos_fees = NEW.pos_fees WHERE college_id = NEW.id; END;
CREATE TRIGGER colleges_facets_pos_name AFTER UPDATE OF pos_name ON colleges WHEN OLD.pos_name <> NEW.pos_name BEGIN UPDATE college_facets SET pos_name = NEW.pos_name WHERE college_id = NEW.id; END;
CREATE TRIGGER colleges_facets_pos_rank AFTER UPDATE OF pos_rank ON colleges WHEN OLD.pos_rank <> NEW.pos_rank BEGIN UPDATE college_facets SET pos_rank = NEW.pos_rank WHERE college_id = NEW.id; END;
CREATE TRIGGER colleges_facets_pos_rating AFTER UPDATE OF pos_rating ON colleges WHEN OLD.pos_rating <> NEW.pos_rating BEGIN UPDATE college_facets SET pos_rating = NEW.pos_rating WHERE college_id = NEW.id; END;
CREATE TRIGGER colleges_fees_facets AFTER UPDATE OF fees_min ON colleges WHEN OLD.fees_min <> NEW.fees_min BEGIN DELETE FROM college_facets WHERE kind = 'fees' AND college_id = NEW.id; INSERT OR IGNORE INTO college_facets (kind, value, college_id) SELECT kind, value, NEW.id FROM college_ranges WHERE kind = 'fees' AND NEW.fees_min >= lo AND (hi IS NULL OR NEW.fees_min < hi); END;
CREATE TRIGGER colleges_range_facets AFTER INSERT ON colleges BEGIN INSERT OR IGNORE INTO college_facets (kind, value, college_id) SELECT kind, value, NEW.id FROM college_ranges WHERE (kind = 'fees' AND NEW.fees_min >= lo AND (hi IS NULL OR NEW.fees_min < hi)) OR (kind = 'rating' AND NEW.rating >= lo AND (hi IS NULL OR NEW.rating < hi)); END;
CREATE TRIGGER colleges_rankings_place AFTER UPDATE OF state, name ON colleges BEGIN UPDATE college_rankings SET state = NEW.state, name = NEW.name WHERE college_id = NEW.id AND (state <> NEW.state OR name <> NEW.name); END;
CREATE TRIGGER colleges_rating_facets AFTER UPDATE OF rating ON colleges WHEN OLD.rating <> NEW.rating BEGIN DELETE FROM college_facets WHERE kind = 'rating' AND college_id = NEW.id; INSERT OR IGNORE INTO college_facets (kind, value, college_id) SELECT kind, value, NEW.id FROM college_ranges WHERE kind = 'rating' AND NEW.rating >= lo AND (hi IS NULL OR NEW.rating < hi); END;

-- The facet rows' copy of the ownership, and the stored counts that group by it.
UPDATE college_facets SET ownership = c.ownership FROM colleges c WHERE c.id = college_facets.college_id AND college_facets.ownership <> c.ownership;
DELETE FROM college_counts WHERE kind = 'ownership' OR kind LIKE '%+ownership';
INSERT INTO college_counts (kind, value, n) SELECT 'ownership', ownership, count(*) FROM colleges GROUP BY ownership;
INSERT INTO college_counts (kind, value, n) SELECT f.kind || '+ownership', f.value || '|' || c.ownership, count(*) FROM college_facets f JOIN colleges c ON c.id = f.college_id GROUP BY f.kind, f.value, c.ownership;
INSERT INTO college_counts (kind, value, n) SELECT 'state+ownership', state || '|' || ownership, count(*) FROM colleges GROUP BY state, ownership;
INSERT INTO college_counts (kind, value, n) SELECT 'city+ownership', city || '|' || ownership, count(*) FROM colleges GROUP BY city, ownership;

-- "Fees: high to low" under a stream: the stream's highest published fee first, colleges without one
-- last (the mirror of pos_fees, where they are last too). Kept on `stream` facets by the importer's
-- recompute (app/lib/colleges/facet-order.ts); walked ascending through these stream-only indexes.
ALTER TABLE college_facets ADD COLUMN pos_fees_desc INTEGER NOT NULL DEFAULT 0;
CREATE INDEX college_facets_fees_desc ON college_facets (value, pos_fees_desc) WHERE kind = 'stream';
CREATE INDEX college_facets_state_fees_desc ON college_facets (value, state, pos_fees_desc) WHERE kind = 'stream';
CREATE INDEX college_facets_city_fees_desc ON college_facets (value, city, pos_fees_desc) WHERE kind = 'stream';
CREATE INDEX college_facets_ownership_fees_desc ON college_facets (value, ownership, pos_fees_desc) WHERE kind = 'stream';
UPDATE college_facets SET pos_fees_desc = p.n FROM (SELECT f.value, f.college_id, row_number() OVER (PARTITION BY f.value ORDER BY f.fees IS NULL, f.fees DESC, c.pos_fees DESC) AS n FROM college_facets f JOIN colleges c ON c.id = f.college_id WHERE f.kind = 'stream') AS p WHERE college_facets.kind = 'stream' AND college_facets.value = p.value AND college_facets.college_id = p.college_id;

PRAGMA defer_foreign_keys = off;
