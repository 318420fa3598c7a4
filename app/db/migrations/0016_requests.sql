-- An expert booking is a request until an operator, for the expert, confirms or declines it.
-- NULL on other kinds of lead; a booking without a state is 'requested'.
ALTER TABLE submissions ADD COLUMN booking_state TEXT CHECK (booking_state IN ('requested', 'confirmed', 'declined'));
UPDATE submissions SET booking_state = 'requested' WHERE kind = 'booking';
-- Why an operator declined a booking (sent to the student and shown on /account).
ALTER TABLE submissions ADD COLUMN booking_note TEXT NOT NULL DEFAULT '';
