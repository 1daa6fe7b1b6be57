-- The journal as a publishing tool (issue 17): readable addresses, scheduling, conflict-safe edits, history, previews.

-- A post's address, `/blogs/{slug}`. NULL only until the start-up pass (services/blogs.ts assignMissingSlugs) gives
-- the posts of an upgraded database one, because the slug is transliterated from the title in JavaScript.
ALTER TABLE blogs ADD COLUMN slug TEXT;
CREATE UNIQUE INDEX blogs_slug ON blogs (slug);

-- When a scheduled post goes out (ISO 8601 UTC). A post is a draft when unpublished without it, scheduled when
-- unpublished with it; the scheduler sets `published` at that time, so every public query keeps reading `published`.
ALTER TABLE blogs ADD COLUMN publish_at TEXT;
CREATE INDEX blogs_scheduled ON blogs (publish_at) WHERE published = 0 AND publish_at IS NOT NULL;

-- Grows by one with each stored change; a save that names an older revision is refused (409).
ALTER TABLE blogs ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;

-- Earlier addresses of a post, answered with a 301 to its current one. A slug a post takes is removed from here.
CREATE TABLE blog_old_slugs (
  slug TEXT PRIMARY KEY,
  blog_id TEXT NOT NULL REFERENCES blogs(id) ON DELETE CASCADE
);
CREATE INDEX blog_old_slugs_blog ON blog_old_slugs (blog_id);

-- The history of a post: its editable fields as JSON (title, slug, category, metatitle, metadescription, author,
-- keywords, sections [{ title, description }]).
CREATE TABLE blog_revisions (
  id TEXT PRIMARY KEY,
  blog_id TEXT NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  reason TEXT NOT NULL CHECK (reason IN ('created', 'saved', 'autosaved', 'published', 'unpublished', 'restored')),
  title TEXT NOT NULL,
  snapshot TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX blog_revisions_blog ON blog_revisions (blog_id, created_at DESC);

-- Secret preview addresses: only the SHA-256 of the token is kept.
CREATE TABLE blog_previews (
  token_hash TEXT PRIMARY KEY,
  blog_id TEXT NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);
CREATE INDEX blog_previews_blog ON blog_previews (blog_id);
