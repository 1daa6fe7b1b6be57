-- Issue 30: the doctor answers a comment, one level deep, so the reply lives on the comment's own row. A reader who
-- asked to be told of the reply has `notify_reply` set until the first reply queues that one e-mail.
ALTER TABLE comments ADD COLUMN reply_text TEXT;
ALTER TABLE comments ADD COLUMN reply_created_at TEXT;
ALTER TABLE comments ADD COLUMN reply_updated_at TEXT;
ALTER TABLE comments ADD COLUMN notify_reply INTEGER NOT NULL DEFAULT 0;

-- The dashboard counts published comments still awaiting a reply, urgent first.
CREATE INDEX comments_awaiting_reply ON comments (published, urgent) WHERE reply_text IS NULL;

-- The one e-mail to such a reader goes through the outbox; `record_id` names the comment. So do the off-site backups'
-- alerts (018), which came in the same release: one rebuild, since SQLite cannot change a CHECK in place.
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
