-- A college's editable fields, edited in the operator console (/admin/colleges) on the college
-- row itself: how to reach the college and what it says about itself. Official figures (NIRF
-- ranks, JoSAA cut-offs, fees, seats, ownership) are not among them: they come only from the
-- imports. A change waits in content_drafts (kind 'colleges', the college's id) until it is
-- published; the CSV import keeps writing its own columns (summary, website, image).
ALTER TABLE colleges ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE colleges ADD COLUMN phone TEXT NOT NULL DEFAULT '';
ALTER TABLE colleges ADD COLUMN email TEXT NOT NULL DEFAULT '';
-- An uploaded logo (a /media path; `logo` stays the initials drawn without one).
ALTER TABLE colleges ADD COLUMN logo_image TEXT NOT NULL DEFAULT '';
-- Where the photo (`image`) comes from: source, author and licence, shown under it.
ALTER TABLE colleges ADD COLUMN image_credit TEXT NOT NULL DEFAULT '';
-- The college's own words for its brochure page.
ALTER TABLE colleges ADD COLUMN brochure_text TEXT NOT NULL DEFAULT '';
