-- Cost flat as content grows: featured cards, the ranking table and inbox searches.
-- Home carousels: the one ranking a featured college's card shows (latest year, NIRF, then India
-- Today, then any agency; best rank) is the first entry of this index for the college, so each
-- card reads one index row instead of every ranking of the college.
CREATE INDEX college_rankings_card ON college_rankings (college_id, year DESC, agency <> 'nirf', agency <> 'indiatoday', rank, agency, category);

-- Leads inbox text search by the start of a name or phone: results in key order, newest first
-- within a key, paged by keyset (key, id) — one walk of these indexes, however many leads match.
CREATE INDEX submissions_name_newest ON submissions (lead_name, id DESC);
CREATE INDEX submissions_phone_newest ON submissions (lead_phone, id DESC);
