-- College directory: colleges, their courses, rankings and aggregate ratings,
-- a facet table for the multi-valued filters, and two FTS5 indexes kept in sync by triggers.
-- Every filter and sort of /colleges has an index (checked with EXPLAIN QUERY PLAN in
-- tests/integration/colleges-db.test.ts). Trigger bodies stay on one line: the migration
-- splitter of the test harness ends a statement at a `;` that closes a line.

CREATE TABLE colleges (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,               -- lowercase, stable (saved colleges and compare lists key on it)
  name TEXT NOT NULL,
  short_name TEXT NOT NULL DEFAULT '',
  aliases TEXT NOT NULL DEFAULT '',        -- extra search words, space-separated
  country TEXT NOT NULL DEFAULT 'india',   -- india, usa, canada, uk, australia, germany, ...
  state TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  ownership TEXT NOT NULL DEFAULT 'private' CHECK (ownership IN ('public','private','deemed','autonomous')),
  established INTEGER,
  approvals TEXT NOT NULL DEFAULT '',      -- comma-separated (AICTE, UGC, NAAC A++, ...)
  streams TEXT NOT NULL DEFAULT '',        -- comma-separated display list (also in college_facets)
  summary TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  logo TEXT NOT NULL DEFAULT '',           -- initials shown as the logo
  image TEXT NOT NULL DEFAULT '',
  -- aggregate rating (0 = no ratings yet)
  rating REAL NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0,
  -- denormalised sort keys (kept by the importer): best rank of the latest year, lowest total fees in INR
  rank_best INTEGER NOT NULL DEFAULT 1000000,
  fees_min INTEGER NOT NULL DEFAULT 0,
  -- home page placement: 'universities' or 'colleges' carousel, in featured_order
  featured TEXT NOT NULL DEFAULT '',
  featured_order INTEGER NOT NULL DEFAULT 0,
  -- course finder fields (international colleges)
  category TEXT NOT NULL DEFAULT '' CHECK (category IN ('','ambitious','moderate','safe')),
  world_rank INTEGER,
  acceptance TEXT NOT NULL DEFAULT '',
  students TEXT NOT NULL DEFAULT '',
  tuition TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '',           -- comma-separated
  requirements TEXT NOT NULL DEFAULT '',   -- JSON {gpa, ielts, gre, gmat}
  -- 1-based position of the college in each unfiltered sort (kept by the importer): page N of an
  -- unfiltered list reads its 20 rows by position instead of skipping (N-1)*20 rows
  pos_rank INTEGER NOT NULL DEFAULT 0,
  pos_rating INTEGER NOT NULL DEFAULT 0,
  pos_fees INTEGER NOT NULL DEFAULT 0,
  pos_name INTEGER NOT NULL DEFAULT 0,
  is_sample INTEGER NOT NULL DEFAULT 1,    -- 1: illustrative figures (the page says so)
  row_hash TEXT NOT NULL DEFAULT '',       -- hash of the imported row: re-importing it changes nothing
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX colleges_rank ON colleges (rank_best, id);
CREATE INDEX colleges_rating ON colleges (rating DESC, id);
CREATE INDEX colleges_fees ON colleges (fees_min, id);
CREATE INDEX colleges_name ON colleges (name, id);
-- One index per (column filter, sort): a filtered, sorted page reads its 20 rows in order.
CREATE INDEX colleges_state ON colleges (state, rank_best);
CREATE INDEX colleges_state_rating ON colleges (state, rating DESC);
CREATE INDEX colleges_state_fees ON colleges (state, fees_min);
CREATE INDEX colleges_state_name ON colleges (state, name);
CREATE INDEX colleges_city ON colleges (city, rank_best);
CREATE INDEX colleges_city_rating ON colleges (city, rating DESC);
CREATE INDEX colleges_city_fees ON colleges (city, fees_min);
CREATE INDEX colleges_city_name ON colleges (city, name);
CREATE INDEX colleges_ownership ON colleges (ownership, rank_best);
CREATE INDEX colleges_ownership_rating ON colleges (ownership, rating DESC);
CREATE INDEX colleges_ownership_fees ON colleges (ownership, fees_min);
CREATE INDEX colleges_ownership_name ON colleges (ownership, name);
CREATE INDEX colleges_country ON colleges (country, rank_best);
CREATE INDEX colleges_pos_rank ON colleges (pos_rank);
CREATE INDEX colleges_pos_rating ON colleges (pos_rating);
CREATE INDEX colleges_pos_fees ON colleges (pos_fees);
CREATE INDEX colleges_pos_name ON colleges (pos_name);
CREATE INDEX colleges_featured ON colleges (featured, featured_order) WHERE featured <> '';
CREATE INDEX colleges_category ON colleges (category, world_rank) WHERE category <> '';

CREATE TABLE college_courses (
  id INTEGER PRIMARY KEY,
  college_id INTEGER NOT NULL REFERENCES colleges (id) ON DELETE CASCADE,
  name TEXT NOT NULL,                      -- B.Tech Computer Science
  degree TEXT NOT NULL,                    -- B.Tech (the course filter)
  stream TEXT NOT NULL,                    -- Engineering
  level TEXT NOT NULL,                     -- UG, PG, Diploma, Doctorate
  duration_years REAL NOT NULL,
  fees INTEGER NOT NULL,                   -- total fees in `currency`
  currency TEXT NOT NULL DEFAULT 'INR',
  fees_inr INTEGER NOT NULL,               -- the same in INR (filters and sorts)
  seats INTEGER,
  exams TEXT NOT NULL DEFAULT ''           -- comma-separated (JEE Main, CAT, ...)
);
CREATE INDEX college_courses_college ON college_courses (college_id);

CREATE TABLE college_rankings (
  college_id INTEGER NOT NULL REFERENCES colleges (id) ON DELETE CASCADE,
  agency TEXT NOT NULL,                    -- indiatoday, the-week, nirf, outlook, iirf, toi, nirf-innovation, qs
  year INTEGER NOT NULL,
  category TEXT NOT NULL DEFAULT 'Overall',
  rank INTEGER NOT NULL,
  PRIMARY KEY (college_id, agency, year, category)
) WITHOUT ROWID;
CREATE INDEX college_rankings_table ON college_rankings (agency, year, rank);

CREATE TABLE college_ratings (
  college_id INTEGER NOT NULL REFERENCES colleges (id) ON DELETE CASCADE,
  aspect TEXT NOT NULL,                    -- Academics, Faculty, Placements, Infrastructure, Campus life
  score REAL NOT NULL,
  PRIMARY KEY (college_id, aspect)
) WITHOUT ROWID;

-- One row per (filter kind, value, college): stream, course, exam, agency. Filters on these
-- read only the matching colleges' ids.
CREATE TABLE college_facets (
  kind TEXT NOT NULL,
  value TEXT NOT NULL,
  college_id INTEGER NOT NULL REFERENCES colleges (id) ON DELETE CASCADE,
  PRIMARY KEY (kind, value, college_id)
) WITHOUT ROWID;
CREATE INDEX college_facets_college ON college_facets (college_id);

-- Word and prefix search ("iit bomb") and a trigram index for typos ("manipl").
CREATE VIRTUAL TABLE colleges_fts USING fts5 (name, short_name, city, aliases, content = 'colleges', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4');
CREATE VIRTUAL TABLE colleges_tri USING fts5 (name, short_name, aliases, content = 'colleges', content_rowid = 'id', tokenize = 'trigram');

CREATE TRIGGER colleges_ai AFTER INSERT ON colleges BEGIN INSERT INTO colleges_fts (rowid, name, short_name, city, aliases) VALUES (new.id, new.name, new.short_name, new.city, new.aliases); INSERT INTO colleges_tri (rowid, name, short_name, aliases) VALUES (new.id, new.name, new.short_name, new.aliases); END;
CREATE TRIGGER colleges_ad AFTER DELETE ON colleges BEGIN INSERT INTO colleges_fts (colleges_fts, rowid, name, short_name, city, aliases) VALUES ('delete', old.id, old.name, old.short_name, old.city, old.aliases); INSERT INTO colleges_tri (colleges_tri, rowid, name, short_name, aliases) VALUES ('delete', old.id, old.name, old.short_name, old.aliases); END;
CREATE TRIGGER colleges_au AFTER UPDATE OF name, short_name, city, aliases ON colleges BEGIN INSERT INTO colleges_fts (colleges_fts, rowid, name, short_name, city, aliases) VALUES ('delete', old.id, old.name, old.short_name, old.city, old.aliases); INSERT INTO colleges_tri (colleges_tri, rowid, name, short_name, aliases) VALUES ('delete', old.id, old.name, old.short_name, old.aliases); INSERT INTO colleges_fts (rowid, name, short_name, city, aliases) VALUES (new.id, new.name, new.short_name, new.city, new.aliases); INSERT INTO colleges_tri (rowid, name, short_name, aliases) VALUES (new.id, new.name, new.short_name, new.aliases); END;

-- Row counts per facet value and in total, kept by the importer: the result count of an
-- unfiltered or single-filter view reads one row instead of every match.
CREATE TABLE college_counts (
  kind TEXT NOT NULL,                      -- 'all', or a filter kind
  value TEXT NOT NULL DEFAULT '',
  n INTEGER NOT NULL,
  PRIMARY KEY (kind, value)
) WITHOUT ROWID;
