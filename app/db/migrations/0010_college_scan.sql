-- College directory, every filter combination bounded.
-- A combination no stored list covers (two facets, three or more filters, any text search) walks
-- the most selective filter's index in sort-position order from a keyset cursor and checks the
-- others per row (app/lib/colleges/filters.ts, "bounded scan"). The facet indexes (0008) and the
-- place + ownership indexes exist; a single place (state, city or ownership) in position order is
-- added here, so text + a place, or state + city + a facet, also walk an index in the sort's order.
-- A state (with text, or with city and a facet), in each sort's positions.
CREATE INDEX colleges_state_pos_rank ON colleges (state, pos_rank);
CREATE INDEX colleges_state_pos_rating ON colleges (state, pos_rating);
CREATE INDEX colleges_state_pos_fees ON colleges (state, pos_fees);
CREATE INDEX colleges_state_pos_name ON colleges (state, pos_name);
-- A city, likewise.
CREATE INDEX colleges_city_pos_rank ON colleges (city, pos_rank);
CREATE INDEX colleges_city_pos_rating ON colleges (city, pos_rating);
CREATE INDEX colleges_city_pos_fees ON colleges (city, pos_fees);
CREATE INDEX colleges_city_pos_name ON colleges (city, pos_name);
-- Ownership (with a text that matches many colleges).
CREATE INDEX colleges_ownership_pos_rank ON colleges (ownership, pos_rank);
CREATE INDEX colleges_ownership_pos_rating ON colleges (ownership, pos_rating);
CREATE INDEX colleges_ownership_pos_fees ON colleges (ownership, pos_fees);
CREATE INDEX colleges_ownership_pos_name ON colleges (ownership, pos_name);
