-- Operators' imports of the published tables (`npm run db:import`, the console's "Official data"
-- page) record each table they load in data_sources: its year and the file it came from, beside
-- the publisher, title and the date it was imported. The console stages an upload in R2 (MEDIA,
-- keys under imports/) between its dry run and the confirmation, so no table is needed for that.
ALTER TABLE data_sources ADD COLUMN year INTEGER;
ALTER TABLE data_sources ADD COLUMN file TEXT NOT NULL DEFAULT '';
