-- The directory's totals, kept where the rows are written: how many colleges, how many courses, and how many
-- colleges each country has. The pages that state them (home, the why-us counters) read a few rows here instead of
-- counting every college and course; the triggers keep each figure equal to its COUNT over the tables, whichever
-- path writes them (importers, seed, console, cascaded deletes).
CREATE TABLE directory_counts (
  kind TEXT NOT NULL,                      -- 'colleges', 'courses' or 'country'
  value TEXT NOT NULL DEFAULT '',          -- the country (kind 'country'), else ''
  n INTEGER NOT NULL,
  PRIMARY KEY (kind, value)
) WITHOUT ROWID;

CREATE TRIGGER directory_counts_college_insert AFTER INSERT ON colleges BEGIN INSERT INTO directory_counts (kind, value, n) VALUES ('colleges', '', 1), ('country', NEW.country, 1) ON CONFLICT (kind, value) DO UPDATE SET n = n + 1; END;
CREATE TRIGGER directory_counts_college_delete AFTER DELETE ON colleges BEGIN UPDATE directory_counts SET n = n - 1 WHERE (kind, value) IN (VALUES ('colleges', ''), ('country', OLD.country)); DELETE FROM directory_counts WHERE kind = 'country' AND value = OLD.country AND n <= 0; END;
CREATE TRIGGER directory_counts_college_country AFTER UPDATE OF country ON colleges WHEN OLD.country <> NEW.country BEGIN UPDATE directory_counts SET n = n - 1 WHERE kind = 'country' AND value = OLD.country; DELETE FROM directory_counts WHERE kind = 'country' AND value = OLD.country AND n <= 0; INSERT INTO directory_counts (kind, value, n) VALUES ('country', NEW.country, 1) ON CONFLICT (kind, value) DO UPDATE SET n = n + 1; END;
CREATE TRIGGER directory_counts_course_insert AFTER INSERT ON college_courses BEGIN INSERT INTO directory_counts (kind, value, n) VALUES ('courses', '', 1) ON CONFLICT (kind, value) DO UPDATE SET n = n + 1; END;
CREATE TRIGGER directory_counts_course_delete AFTER DELETE ON college_courses BEGIN UPDATE directory_counts SET n = n - 1 WHERE kind = 'courses' AND value = ''; END;

-- What the tables hold now; rows written from here on move the counts by trigger.
INSERT INTO directory_counts (kind, value, n) SELECT 'colleges', '', count(*) FROM colleges;
INSERT INTO directory_counts (kind, value, n) SELECT 'courses', '', count(*) FROM college_courses;
INSERT INTO directory_counts (kind, value, n) SELECT 'country', country, count(*) FROM colleges GROUP BY country;
