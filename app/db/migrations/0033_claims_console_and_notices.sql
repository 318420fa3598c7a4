-- The claims console: each business claim also holds the date its source was checked (yyyy-mm-dd) and whether the
-- site shows it (hidden = 1: kept as set, shown nowhere), so an operator hides a claim without deleting it.
ALTER TABLE business_claims ADD COLUMN checked_on TEXT NOT NULL DEFAULT '';
ALTER TABLE business_claims ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;

-- A signed-in student's notices: one row each time something happens to what they sent (a booking confirmed or
-- declined, a review published or not). The header's bell counts the unread ones; /notices lists and marks them.
CREATE TABLE IF NOT EXISTS notices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  link TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  read_at TEXT
);
CREATE INDEX IF NOT EXISTS notices_user ON notices (user_id, id DESC);
CREATE INDEX IF NOT EXISTS notices_unread ON notices (user_id) WHERE read_at IS NULL;
