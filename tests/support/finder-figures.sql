-- Browser tests only: three colleges abroad get the figures a published requirements page would give, so the
-- course finder's bands and sorts have something to work on (the shipped directory holds no unsourced figure).
UPDATE colleges SET requirements = '{"gpa":"3.9+","ielts":"7.5+","gre":"325+"}', acceptance = '4%', tuition = '$59,750', world_rank = 1 WHERE name = 'Massachusetts Institute of Technology';
UPDATE colleges SET requirements = '{"gpa":"3.0+","ielts":"6.5+","gre":"300+"}', acceptance = '88%', tuition = '$33,000', world_rank = 200 WHERE name = 'Arizona State University';
UPDATE colleges SET requirements = '{"gpa":"3.3+","ielts":"6.5+"}', acceptance = '10%', tuition = '€600', world_rank = 100 WHERE name = 'RWTH Aachen University';
