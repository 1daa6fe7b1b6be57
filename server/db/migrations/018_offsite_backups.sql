-- Issue 31: each off-site copy (restic) and each restore drill, for the dashboard, the alerts and the drill's
-- comparison. A copy records the rows its backup held, counted in the backup's own database; a drill records what
-- it found in the restored one. `detail` says what failed, never a password or a repository's credentials. A failed
-- or missing backup e-mails the doctor through the outbox (kind 'backup', which 017's rebuild allows).
CREATE TABLE backup_runs (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('offsite', 'drill')),
  at TEXT NOT NULL,
  ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
  snapshot_id TEXT,
  backup_name TEXT,
  posts INTEGER,
  comments INTEGER,
  messages INTEGER,
  images INTEGER,
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX backup_runs_kind_at ON backup_runs (kind, at);
