-- CSAB (Central Seat Allocation Board) special-round opening and closing ranks: CSAB's own counselling after JoSAA,
-- filling the NIT+ seats (NITs, IIITs, GFTIs) left vacant after JoSAA's last round. One row per institute,
-- programme, year, round, quota (CSAB's own, spelt out: "Home State", "Other State", "All India", "DASA-CIWG", ...),
-- seat type and gender, as the data build takes them from data/csab (data/SOURCES.md). A row whose programme JoSAA
-- does not list keeps program_id NULL, and one whose institute matches no college keeps college_id NULL (both are
-- listed in the build report).
CREATE TABLE csab_cutoffs (
  college_id INTEGER REFERENCES colleges (id) ON DELETE SET NULL,
  program_id INTEGER REFERENCES josaa_programs (id) ON DELETE SET NULL,
  institute TEXT NOT NULL,                 -- CSAB's institute name as published
  institute_type TEXT NOT NULL DEFAULT '', -- NIT, IIIT, GFTI
  program TEXT NOT NULL,                   -- CSAB's programme name as published
  year INTEGER NOT NULL,
  round TEXT NOT NULL,                     -- the round as named, e.g. "Special round 3 (the last)"
  quota TEXT NOT NULL,
  seat_type TEXT NOT NULL,
  gender TEXT NOT NULL,
  opening_rank INTEGER,
  closing_rank INTEGER,
  source TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (institute, program, year, round, quota, seat_type, gender)
) WITHOUT ROWID;
-- A college's cut-off page reads its rows by college.
CREATE INDEX csab_cutoffs_college ON csab_cutoffs (college_id, year);
