-- The operator console: its dashboard's running totals, the leads inbox's fragment search,
-- audit filters, review trust checks, soft-deleted content and drafts of published items.
-- (Trigger bodies stay on one line: tests/support/sql.ts splits statements at line ends.)

-- Leads found by any fragment (3 characters or more) of the name, phone or e-mail: a trigram
-- index over the submissions' search keys, contentless (rowid = the lead's id; its own column
-- names, so a join with submissions names no column twice). Kept by triggers.
CREATE VIRTUAL TABLE submissions_tri USING fts5 (name_key, phone_key, email_key, content = '', tokenize = 'trigram');
CREATE TRIGGER submissions_tri_ai AFTER INSERT ON submissions BEGIN INSERT INTO submissions_tri (rowid, name_key, phone_key, email_key) VALUES (new.id, new.lead_name, new.lead_phone, new.email_lc); END;
CREATE TRIGGER submissions_tri_ad AFTER DELETE ON submissions BEGIN INSERT INTO submissions_tri (submissions_tri, rowid, name_key, phone_key, email_key) VALUES ('delete', old.id, old.lead_name, old.lead_phone, old.email_lc); END;
CREATE TRIGGER submissions_tri_au AFTER UPDATE OF payload ON submissions BEGIN INSERT INTO submissions_tri (submissions_tri, rowid, name_key, phone_key, email_key) VALUES ('delete', old.id, old.lead_name, old.lead_phone, old.email_lc); INSERT INTO submissions_tri (rowid, name_key, phone_key, email_key) VALUES (new.id, new.lead_name, new.lead_phone, new.email_lc); END;
INSERT INTO submissions_tri (rowid, name_key, phone_key, email_key) SELECT id, lead_name, lead_phone, email_lc FROM submissions;

-- The oldest unanswered lead: the first `new` lead by id (submissions_status_id, migration 0004).

-- Console figures kept by triggers: reviews waiting and rewards to pay (one row each).
CREATE TABLE console_counts (key TEXT PRIMARY KEY, n INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID;
INSERT INTO console_counts (key, n) SELECT 'reviews_pending', count(*) FROM reviews WHERE status = 'pending';
INSERT INTO console_counts (key, n) SELECT 'rewards_due', count(*) FROM reviews WHERE status = 'published' AND reward_status = 'pending';
CREATE TRIGGER console_counts_review_ai AFTER INSERT ON reviews BEGIN UPDATE console_counts SET n = n + (NEW.status = 'pending') WHERE key = 'reviews_pending'; UPDATE console_counts SET n = n + (NEW.status = 'published' AND NEW.reward_status = 'pending') WHERE key = 'rewards_due'; END;
CREATE TRIGGER console_counts_review_au AFTER UPDATE OF status, reward_status ON reviews BEGIN UPDATE console_counts SET n = n - (OLD.status = 'pending') + (NEW.status = 'pending') WHERE key = 'reviews_pending'; UPDATE console_counts SET n = n - (OLD.status = 'published' AND OLD.reward_status = 'pending') + (NEW.status = 'published' AND NEW.reward_status = 'pending') WHERE key = 'rewards_due'; END;
CREATE TRIGGER console_counts_review_ad AFTER DELETE ON reviews BEGIN UPDATE console_counts SET n = n - (OLD.status = 'pending') WHERE key = 'reviews_pending'; UPDATE console_counts SET n = n - (OLD.status = 'published' AND OLD.reward_status = 'pending') WHERE key = 'rewards_due'; END;

-- Audit filters: by area (leads, content, reviews, access), by operator, by time.
ALTER TABLE admin_audit ADD COLUMN area TEXT NOT NULL DEFAULT '';
UPDATE admin_audit SET area = CASE WHEN action LIKE 'lead%' THEN 'leads' WHEN action LIKE 'review.%' THEN 'reviews' WHEN action LIKE 'console.%' THEN 'access' ELSE 'content' END;
CREATE INDEX admin_audit_area ON admin_audit (area, id);
CREATE INDEX admin_audit_actor ON admin_audit (actor, id);
CREATE INDEX admin_audit_at ON admin_audit (at);

-- Review trust: the client that wrote a review (a salted hash, as for form submissions), the
-- reward's UPI id or number as compared (lower-cased, no spaces), the second look a flagged
-- review's reward needs before it is paid.
ALTER TABLE reviews ADD COLUMN client_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE reviews ADD COLUMN reward_key TEXT GENERATED ALWAYS AS (nullif(lower(replace(trim(reward_details), ' ', '')), '')) VIRTUAL;
ALTER TABLE reviews ADD COLUMN second_look TEXT NOT NULL DEFAULT '';
CREATE INDEX reviews_reward_key ON reviews (reward_key, college_id, reward_status) WHERE reward_key IS NOT NULL;
CREATE INDEX reviews_client_day ON reviews (client_hash, created_at) WHERE client_hash <> '';
CREATE INDEX reviews_college_newest ON reviews (college_id, id DESC);

-- Content: a delete is soft (restorable), and a change to a published item waits as a draft
-- until it is published (the live row stays as it was).
ALTER TABLE blogs ADD COLUMN deleted_at TEXT;
ALTER TABLE banners ADD COLUMN deleted_at TEXT;
ALTER TABLE top_study_places ADD COLUMN deleted_at TEXT;
ALTER TABLE services_cards ADD COLUMN deleted_at TEXT;
ALTER TABLE our_features ADD COLUMN deleted_at TEXT;
ALTER TABLE why_us ADD COLUMN deleted_at TEXT;
ALTER TABLE certificates_accreditation ADD COLUMN deleted_at TEXT;
ALTER TABLE post_admit ADD COLUMN deleted_at TEXT;
CREATE TABLE content_drafts (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  draft TEXT NOT NULL,
  author TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (kind, item_id)
) WITHOUT ROWID;
