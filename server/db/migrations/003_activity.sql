-- The activity log: sign-ins and every admin change. Who (an e-mail), what (an action name) and on what
-- (a record's kind, id and title); never a password, a token or the text of a message.
CREATE TABLE activity (
  id TEXT PRIMARY KEY,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL DEFAULT ''
);
CREATE INDEX activity_at ON activity (at DESC);
