-- Content the site reads from the server (banners, blogs, the home lists, post-admit) and the
-- submissions store every form writes to after validation.

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  image TEXT NOT NULL,            -- file name under /uploads
  university_name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE top_study_places (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  image TEXT NOT NULL,            -- file name under /uploads
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE blogs (
  blog_id INTEGER PRIMARY KEY,
  blog_title TEXT NOT NULL,
  blog_image TEXT NOT NULL,       -- file name under /uploads
  blog_info TEXT NOT NULL,        -- HTML body (sanitised on output)
  category_name TEXT NOT NULL CHECK (category_name IN ('Rankings','Exams','Careers','Education')),
  date_time TEXT NOT NULL,        -- ISO 8601
  tags TEXT NOT NULL DEFAULT '',  -- comma-separated
  is_active INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX blogs_active_date ON blogs (is_active, date_time DESC);

CREATE TABLE services_cards (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL,            -- file name under /uploads
  link TEXT NOT NULL DEFAULT '/services',
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE our_features (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL,            -- file name under /uploads
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE why_us (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  counter_value INTEGER NOT NULL,
  suffix TEXT NOT NULL DEFAULT '+',
  image TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE certificates_accreditation (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  image TEXT NOT NULL,            -- file name under /uploads
  sort_order INTEGER NOT NULL DEFAULT 0
);

-- Read by position: 1 hero, 2 services block, 3 why-choose features, 4 closing block.
CREATE TABLE post_admit (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '', -- file name under /uploads/study_abroad
  content TEXT NOT NULL DEFAULT '', -- HTML list (sanitised on output) or pipe-separated list
  button_text TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL DEFAULT 0
);

-- Every form of both specs, written only after validation.
CREATE TABLE submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,             -- e.g. newsletter, call-request, inquiry, booking, contact
  ref TEXT,                       -- e.g. service slug or expert id
  payload TEXT NOT NULL,          -- validated JSON
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  client_hash TEXT NOT NULL       -- SHA-256 of client address + salt, never the address
);
CREATE INDEX submissions_kind_created ON submissions (kind, created_at);
