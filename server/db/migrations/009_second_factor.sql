-- The back office's second factor (issue 18). The authenticator's secret is stored encrypted under a key that is
-- not in the database (SECRET_KEY or DATA_DIR/secret.key); recovery codes and challenge tokens only as SHA-256.
ALTER TABLE admins ADD COLUMN totp_secret TEXT;
-- A secret shown on the Security screen but not yet confirmed with a code.
ALTER TABLE admins ADD COLUMN totp_pending TEXT;
-- The last 30-second step whose code was accepted: each step's code works once.
ALTER TABLE admins ADD COLUMN totp_last_step INTEGER;

CREATE TABLE recovery_codes (
  id TEXT PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX recovery_codes_admin ON recovery_codes (admin_id);

CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL,
  transports TEXT NOT NULL DEFAULT '[]',
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX passkeys_admin ON passkeys (admin_id);

-- One-time steps of signing in: the token between the password and the code ('mfa'), and the WebAuthn
-- challenges ('passkey-register', 'passkey-signin'). Only the SHA-256 of an mfa token is kept.
CREATE TABLE auth_challenges (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('mfa', 'passkey-register', 'passkey-signin')),
  admin_id TEXT REFERENCES admins(id) ON DELETE CASCADE,
  secret TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX auth_challenges_expires ON auth_challenges (expires_at);

-- When this session last confirmed a factor (dangerous acts need one within 15 minutes), when it was last used,
-- and which browser it is, as the Security screen lists it.
ALTER TABLE sessions ADD COLUMN verified_at TEXT;
ALTER TABLE sessions ADD COLUMN last_seen_at TEXT;
ALTER TABLE sessions ADD COLUMN device TEXT NOT NULL DEFAULT '';

-- E-mails about the back office's security (a second factor turned off, a recovery code used, a passkey added, the
-- password changed) go through the same outbox; `record_id` names the event. SQLite cannot change a CHECK in place.
CREATE TABLE outbox_new (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'comment', 'security')),
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
