-- Operator console (/admin): lead workflow, per-day lead counters, audit log, content
-- publishing flags and the content version the data layer's cache keys include.

-- Lead workflow on the submissions themselves.
ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
ALTER TABLE submissions ADD COLUMN assignee TEXT NOT NULL DEFAULT '';
ALTER TABLE submissions ADD COLUMN notes TEXT NOT NULL DEFAULT '';

-- Search keys read from the payload (VIRTUAL: computed, only the indexes store them).
-- Phone: the last ten digits of phone/mobile, separators removed. Name: lower-cased.
-- (The e-mail key is submissions.email from migration 0003.)
ALTER TABLE submissions ADD COLUMN lead_phone TEXT GENERATED ALWAYS AS (
  nullif(substr(replace(replace(replace(replace(replace(replace(
    coalesce(json_extract(payload, '$.phone'), json_extract(payload, '$.mobile'),
             json_extract(payload, '$.phoneNumber'), json_extract(payload, '$.contactNumber'), ''),
    ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''), -10), '')
) VIRTUAL;
ALTER TABLE submissions ADD COLUMN lead_name TEXT GENERATED ALWAYS AS (
  nullif(lower(trim(coalesce(json_extract(payload, '$.name'), json_extract(payload, '$.fullName'),
    json_extract(payload, '$.personalInfo.fullName'),
    coalesce(json_extract(payload, '$.firstName'), '') || ' ' || coalesce(json_extract(payload, '$.lastName'), '')))), '')
) VIRTUAL;

-- Newest first, 50 a page, keyset on id: every filter has an index ending in id.
CREATE INDEX submissions_status_id ON submissions (status, id);
CREATE INDEX submissions_kind_id ON submissions (kind, id);
CREATE INDEX submissions_kind_status_id ON submissions (kind, status, id);
CREATE INDEX submissions_ref_id ON submissions (ref, id);
CREATE INDEX submissions_phone_id ON submissions (lead_phone, id);
CREATE INDEX submissions_name_id ON submissions (lead_name, id);
CREATE INDEX submissions_created ON submissions (created_at);

-- (Trigger bodies keep each inner `;` mid-line: tests/support/sql.ts splits statements at line ends.)
-- Counts per kind and status for a date range without reading the leads: one row per
-- IST day, kind, ref and status, kept by triggers.
CREATE TABLE lead_counts (
  day TEXT NOT NULL,
  kind TEXT NOT NULL,
  ref TEXT NOT NULL,
  status TEXT NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, kind, ref, status)
) WITHOUT ROWID;

INSERT INTO lead_counts (day, kind, ref, status, n)
  SELECT date(created_at, '+330 minutes'), kind, coalesce(ref, ''), status, count(*)
  FROM submissions GROUP BY 1, 2, 3, 4;

-- The kinds seen so far (the inbox's kind menu), without reading the counters.
CREATE TABLE lead_kinds (kind TEXT PRIMARY KEY) WITHOUT ROWID;
INSERT INTO lead_kinds (kind) SELECT DISTINCT kind FROM submissions;

CREATE TRIGGER lead_counts_insert AFTER INSERT ON submissions BEGIN
  INSERT INTO lead_counts (day, kind, ref, status, n)
    VALUES (date(NEW.created_at, '+330 minutes'), NEW.kind, coalesce(NEW.ref, ''), NEW.status, 1)
    ON CONFLICT (day, kind, ref, status) DO UPDATE SET n = n + 1; INSERT OR IGNORE INTO lead_kinds (kind) VALUES (NEW.kind); END;

CREATE TRIGGER lead_counts_status AFTER UPDATE OF status ON submissions WHEN OLD.status <> NEW.status BEGIN
  UPDATE lead_counts SET n = n - 1
    WHERE day = date(OLD.created_at, '+330 minutes') AND kind = OLD.kind AND ref = coalesce(OLD.ref, '') AND status = OLD.status; INSERT INTO lead_counts (day, kind, ref, status, n)
    VALUES (date(NEW.created_at, '+330 minutes'), NEW.kind, coalesce(NEW.ref, ''), NEW.status, 1)
    ON CONFLICT (day, kind, ref, status) DO UPDATE SET n = n + 1; END;

CREATE TRIGGER lead_counts_delete AFTER DELETE ON submissions BEGIN
  UPDATE lead_counts SET n = n - 1
    WHERE day = date(OLD.created_at, '+330 minutes') AND kind = OLD.kind AND ref = coalesce(OLD.ref, '') AND status = OLD.status; END;

-- Every admin change: who, what, when, before → after (JSON).
CREATE TABLE admin_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL,
  before TEXT,
  after TEXT
);
CREATE INDEX admin_audit_target ON admin_audit (target, id);

-- A blog's Markdown source as written in the console (blog_info keeps the HTML the API serves).
ALTER TABLE blogs ADD COLUMN body_markdown TEXT;

-- Drafts: content other than blogs (which have is_active) gets a published flag.
ALTER TABLE banners ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE top_study_places ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE services_cards ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE our_features ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE why_us ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE certificates_accreditation ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE post_admit ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1;
CREATE INDEX banners_published ON banners (is_published, sort_order, id);
CREATE INDEX top_study_places_published ON top_study_places (is_published, sort_order, id);
CREATE INDEX services_cards_published ON services_cards (is_published, sort_order, id);
CREATE INDEX our_features_published ON our_features (is_published, sort_order, id);
CREATE INDEX why_us_published ON why_us (is_published, sort_order, id);
CREATE INDEX certificates_published ON certificates_accreditation (is_published, sort_order, id);
CREATE INDEX post_admit_published ON post_admit (is_published, sort_order, id);

-- The content version: part of every content cache key, bumped on publish.
CREATE TABLE content_meta (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO content_meta (id, version) VALUES (1, 1);
