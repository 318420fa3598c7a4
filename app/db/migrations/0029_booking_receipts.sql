-- A booking request's own page (/connect/requests/{receipt}) is found by the random key stored in
-- its payload: an index on that key, for booking rows only.
CREATE INDEX IF NOT EXISTS submissions_booking_receipt
  ON submissions (json_extract(payload, '$.receipt')) WHERE kind = 'booking';
-- The same student's waiting request with an expert (one per student and expert): by e-mail, kind and ref.
CREATE INDEX IF NOT EXISTS submissions_email_kind_ref ON submissions (email_lc, kind, ref);
