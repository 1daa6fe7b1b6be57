-- Issue 31: each authenticator step's code works once, without the rule that a later code must have a later step.
-- That rule locked the doctor out for as long as the server's clock had been ahead when she last signed in; now the
-- steps used recently are kept (the newest few per admin), so a wrong clock, once corrected, costs nothing.
CREATE TABLE totp_used_steps (
  admin_id TEXT NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  step INTEGER NOT NULL,
  PRIMARY KEY (admin_id, step)
);
INSERT INTO totp_used_steps (admin_id, step) SELECT id, totp_last_step FROM admins WHERE totp_last_step IS NOT NULL;
ALTER TABLE admins DROP COLUMN totp_last_step;
