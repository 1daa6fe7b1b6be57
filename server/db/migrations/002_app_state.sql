-- Facts about this installation, such as whether the demo content was ever added.
CREATE TABLE app_state (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
