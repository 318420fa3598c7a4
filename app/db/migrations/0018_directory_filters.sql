-- The directory's NIRF filter and category orders, and a predictor whose reads stay flat.
-- (Statements stay on one line each: the test harness splits at a `;` that ends a line.)

-- 1. College directory. `nirf` facets (a NIRF category, and `{category}|{top}` for its rank ranges, in the latest
-- year held for that category), the stream's lowest published fee on `stream` facets, and on `nirf` and `stream`
-- facets the positions of that category's rank and that stream's fees. Kept by the importer's recompute
-- (app/lib/colleges/facet-order.ts); computed here once for the rows already held.
ALTER TABLE college_facets ADD COLUMN fees INTEGER;
WITH y AS (SELECT max(year) AS year FROM college_rankings WHERE agency = 'nirf' AND category = 'Overall') UPDATE colleges SET pos_rank = p.n FROM (SELECT c.id, row_number() OVER (ORDER BY coalesce(r.rank, 1000000), c.name, c.id) AS n FROM colleges c LEFT JOIN college_rankings r ON r.college_id = c.id AND r.agency = 'nirf' AND r.category = 'Overall' AND r.year = (SELECT year FROM y)) AS p WHERE p.id = colleges.id AND colleges.pos_rank <> p.n;
DELETE FROM college_facets WHERE kind = 'nirf' AND (value, college_id) NOT IN (SELECT value, college_id FROM (SELECT 'nirf' AS kind, CASE WHEN t.column1 = 0 THEN r.category ELSE r.category || '|' || t.column1 END AS value, r.college_id FROM college_rankings r JOIN (SELECT category, max(year) AS year FROM college_rankings WHERE agency = 'nirf' GROUP BY category) l ON l.category = r.category AND l.year = r.year JOIN (VALUES (0), (10), (50), (100), (200)) t ON t.column1 = 0 OR r.rank <= t.column1 WHERE r.agency = 'nirf'));
INSERT OR IGNORE INTO college_facets (kind, value, college_id) SELECT 'nirf' AS kind, CASE WHEN t.column1 = 0 THEN r.category ELSE r.category || '|' || t.column1 END AS value, r.college_id FROM college_rankings r JOIN (SELECT category, max(year) AS year FROM college_rankings WHERE agency = 'nirf' GROUP BY category) l ON l.category = r.category AND l.year = r.year JOIN (VALUES (0), (10), (50), (100), (200)) t ON t.column1 = 0 OR r.rank <= t.column1 WHERE r.agency = 'nirf';
UPDATE college_facets SET fees = s.fees FROM (SELECT college_id, stream, min(fees_inr) AS fees FROM college_courses WHERE fees_inr > 0 GROUP BY college_id, stream) AS s WHERE college_facets.kind = 'stream' AND college_facets.value = s.stream AND college_facets.college_id = s.college_id AND college_facets.fees IS NOT s.fees;
UPDATE college_facets SET fees = NULL WHERE kind = 'stream' AND fees IS NOT NULL AND NOT EXISTS (SELECT 1 FROM college_courses cc WHERE cc.college_id = college_facets.college_id AND cc.stream = college_facets.value AND cc.fees_inr > 0);
WITH l AS (SELECT category, max(year) AS year FROM college_rankings WHERE agency = 'nirf' GROUP BY category) UPDATE college_facets SET pos_rank = p.r, pos_fees = p.f FROM (SELECT f.kind, f.value, f.college_id, row_number() OVER (PARTITION BY f.kind, f.value ORDER BY coalesce(r.rank, 1000000), c.pos_rank) AS r, row_number() OVER (PARTITION BY f.kind, f.value ORDER BY CASE WHEN f.kind = 'stream' THEN f.fees IS NULL ELSE 0 END, CASE WHEN f.kind = 'stream' THEN f.fees END, c.pos_fees) AS f FROM college_facets f JOIN colleges c ON c.id = f.college_id LEFT JOIN l ON l.category = CASE f.kind WHEN 'nirf' THEN (CASE WHEN instr(f.value, '|') > 0 THEN substr(f.value, 1, instr(f.value, '|') - 1) ELSE f.value END) ELSE (CASE f.value WHEN 'Engineering' THEN 'Engineering' WHEN 'Management' THEN 'Management' WHEN 'Medical' THEN 'Medical' WHEN 'Pharmacy' THEN 'Pharmacy' WHEN 'Law' THEN 'Law' ELSE 'Overall' END) END LEFT JOIN college_rankings r ON r.college_id = f.college_id AND r.agency = 'nirf' AND r.category = l.category AND r.year = l.year WHERE f.kind IN ('nirf', 'stream')) AS p WHERE college_facets.kind = p.kind AND college_facets.value = p.value AND college_facets.college_id = p.college_id AND (college_facets.pos_rank <> p.r OR college_facets.pos_fees <> p.f);
DELETE FROM college_counts WHERE kind = 'nirf-year' OR kind LIKE 'nirf+%' OR kind = 'nirf';
INSERT INTO college_counts (kind, value, n) SELECT kind, value, count(*) FROM college_facets WHERE kind = 'nirf' GROUP BY kind, value;
INSERT INTO college_counts (kind, value, n) SELECT f.kind || '+state', f.value || '|' || c.state, count(*) FROM college_facets f JOIN colleges c ON c.id = f.college_id WHERE f.kind = 'nirf' GROUP BY f.kind, f.value, c.state;
INSERT INTO college_counts (kind, value, n) SELECT f.kind || '+city', f.value || '|' || c.city, count(*) FROM college_facets f JOIN colleges c ON c.id = f.college_id WHERE f.kind = 'nirf' GROUP BY f.kind, f.value, c.city;
INSERT INTO college_counts (kind, value, n) SELECT f.kind || '+ownership', f.value || '|' || c.ownership, count(*) FROM college_facets f JOIN colleges c ON c.id = f.college_id WHERE f.kind = 'nirf' GROUP BY f.kind, f.value, c.ownership;
INSERT INTO college_counts (kind, value, n) SELECT 'nirf-year', category, max(year) FROM college_rankings WHERE agency = 'nirf' GROUP BY category;

-- 2. College predictor. Each cut-off row carries its programme's institute type and branch (kept by triggers), so
-- a walk filtered by type or branch seeks them and reads a page in closing-rank order instead of skipping the
-- rows of other types and branches.
ALTER TABLE josaa_cutoffs ADD COLUMN institute_type TEXT NOT NULL DEFAULT '';
ALTER TABLE josaa_cutoffs ADD COLUMN branch TEXT NOT NULL DEFAULT '';
UPDATE josaa_cutoffs SET institute_type = p.institute_type, branch = p.branch FROM josaa_programs p WHERE p.id = josaa_cutoffs.program_id;
CREATE TRIGGER josaa_cutoffs_fill AFTER INSERT ON josaa_cutoffs BEGIN UPDATE josaa_cutoffs SET institute_type = p.institute_type, branch = p.branch FROM josaa_programs p WHERE p.id = NEW.program_id AND josaa_cutoffs.program_id = NEW.program_id AND josaa_cutoffs.year = NEW.year AND josaa_cutoffs.round = NEW.round AND josaa_cutoffs.quota = NEW.quota AND josaa_cutoffs.seat_type = NEW.seat_type AND josaa_cutoffs.gender = NEW.gender; END;
CREATE TRIGGER josaa_programs_cutoffs AFTER UPDATE OF institute_type, branch ON josaa_programs BEGIN UPDATE josaa_cutoffs SET institute_type = NEW.institute_type, branch = NEW.branch WHERE program_id = NEW.id; END;
CREATE INDEX josaa_cutoffs_predict_type ON josaa_cutoffs (year, round, seat_type, gender, quota, institute_type, closing_rank);
CREATE INDEX josaa_cutoffs_predict_branch ON josaa_cutoffs (year, round, seat_type, gender, quota, branch, closing_rank);
CREATE INDEX josaa_cutoffs_predict_type_branch ON josaa_cutoffs (year, round, seat_type, gender, quota, institute_type, branch, closing_rank);
-- The branch names JoSAA lists (a few hundred), and a trigram index over them: the predictor's branch text finds
-- the names that contain it without reading them all, then each matching branch is sought in the indexes above.
CREATE TABLE josaa_branches (branch TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE VIRTUAL TABLE josaa_branches_tri USING fts5 (branch, tokenize = 'trigram');
CREATE TRIGGER josaa_branches_index AFTER INSERT ON josaa_branches BEGIN INSERT INTO josaa_branches_tri (branch) VALUES (NEW.branch); END;
INSERT OR IGNORE INTO josaa_branches (branch) SELECT DISTINCT branch FROM josaa_programs WHERE branch <> '';
CREATE TRIGGER josaa_programs_branch AFTER INSERT ON josaa_programs WHEN NEW.branch <> '' BEGIN INSERT OR IGNORE INTO josaa_branches (branch) VALUES (NEW.branch); END;
CREATE TRIGGER josaa_programs_branch_update AFTER UPDATE OF branch ON josaa_programs WHEN NEW.branch <> '' BEGIN INSERT OR IGNORE INTO josaa_branches (branch) VALUES (NEW.branch); END;
