-- Indexes no query needs.
--
-- nirf_ranks_list (category, year, rank): /rankings reads one category and year by the primary key's prefix
-- (category, year, nirf_id) and orders by the chosen column with ranks held first ("rank IS NULL, rank, name"),
-- which no index holds; the import reads by the same prefix. The index only cost writes.
DROP INDEX IF EXISTS nirf_ranks_list;
