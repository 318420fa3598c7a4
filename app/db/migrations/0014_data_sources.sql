-- Where a college row's facts come from. `source` = 'official': the row is part of the shipped
-- directory built by `npm run data:build` from data/ (the published tables) and re-seeded by
-- `npm run db:local`; empty for a row an operator imported.
-- `rank_label` names the agency, year and category of `rank_best` (a rank is never shown
-- without them). `ownership_known` = 0: no source gives the ownership (pages say "not
-- published yet"). `data_updated`: the date the source tables were taken.
ALTER TABLE colleges ADD COLUMN source TEXT NOT NULL DEFAULT '';
ALTER TABLE colleges ADD COLUMN rank_label TEXT NOT NULL DEFAULT '';
ALTER TABLE colleges ADD COLUMN ownership_known INTEGER NOT NULL DEFAULT 1;
ALTER TABLE colleges ADD COLUMN data_updated TEXT NOT NULL DEFAULT '';
CREATE INDEX colleges_source ON colleges (source) WHERE source <> '';

-- The published tables a figure can cite: the footnotes name publisher, title and year.
CREATE TABLE data_sources (
  id TEXT PRIMARY KEY,                     -- nirf-2024, josaa-2024
  publisher TEXT NOT NULL,
  title TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  taken TEXT NOT NULL DEFAULT ''           -- the date the copy was taken (YYYY-MM-DD)
) WITHOUT ROWID;
