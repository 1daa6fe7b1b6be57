-- Issue 30: the doctor answers a comment, one level deep, so the reply lives on the comment's own row. A reader who
-- asked to be told of the reply has `notify_reply` set until the first reply queues that one e-mail.
ALTER TABLE comments ADD COLUMN reply_text TEXT;
ALTER TABLE comments ADD COLUMN reply_created_at TEXT;
ALTER TABLE comments ADD COLUMN reply_updated_at TEXT;
ALTER TABLE comments ADD COLUMN notify_reply INTEGER NOT NULL DEFAULT 0;

-- The dashboard counts published comments still awaiting a reply, urgent first.
CREATE INDEX comments_awaiting_reply ON comments (published, urgent) WHERE reply_text IS NULL;
