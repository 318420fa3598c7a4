-- Cost flat as content grows, part 4 (issue 21, "admin"): every leads inbox filter and search
-- combination reads a bounded number of D1 rows, whatever the number of leads.
-- (Trigger bodies stay on one line: tests/support/sql.ts splits statements at line ends.)

-- A search by e-mail lists newest first through this index and pages by keyset (e-mail, id):
-- no temporary sort of every lead from that address.
CREATE INDEX submissions_email_newest ON submissions (email_lc, id DESC);

-- A ref's counts (one service's, expert's or college's leads), with or without a date range:
-- per ref, kind and IST day with leads, the running total per status (as lead_running per kind,
-- migration 0008), so any range is two rows per kind of the ref instead of every day of it
-- (lead_counts: a busy service has a row per day and status, ~2 000 over 14 months).
CREATE TABLE lead_ref_running (
  ref TEXT NOT NULL,
  kind TEXT NOT NULL,
  day TEXT NOT NULL,
  n_new INTEGER NOT NULL DEFAULT 0,
  n_contacted INTEGER NOT NULL DEFAULT 0,
  n_qualified INTEGER NOT NULL DEFAULT 0,
  n_won INTEGER NOT NULL DEFAULT 0,
  n_lost INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (ref, kind, day)
) WITHOUT ROWID;
INSERT INTO lead_ref_running (ref, kind, day, n_new, n_contacted, n_qualified, n_won, n_lost) SELECT ref, kind, day, sum(sum(CASE WHEN status = 'new' THEN n ELSE 0 END)) OVER w, sum(sum(CASE WHEN status = 'contacted' THEN n ELSE 0 END)) OVER w, sum(sum(CASE WHEN status = 'qualified' THEN n ELSE 0 END)) OVER w, sum(sum(CASE WHEN status = 'won' THEN n ELSE 0 END)) OVER w, sum(sum(CASE WHEN status = 'lost' THEN n ELSE 0 END)) OVER w FROM lead_counts WHERE ref <> '' GROUP BY ref, kind, day WINDOW w AS (PARTITION BY ref, kind ORDER BY day);
-- The kinds a ref has leads of (one, as a rule: a service's inquiries, an expert's bookings).
CREATE TABLE lead_ref_kinds (ref TEXT NOT NULL, kind TEXT NOT NULL, PRIMARY KEY (ref, kind)) WITHOUT ROWID;
INSERT INTO lead_ref_kinds (ref, kind) SELECT DISTINCT ref, kind FROM lead_counts WHERE ref <> '';
CREATE TRIGGER lead_ref_running_insert AFTER INSERT ON submissions WHEN coalesce(NEW.ref, '') <> '' BEGIN INSERT OR IGNORE INTO lead_ref_kinds (ref, kind) VALUES (NEW.ref, NEW.kind); INSERT OR IGNORE INTO lead_ref_running (ref, kind, day, n_new, n_contacted, n_qualified, n_won, n_lost) SELECT NEW.ref, NEW.kind, date(NEW.created_at, '+330 minutes'), coalesce(p.n_new, 0), coalesce(p.n_contacted, 0), coalesce(p.n_qualified, 0), coalesce(p.n_won, 0), coalesce(p.n_lost, 0) FROM (SELECT 1) LEFT JOIN (SELECT * FROM lead_ref_running WHERE ref = NEW.ref AND kind = NEW.kind AND day < date(NEW.created_at, '+330 minutes') ORDER BY day DESC LIMIT 1) p; UPDATE lead_ref_running SET n_new = n_new + (NEW.status = 'new'), n_contacted = n_contacted + (NEW.status = 'contacted'), n_qualified = n_qualified + (NEW.status = 'qualified'), n_won = n_won + (NEW.status = 'won'), n_lost = n_lost + (NEW.status = 'lost') WHERE ref = NEW.ref AND kind = NEW.kind AND day >= date(NEW.created_at, '+330 minutes'); END;
CREATE TRIGGER lead_ref_running_status AFTER UPDATE OF status ON submissions WHEN OLD.status <> NEW.status AND coalesce(NEW.ref, '') <> '' BEGIN UPDATE lead_ref_running SET n_new = n_new - (OLD.status = 'new') + (NEW.status = 'new'), n_contacted = n_contacted - (OLD.status = 'contacted') + (NEW.status = 'contacted'), n_qualified = n_qualified - (OLD.status = 'qualified') + (NEW.status = 'qualified'), n_won = n_won - (OLD.status = 'won') + (NEW.status = 'won'), n_lost = n_lost - (OLD.status = 'lost') + (NEW.status = 'lost') WHERE ref = NEW.ref AND kind = NEW.kind AND day >= date(NEW.created_at, '+330 minutes'); END;
CREATE TRIGGER lead_ref_running_delete AFTER DELETE ON submissions WHEN coalesce(OLD.ref, '') <> '' BEGIN UPDATE lead_ref_running SET n_new = n_new - (OLD.status = 'new'), n_contacted = n_contacted - (OLD.status = 'contacted'), n_qualified = n_qualified - (OLD.status = 'qualified'), n_won = n_won - (OLD.status = 'won'), n_lost = n_lost - (OLD.status = 'lost') WHERE ref = OLD.ref AND kind = OLD.kind AND day >= date(OLD.created_at, '+330 minutes'); END;
