-- Official tables, kept as published: NIRF ranks (Ministry of Education) and JoSAA opening and closing
-- ranks. Rows are loaded by `npm run data:build` + the seed, or by `npm run db:import` from the published
-- tables; a row that matches no college keeps college_id NULL and is listed by the build, never dropped.

-- NIRF: one row per institute, category and year. `rank` is NULL where NIRF publishes only a band
-- (e.g. "101-150", kept in rank_band). Parameter scores are NIRF's own five (TLR, RPC, GO, OI, Perception).
CREATE TABLE nirf_ranks (
  category TEXT NOT NULL,                  -- Overall, University, College, Research, Engineering, Management, ...
  year INTEGER NOT NULL,
  nirf_id TEXT NOT NULL,                   -- NIRF institute id, e.g. IR-E-U-0456
  college_id INTEGER REFERENCES colleges (id) ON DELETE SET NULL,
  name TEXT NOT NULL,                      -- the name as NIRF publishes it
  city TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  rank INTEGER,
  rank_band TEXT NOT NULL DEFAULT '',
  score REAL,
  tlr REAL,
  rpc REAL,
  go REAL,
  oi REAL,
  perception REAL,
  source TEXT NOT NULL DEFAULT '',         -- where the table was taken from (data/SOURCES.md names each file)
  PRIMARY KEY (category, year, nirf_id)
) WITHOUT ROWID;
CREATE INDEX nirf_ranks_list ON nirf_ranks (category, year, rank);
CREATE INDEX nirf_ranks_college ON nirf_ranks (college_id, category, year);

-- JoSAA programmes: one row per institute and programme as JoSAA lists it.
CREATE TABLE josaa_programs (
  id INTEGER PRIMARY KEY,
  college_id INTEGER REFERENCES colleges (id) ON DELETE SET NULL,
  institute TEXT NOT NULL,                 -- JoSAA's institute name
  institute_type TEXT NOT NULL CHECK (institute_type IN ('IIT','NIT','IIIT','GFTI')),
  state TEXT NOT NULL DEFAULT '',          -- the institute's state (home-state quota)
  program TEXT NOT NULL,                   -- JoSAA's programme name as published
  branch TEXT NOT NULL DEFAULT '',         -- e.g. Computer Science and Engineering
  degree TEXT NOT NULL DEFAULT '',         -- e.g. B.Tech, B.Arch, Dual Degree (B.Tech + M.Tech)
  duration_years INTEGER,
  UNIQUE (institute, program)
);
CREATE INDEX josaa_programs_college ON josaa_programs (college_id, branch);
CREATE INDEX josaa_programs_type ON josaa_programs (institute_type, state, branch);

-- JoSAA opening and closing ranks per programme, year, round, quota (AI, HS, OS, GO, JK, LA), seat type
-- (OPEN, EWS, OBC-NCL, SC, ST and their "(PwD)" variants) and gender ('Gender-Neutral' or
-- 'Female-only (including Supernumerary)'). A preparatory-course rank ("123P") keeps its number with
-- the *_prep flag set.
CREATE TABLE josaa_cutoffs (
  program_id INTEGER NOT NULL REFERENCES josaa_programs (id) ON DELETE CASCADE,
  year INTEGER NOT NULL,
  round INTEGER NOT NULL,
  quota TEXT NOT NULL,
  seat_type TEXT NOT NULL,
  gender TEXT NOT NULL,
  opening_rank INTEGER,
  closing_rank INTEGER,
  opening_prep INTEGER NOT NULL DEFAULT 0,
  closing_prep INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (program_id, year, round, quota, seat_type, gender)
) WITHOUT ROWID;
-- The predictor reads one year and round for one seat type and gender, by closing rank.
CREATE INDEX josaa_cutoffs_predict ON josaa_cutoffs (year, round, seat_type, gender, quota, closing_rank);

-- Which (year, last round) pairs are held, so pages and the predictor know the latest without scanning.
CREATE TABLE josaa_rounds (
  year INTEGER NOT NULL,
  round INTEGER NOT NULL,
  PRIMARY KEY (year, round)
) WITHOUT ROWID;
