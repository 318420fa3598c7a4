-- The business's own figures, badges and testimonials, each shown on the site only once an operator has set it
-- (a row here) with the source it can be checked against. No row: the site shows nothing for it.
-- The slots (their keys, labels and where they show) are listed in app/content/business-claims.ts.
CREATE TABLE IF NOT EXISTS business_claims (
  key TEXT PRIMARY KEY,                  -- a slot key: 'students-guided', 'badge-icef', 'testimonial-1' …
  value TEXT NOT NULL,                   -- a figure ("1200"), "shown" for a badge, a testimonial's words
  author TEXT NOT NULL DEFAULT '',       -- a testimonial: the student's name
  place TEXT NOT NULL DEFAULT '',        -- a testimonial: where from and to ("Pune → Dublin")
  source TEXT NOT NULL,                  -- where the claim can be checked (a document, a register, a page)
  set_by TEXT NOT NULL,                  -- the operator, as the audit log names them
  set_at TEXT NOT NULL DEFAULT (datetime('now'))
) WITHOUT ROWID;
