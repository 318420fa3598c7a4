-- An expert booking is a request until an operator, for the expert, confirms or declines it.
-- NULL on other kinds of lead; a booking without a state is 'requested'.
ALTER TABLE submissions ADD COLUMN booking_state TEXT CHECK (booking_state IN ('requested', 'confirmed', 'declined'));
UPDATE submissions SET booking_state = 'requested' WHERE kind = 'booking';
-- Why an operator declined a booking (sent to the student and shown on /account).
ALTER TABLE submissions ADD COLUMN booking_note TEXT NOT NULL DEFAULT '';

-- "My college isn't listed": a writer names the college and writes the review; both wait here,
-- not public, until an operator approves the college (it is then added to the directory and
-- the review published) or rejects it with a reason.
CREATE TABLE college_proposals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT '',
  review TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reject_reason TEXT NOT NULL DEFAULT '',
  college_id INTEGER REFERENCES colleges (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  decided_at INTEGER
);
-- The moderation queue (pending, oldest first) and the writer's own list on /account.
CREATE INDEX college_proposals_status ON college_proposals (status, id);
CREATE INDEX college_proposals_user ON college_proposals (user_id, id DESC);
