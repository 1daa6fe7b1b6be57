-- The practice document (app/content/practice.ts's `Practice`) as JSON: one row, replaced whole on every save.
CREATE TABLE practice (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  document TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
