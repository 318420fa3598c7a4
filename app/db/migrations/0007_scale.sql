-- Cost flat as content grows: blog lists read list columns through an index that
-- matches their order (no temporary sort, no body), site search finds blogs through FTS5, and
-- the /blogs title filter through a trigram index (substring match, as the spec's filter).
-- (Trigger bodies stay on one line: tests/support/sql.ts splits statements at line ends.)

-- The list order: newest first, ties by id; per category for the category buttons.
CREATE INDEX blogs_list ON blogs (is_active, date_time DESC, blog_id DESC);
CREATE INDEX blogs_category_list ON blogs (is_active, category_name, date_time DESC, blog_id DESC);

-- Site search: words of the title, category, tags and body (external content: no copy of the bodies).
CREATE VIRTUAL TABLE blogs_fts USING fts5 (blog_title, category_name, tags, blog_info, content = 'blogs', content_rowid = 'blog_id', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4');
-- /blogs?q=: the title contains the text (case-insensitive substring, 3 characters or more).
CREATE VIRTUAL TABLE blogs_tri USING fts5 (blog_title, content = 'blogs', content_rowid = 'blog_id', tokenize = 'trigram');

CREATE TRIGGER blogs_ai AFTER INSERT ON blogs BEGIN INSERT INTO blogs_fts (rowid, blog_title, category_name, tags, blog_info) VALUES (new.blog_id, new.blog_title, new.category_name, new.tags, new.blog_info); INSERT INTO blogs_tri (rowid, blog_title) VALUES (new.blog_id, new.blog_title); END;
CREATE TRIGGER blogs_ad AFTER DELETE ON blogs BEGIN INSERT INTO blogs_fts (blogs_fts, rowid, blog_title, category_name, tags, blog_info) VALUES ('delete', old.blog_id, old.blog_title, old.category_name, old.tags, old.blog_info); INSERT INTO blogs_tri (blogs_tri, rowid, blog_title) VALUES ('delete', old.blog_id, old.blog_title); END;
CREATE TRIGGER blogs_au AFTER UPDATE OF blog_title, category_name, tags, blog_info ON blogs BEGIN INSERT INTO blogs_fts (blogs_fts, rowid, blog_title, category_name, tags, blog_info) VALUES ('delete', old.blog_id, old.blog_title, old.category_name, old.tags, old.blog_info); INSERT INTO blogs_tri (blogs_tri, rowid, blog_title) VALUES ('delete', old.blog_id, old.blog_title); INSERT INTO blogs_fts (rowid, blog_title, category_name, tags, blog_info) VALUES (new.blog_id, new.blog_title, new.category_name, new.tags, new.blog_info); INSERT INTO blogs_tri (rowid, blog_title) VALUES (new.blog_id, new.blog_title); END;

-- Backfill what is already there.
INSERT INTO blogs_fts (blogs_fts) VALUES ('rebuild');
INSERT INTO blogs_tri (blogs_tri) VALUES ('rebuild');

-- The inbox's counts per kind and status without a date range or ref: one row per (kind,
-- status), kept by triggers like lead_counts (whose per-day, per-ref rows grow with time).
CREATE TABLE lead_totals (
  kind TEXT NOT NULL,
  status TEXT NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, status)
) WITHOUT ROWID;
INSERT INTO lead_totals (kind, status, n) SELECT kind, status, count(*) FROM submissions GROUP BY 1, 2;
CREATE TRIGGER lead_totals_insert AFTER INSERT ON submissions BEGIN INSERT INTO lead_totals (kind, status, n) VALUES (NEW.kind, NEW.status, 1) ON CONFLICT (kind, status) DO UPDATE SET n = n + 1; END;
CREATE TRIGGER lead_totals_status AFTER UPDATE OF status ON submissions WHEN OLD.status <> NEW.status BEGIN UPDATE lead_totals SET n = n - 1 WHERE kind = OLD.kind AND status = OLD.status; INSERT INTO lead_totals (kind, status, n) VALUES (NEW.kind, NEW.status, 1) ON CONFLICT (kind, status) DO UPDATE SET n = n + 1; END;
CREATE TRIGGER lead_totals_delete AFTER DELETE ON submissions BEGIN UPDATE lead_totals SET n = n - 1 WHERE kind = OLD.kind AND status = OLD.status; END;
