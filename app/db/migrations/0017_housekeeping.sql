-- Old rows leave in small, indexed batches (app/lib/accounts/housekeeping.server.ts): rate counters
-- by the start of their window; auth_events and mail_outbox already have indexes that serve.
CREATE INDEX rate_counters_window ON rate_counters (window_start);
