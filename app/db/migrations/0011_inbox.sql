-- Cost flat as content grows: every leads inbox filter and search
-- combination reads a bounded number of D1 rows, whatever the number of leads.
-- (Trigger bodies stay on one line: tests/support/sql.ts splits statements at line ends.)

-- A search by e-mail lists newest first through this index and pages by keyset (e-mail, id):
-- no temporary sort of every lead from that address.
CREATE INDEX submissions_email_newest ON submissions (email_lc, id DESC);

-- A ref's counts (one service's, expert's or college's leads), with or without a date range, as
-- a kind's are (migration 0008): the running totals per status move from lead_running (per kind
-- and IST day with leads) to lead_running_ref, the same per ref too — `ref` '' is every lead of
-- the kind — so any range of a ref is two rows per kind of the ref instead of every day of it
-- (lead_counts: a busy service has a row per day and status, ~2 000 over 14 months).
CREATE TABLE lead_running_ref (ref TEXT NOT NULL, kind TEXT NOT NULL, day TEXT NOT NULL, n_new INTEGER NOT NULL DEFAULT 0, n_contacted INTEGER NOT NULL DEFAULT 0, n_qualified INTEGER NOT NULL DEFAULT 0, n_won INTEGER NOT NULL DEFAULT 0, n_lost INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (ref, kind, day)) WITHOUT ROWID;
INSERT INTO lead_running_ref (ref, kind, day, n_new, n_contacted, n_qualified, n_won, n_lost) SELECT '', kind, day, n_new, n_contacted, n_qualified, n_won, n_lost FROM lead_running;
INSERT INTO lead_running_ref (ref, kind, day, n_new, n_contacted, n_qualified, n_won, n_lost) SELECT ref, kind, day, sum(sum(CASE WHEN status = 'new' THEN n ELSE 0 END)) OVER w, sum(sum(CASE WHEN status = 'contacted' THEN n ELSE 0 END)) OVER w, sum(sum(CASE WHEN status = 'qualified' THEN n ELSE 0 END)) OVER w, sum(sum(CASE WHEN status = 'won' THEN n ELSE 0 END)) OVER w, sum(sum(CASE WHEN status = 'lost' THEN n ELSE 0 END)) OVER w FROM lead_counts WHERE ref <> '' GROUP BY ref, kind, day WINDOW w AS (PARTITION BY ref, kind ORDER BY day);
DROP TRIGGER lead_running_insert;
DROP TRIGGER lead_running_status;
DROP TRIGGER lead_running_delete;
DROP TABLE lead_running;
-- The kinds a ref has leads of (one, as a rule: a service's inquiries, an expert's bookings).
CREATE TABLE lead_ref_kinds (ref TEXT NOT NULL, kind TEXT NOT NULL, PRIMARY KEY (ref, kind)) WITHOUT ROWID;
INSERT INTO lead_ref_kinds (ref, kind) SELECT DISTINCT ref, kind FROM lead_counts WHERE ref <> '';
-- A new lead adds to its kind's rows ('') and its ref's from its day on; a status change or a
-- deletion moves or removes it there.
CREATE TRIGGER lead_running_ref_insert AFTER INSERT ON submissions BEGIN INSERT OR IGNORE INTO lead_ref_kinds (ref, kind) SELECT NEW.ref, NEW.kind WHERE coalesce(NEW.ref, '') <> ''; INSERT OR IGNORE INTO lead_running_ref (ref, kind, day, n_new, n_contacted, n_qualified, n_won, n_lost) SELECT s.ref, NEW.kind, date(NEW.created_at, '+330 minutes'), coalesce(p.n_new, 0), coalesce(p.n_contacted, 0), coalesce(p.n_qualified, 0), coalesce(p.n_won, 0), coalesce(p.n_lost, 0) FROM (SELECT '' AS ref UNION ALL SELECT NEW.ref WHERE coalesce(NEW.ref, '') <> '') s LEFT JOIN lead_running_ref p ON p.ref = s.ref AND p.kind = NEW.kind AND p.day = (SELECT max(day) FROM lead_running_ref WHERE ref = s.ref AND kind = NEW.kind AND day < date(NEW.created_at, '+330 minutes')); UPDATE lead_running_ref SET n_new = n_new + (NEW.status = 'new'), n_contacted = n_contacted + (NEW.status = 'contacted'), n_qualified = n_qualified + (NEW.status = 'qualified'), n_won = n_won + (NEW.status = 'won'), n_lost = n_lost + (NEW.status = 'lost') WHERE ref IN ('', coalesce(NEW.ref, '')) AND kind = NEW.kind AND day >= date(NEW.created_at, '+330 minutes'); END;
CREATE TRIGGER lead_running_ref_status AFTER UPDATE OF status ON submissions WHEN OLD.status <> NEW.status BEGIN UPDATE lead_running_ref SET n_new = n_new - (OLD.status = 'new') + (NEW.status = 'new'), n_contacted = n_contacted - (OLD.status = 'contacted') + (NEW.status = 'contacted'), n_qualified = n_qualified - (OLD.status = 'qualified') + (NEW.status = 'qualified'), n_won = n_won - (OLD.status = 'won') + (NEW.status = 'won'), n_lost = n_lost - (OLD.status = 'lost') + (NEW.status = 'lost') WHERE ref IN ('', coalesce(NEW.ref, '')) AND kind = NEW.kind AND day >= date(NEW.created_at, '+330 minutes'); END;
CREATE TRIGGER lead_running_ref_delete AFTER DELETE ON submissions BEGIN UPDATE lead_running_ref SET n_new = n_new - (OLD.status = 'new'), n_contacted = n_contacted - (OLD.status = 'contacted'), n_qualified = n_qualified - (OLD.status = 'qualified'), n_won = n_won - (OLD.status = 'won'), n_lost = n_lost - (OLD.status = 'lost') WHERE ref IN ('', coalesce(OLD.ref, '')) AND kind = OLD.kind AND day >= date(OLD.created_at, '+330 minutes'); END;
