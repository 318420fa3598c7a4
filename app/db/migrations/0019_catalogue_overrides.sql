-- Console edits of the typed catalogues (experts, services, news): one row per changed field of
-- one entry, laid over the module's entry when the site reads it. `value` is the published
-- override (NULL: the site shows the module's default); `draft` is a change waiting to be
-- published (NULL: none). A row with neither is deleted, so deleting the rows of an entry
-- restores its defaults.
CREATE TABLE catalogue_overrides (
  kind TEXT NOT NULL CHECK (kind IN ('experts', 'services', 'news')),
  item_key TEXT NOT NULL,
  field TEXT NOT NULL,
  value TEXT,
  draft TEXT,
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  published_by TEXT,
  published_at TEXT,
  PRIMARY KEY (kind, item_key, field)
) WITHOUT ROWID;
-- The site's read: a kind's published overrides (a few rows), without the drafts.
CREATE INDEX catalogue_overrides_published ON catalogue_overrides (kind, item_key, field, value) WHERE value IS NOT NULL;
-- The console's lists: the entries with changes waiting.
CREATE INDEX catalogue_overrides_drafts ON catalogue_overrides (kind, item_key) WHERE draft IS NOT NULL;
