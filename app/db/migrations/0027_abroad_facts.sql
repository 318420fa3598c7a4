-- Study abroad: every figure shown about a university abroad (admission rate, enrolment, tuition, published
-- English-test and grade minimums per level, website, IPEDS unit id), each with the page or table it came from,
-- its edition and the date it was read. Written by `npm run data:build` (app/db/sample/abroad.sql) or an
-- operator's upload; read by the finder, the university pages and the console.
CREATE TABLE IF NOT EXISTS abroad_facts (
  id INTEGER PRIMARY KEY,
  college_slug TEXT NOT NULL,             -- colleges.slug
  level TEXT NOT NULL DEFAULT '',         -- '' (the university), 'bachelors' or 'masters'
  kind TEXT NOT NULL,                     -- admission_rate, undergraduates, tuition, ipeds, website, ielts, toefl, pte, duolingo, gre, gmat, gpa, grade
  value TEXT NOT NULL,
  scope TEXT NOT NULL DEFAULT '',         -- what the figure applies to, as the source states it
  source_name TEXT NOT NULL,
  source_url TEXT NOT NULL,
  edition TEXT NOT NULL DEFAULT '',
  read_on TEXT NOT NULL                   -- YYYY-MM-DD
);
CREATE INDEX IF NOT EXISTS abroad_facts_college ON abroad_facts (college_slug, level, kind);
