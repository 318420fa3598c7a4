-- Security of accounts and the operator console: atomic attempt counters with growing locks,
-- windowed counters (mail per recipient, resend cool-downs, reset requests), an audit of
-- failed sign-ins, server-side console sessions and a mail outbox delivered after the request.

-- Locks grow with each one: 15 min, 30, 60, ... (strikes = locks so far, reset by a success).
ALTER TABLE auth_throttle ADD COLUMN strikes INTEGER NOT NULL DEFAULT 0;

-- Windowed counters: `n` events since `window_start` (epoch ms), bumped by one UPSERT … RETURNING.
CREATE TABLE rate_counters (
  key TEXT PRIMARY KEY,
  n INTEGER NOT NULL,
  window_start INTEGER NOT NULL
) WITHOUT ROWID;

-- Failed and refused sign-ins (accounts and console): hashes only, never the typed e-mail.
CREATE TABLE auth_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  event TEXT NOT NULL,
  subject TEXT NOT NULL,
  client TEXT NOT NULL
);
CREATE INDEX auth_events_at ON auth_events (at);

-- Console sign-ins by token: the session id lives only in the operator's cookie; D1 keeps its
-- SHA-256, the operator it belongs to, and when it was last used (idle and absolute timeouts).
CREATE TABLE admin_sessions (
  id_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  role TEXT NOT NULL,
  csrf TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX admin_sessions_expires ON admin_sessions (expires_at);

-- Account sessions end after a day without use (idle timeout).
ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;
UPDATE sessions SET last_seen_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000;

-- The outbox: every e-mail is written here in the request and delivered afterwards.
-- state: pending → sent, or failed after the last retry; rows written before this column were local copies.
ALTER TABLE mail_outbox ADD COLUMN state TEXT NOT NULL DEFAULT 'sent';
ALTER TABLE mail_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN next_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN last_error TEXT;
CREATE INDEX mail_outbox_due ON mail_outbox (state, next_at);
