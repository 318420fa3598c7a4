-- Indexes shaped like the queries that read them, and the indexes and triggers no query needs.
-- (Trigger bodies stay on one line: tests/support/sql.ts splits statements at line ends.)

-- The leads inbox in plain SQL: a ref with a status is sought in one index (newest first), as a kind with a
-- status already is (submissions_kind_status_id), so the page reads its 51 leads whatever the ref's size.
CREATE INDEX IF NOT EXISTS submissions_ref_status_id ON submissions (ref, status, id);

-- The inbox no longer searches a phone or an e-mail by its index (a text of 3 characters or more goes through the
-- trigram index submissions_tri, a shorter one is the start of a name through submissions_name_newest):
-- submissions_phone_newest and submissions_email_newest had no reader left. A lead's related leads read
-- (lead_phone, created_at) and (email_lc, created_at); the repeat trigger (lead_phone, created_at).
DROP INDEX IF EXISTS submissions_phone_newest;
DROP INDEX IF EXISTS submissions_email_newest;
-- Same columns as submissions_phone_newest / submissions_name_newest, neither read since those were added.
DROP INDEX IF EXISTS submissions_phone_id;
DROP INDEX IF EXISTS submissions_name_id;
-- (kind, created_at): every read by kind pages by id through submissions_kind_id; dates become id bounds through
-- submissions_created.
DROP INDEX IF EXISTS submissions_kind_created;

-- lead_counts (per day, kind, ref and status) has had no reader since the running totals (lead_totals,
-- lead_running_ref) replaced it; its triggers cost three writes a lead. The insert trigger also kept lead_kinds
-- (the inbox's kind menu), which a trigger of its own now keeps.
DROP TRIGGER IF EXISTS lead_counts_insert;
DROP TRIGGER IF EXISTS lead_counts_status;
DROP TRIGGER IF EXISTS lead_counts_delete;
DROP INDEX IF EXISTS lead_counts_ref;
DROP TABLE IF EXISTS lead_counts;
CREATE TRIGGER lead_kinds_insert AFTER INSERT ON submissions BEGIN INSERT OR IGNORE INTO lead_kinds (kind) VALUES (NEW.kind); END;

-- The course finder reads the colleges with a finder category in id order: a partial index in that order, so
-- SQLite reads those colleges only without a hint (with (category, world_rank) it scanned the table unless told).
DROP INDEX IF EXISTS colleges_category;
CREATE INDEX IF NOT EXISTS colleges_finder ON colleges (id) WHERE category <> '';

-- blogs_active_date (is_active, date_time DESC) is the prefix of blogs_list (is_active, date_time DESC,
-- blog_id DESC), which serves every read it could.
DROP INDEX IF EXISTS blogs_active_date;
