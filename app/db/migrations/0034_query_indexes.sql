-- The leads inbox in plain SQL: a ref with a status is sought in one index (newest first), as a kind with a
-- status already is (submissions_kind_status_id), so the page reads its 51 leads whatever the ref's size.
CREATE INDEX IF NOT EXISTS submissions_ref_status_id ON submissions (ref, status, id);
