-- Issue 31: each off-site copy (restic) and each restore drill, for the dashboard, the alerts and the drill's
-- comparison. A copy records the rows its backup held, counted in the backup's own database; a drill records what
-- it found in the restored one. `detail` says what failed, never a password or a repository's credentials.
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

-- A failed or missing backup e-mails the doctor through the same outbox; `record_id` names the alert.
CREATE TABLE outbox_new (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'comment', 'security', 'reply', 'backup')),
  record_id TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  given_up_at TEXT,
  created_at TEXT NOT NULL
);
INSERT INTO outbox_new SELECT id, kind, record_id, attempts, next_attempt_at, last_error, given_up_at, created_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (given_up_at, next_attempt_at);
CREATE INDEX outbox_record ON outbox (record_id);
