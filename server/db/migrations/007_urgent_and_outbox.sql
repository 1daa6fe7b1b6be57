-- Issue 11: messages whose words suggest a risk of self-harm are marked, and the doctor is told about every new message.
ALTER TABLE comments ADD COLUMN urgent INTEGER NOT NULL DEFAULT 0 CHECK (urgent IN (0, 1));
ALTER TABLE contacts ADD COLUMN urgent INTEGER NOT NULL DEFAULT 0 CHECK (urgent IN (0, 1));

-- One row per e-mail still to send, written in the same transaction as the message it is about. It holds
-- no personal data: the e-mail is composed from the message when it is sent. A sent row is deleted.
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'comment')),
  record_id TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  -- Only an error code such as ECONNREFUSED, never a server answer that could quote the message.
  last_error TEXT,
  -- Set when retries stopped after three days; the row stays so the dashboard can say so.
  given_up_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_due ON outbox (given_up_at, next_attempt_at);
CREATE INDEX outbox_record ON outbox (record_id);
