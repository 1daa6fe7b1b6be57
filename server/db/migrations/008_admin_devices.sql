-- Browsers that have signed in successfully (OWASP "device cookies"): a sign-in carrying one of these for
-- its own e-mail is exempt from the per-e-mail lock-out, so a stranger cannot keep the doctor locked out.
-- Only the SHA-256 of the cookie's value is kept.
CREATE TABLE admin_devices (
  id TEXT PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX admin_devices_expires ON admin_devices (expires_at);
