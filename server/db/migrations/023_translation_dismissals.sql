-- "Mark as up to date" can be undone (issue 40): the translation's source as it was before the dismissal (the
-- original's revision and text it was made from; it was outdated then), to be written back as it was. One row per
-- translation at most, and only while undoing still means something: a later dismissal, a save whose changes were
-- carried over, the original's deletion (the translation kept) or the undo itself deletes it.
CREATE TABLE translation_dismissals (
  id TEXT PRIMARY KEY,
  blog_id TEXT NOT NULL UNIQUE REFERENCES blogs(id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  source_revision INTEGER,
  source_text TEXT
);

-- The record that undoes an entry's change (a translation_dismissals id): the activity log offers "Undo" while it is kept.
ALTER TABLE activity ADD COLUMN undo_id TEXT;
