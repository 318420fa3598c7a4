-- Old rows leave in small, indexed batches (app/lib/accounts/housekeeping.server.ts): rate counters
-- by the start of their window; auth_events and mail_outbox already have indexes that serve.
-- IF NOT EXISTS: a database that applied this file under its first name (0016_housekeeping.sql) has the index.
CREATE INDEX IF NOT EXISTS rate_counters_window ON rate_counters (window_start);
