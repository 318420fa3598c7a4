-- Accounts: users, sessions, e-mail codes, reset tokens, login throttle, the dev
-- mail outbox, saved colleges and compare lists; plus an indexed e-mail on submissions so a
-- signed-in visitor sees their own inquiries, bookings and call requests.
-- Every secret here is stored hashed (SHA-256 of a random value); passwords are PBKDF2.

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,       -- lowercased, trimmed
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,      -- versioned: pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>
  verified_at INTEGER,              -- epoch ms; NULL until the e-mailed code is confirmed
  created_at INTEGER NOT NULL
);

-- Session ids live only in the visitor's cookie; D1 keeps their SHA-256.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  persistent INTEGER NOT NULL DEFAULT 0  -- 1 = "Remember me" (30 days), 0 = browser session
);
CREATE INDEX sessions_user ON sessions (user_id);

-- One pending e-mail verification per registration; the pending token is in a cookie.
CREATE TABLE email_codes (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  sent_at INTEGER NOT NULL
);
CREATE INDEX email_codes_user ON email_codes (user_id);

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Failed log-ins per account (acct:<hash>) and per client (client:<hash>).
CREATE TABLE auth_throttle (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  window_start INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0
);

-- Local development and tests only: every e-mail the app would send (listed at /dev/outbox).
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The course finder's favourite hearts of a signed-in visitor (college ids or slugs).
CREATE TABLE user_favourites (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  college TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, college)
);

-- Saved compare lists: college slugs in order, comma-separated (linked as /compare?c=...).
CREATE TABLE compare_lists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  colleges TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX compare_lists_user ON compare_lists (user_id, id);

-- The e-mail a submission was made with, lowercased (VIRTUAL: computed from the payload).
ALTER TABLE submissions ADD COLUMN email_lc TEXT
  GENERATED ALWAYS AS (lower(trim(json_extract(payload, '$.email')))) VIRTUAL;
CREATE INDEX submissions_email_created ON submissions (email_lc, created_at);
