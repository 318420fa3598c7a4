-- Which institute types a JoSAA round's table holds (comma-separated JoSAA types: IIT, NIT, IIIT, GFTI). A copy
-- of a round may cover some types only (the newest year's copy holds the NITs, IIITs and GFTIs): each page takes
-- the newest year and final round held for the institutes it shows. Rows written before this column say every
-- type, as every table then held them all.
ALTER TABLE josaa_rounds ADD COLUMN institute_types TEXT NOT NULL DEFAULT 'IIT,NIT,IIIT,GFTI';
