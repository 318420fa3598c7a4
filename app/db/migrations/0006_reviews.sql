-- Student reviews of colleges. One review per account per college; written
-- `pending`, published or rejected (with a reason) by an operator. The college row keeps the
-- published reviews' aggregates (`review_stats` JSON + the directory's `rating`/`rating_count`),
-- updated when a review is published or withdrawn — college pages, cards and the /colleges
-- rating sort never aggregate over reviews per page view.

-- Aggregates of the college's published reviews: {"n":..,"sums":{..},"dist":[1★..5★],"base":{..}}.
ALTER TABLE colleges ADD COLUMN review_stats TEXT NOT NULL DEFAULT '';

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  college_id INTEGER NOT NULL REFERENCES colleges (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course TEXT NOT NULL,
  grad_year INTEGER NOT NULL,
  r_academics INTEGER NOT NULL CHECK (r_academics BETWEEN 1 AND 5),
  r_faculty INTEGER NOT NULL CHECK (r_faculty BETWEEN 1 AND 5),
  r_infrastructure INTEGER NOT NULL CHECK (r_infrastructure BETWEEN 1 AND 5),
  r_placements INTEGER NOT NULL CHECK (r_placements BETWEEN 1 AND 5),
  r_campus INTEGER NOT NULL CHECK (r_campus BETWEEN 1 AND 5),
  r_overall INTEGER NOT NULL CHECK (r_overall BETWEEN 1 AND 5),
  title TEXT NOT NULL,
  liked TEXT NOT NULL,                     -- plain text; rendered escaped with line breaks kept
  better TEXT NOT NULL,
  reward_details TEXT NOT NULL DEFAULT '', -- UPI id or mobile number: never leaves the server except to operators
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected')),
  reject_reason TEXT NOT NULL DEFAULT '',
  reward_status TEXT NOT NULL DEFAULT 'not_requested' CHECK (reward_status IN ('not_requested', 'pending', 'paid')),
  reviewer_name TEXT NOT NULL,             -- first name + initial, fixed when written
  created_at INTEGER NOT NULL,             -- epoch ms
  updated_at INTEGER NOT NULL,
  published_at INTEGER                     -- epoch ms while published, else NULL
);
-- One review per account per college (and the writer's own list on /account).
CREATE UNIQUE INDEX reviews_user_college ON reviews (user_id, college_id);
CREATE INDEX reviews_user ON reviews (user_id, id DESC);
-- A college page's published reviews, newest first, 10 per page.
CREATE INDEX reviews_college_published ON reviews (college_id, published_at DESC, id DESC) WHERE status = 'published';
-- The moderation queue (pending, oldest first) and other status lists.
CREATE INDEX reviews_status ON reviews (status, id);
