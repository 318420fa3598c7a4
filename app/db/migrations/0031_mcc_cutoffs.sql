-- MCC (Medical Counselling Committee) NEET-UG All India Quota opening and closing ranks: one row per institute,
-- course (MBBS, BDS), year, round, quota (MCC's own: "All India", "Open Seat Quota") and category, as the data
-- build takes them from data/mcc (data/SOURCES.md). The opening and closing ranks are the first and the last All
-- India Rank MCC allotted a seat to. A row that matches no college keeps college_id NULL.
CREATE TABLE mcc_cutoffs (
  college_id INTEGER REFERENCES colleges (id) ON DELETE SET NULL,
  institute TEXT NOT NULL,                 -- MCC's institute name as published
  state TEXT NOT NULL DEFAULT '',
  institute_type TEXT NOT NULL DEFAULT '', -- INI, CENTRAL, GOVERNMENT, ESIC, PRIVATE
  course TEXT NOT NULL,
  year INTEGER NOT NULL,
  round INTEGER NOT NULL,
  quota TEXT NOT NULL,
  category TEXT NOT NULL,
  opening_rank INTEGER,
  closing_rank INTEGER,
  allotted INTEGER,                        -- seats allotted in the round (rows the ranks were read from)
  nmc_seats INTEGER,                       -- the National Medical Commission's MBBS seats for the year
  source TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (institute, course, year, round, quota, category)
) WITHOUT ROWID;
-- A college's cut-off page; the predictor and the exam page walk one course, year, round and category by closing rank.
CREATE INDEX mcc_cutoffs_college ON mcc_cutoffs (college_id, year, round);
CREATE INDEX mcc_cutoffs_predict ON mcc_cutoffs (course, year, round, category, closing_rank);
