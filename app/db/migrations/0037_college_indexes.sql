-- Indexes on colleges that no query needs. Every other index on colleges and college_facets is named by a walk
-- (INDEXED BY in app/lib/colleges/scan.ts), picked by the planner for a directory, sitemap, finder, home, console
-- or import statement, or kept for the foreign key and the triggers that write college_facets by college_id.
--
-- colleges_rank (rank_best, id): no statement filters or orders by rank_best; the rank sort reads pos_rank.
DROP INDEX IF EXISTS colleges_rank;
-- colleges_state (state, rank_best): a state filter walks (state, pos_*) or (state, ownership, pos_*); the state
-- lookups of the MCC import use any of those by their first column.
DROP INDEX IF EXISTS colleges_state;
-- colleges_city (city, rank_best): a city filter walks (city, pos_*) or (city, ownership, pos_*).
DROP INDEX IF EXISTS colleges_city;
-- colleges_ownership (ownership, rank_best): an ownership filter walks (ownership, pos_*).
DROP INDEX IF EXISTS colleges_ownership;
-- colleges_source (source) WHERE source <> '': the import's clean-up reads "is_sample = 1 OR source = 'official'",
-- which no single index answers (the planner scans the table once), and nothing else reads by source.
DROP INDEX IF EXISTS colleges_source;
