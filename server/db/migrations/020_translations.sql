-- The journal in four languages (issue 29): each translation is a post of its own, in a group around its original.

-- The post's language; every post written before this is English.
ALTER TABLE blogs ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'hi', 'te', 'ur'));

-- The original a translation translates; NULL for an original. The service decides what happens to a deleted
-- original's translations (deleted with it, or originals of their own); SET NULL only keeps a missed case from dangling.
ALTER TABLE blogs ADD COLUMN translation_of TEXT REFERENCES blogs(id) ON DELETE SET NULL;

-- The original's revision the translation was last made from, and its title and sections then (JSON), for the diff the
-- editor shows once the original has changed. `outdated` is set when the original's text changes after that.
ALTER TABLE blogs ADD COLUMN source_revision INTEGER;
ALTER TABLE blogs ADD COLUMN source_text TEXT;
ALTER TABLE blogs ADD COLUMN outdated INTEGER NOT NULL DEFAULT 0;

-- "Reviewed by {name} on {date}" (a YYYY-MM-DD day), shown on the translation's page; empty when nobody reviewed it.
ALTER TABLE blogs ADD COLUMN reviewed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE blogs ADD COLUMN reviewed_on TEXT;

-- One translation per language of an original. Not partial, so that a list's or the sitemap's groups
-- (`translation_of IN (...)`) are read through it too.
CREATE UNIQUE INDEX blogs_translation_lang ON blogs (translation_of, lang);

-- An address is `/blogs/{slug}` in English and `/{lang}/blogs/{slug}` in another language: unique within a language,
-- so a translation keeps its original's slug.
DROP INDEX blogs_slug;
CREATE UNIQUE INDEX blogs_lang_slug ON blogs (lang, slug);
-- Each language's journal, feed and grid, newest first, as 013's indexes serve the English one.
CREATE INDEX blogs_lang_published_created ON blogs (lang, published, created_at, id);
CREATE INDEX blogs_lang_journal ON blogs (lang, published, featured, created_at, id);

CREATE TABLE blog_old_slugs_by_lang (
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  blog_id TEXT NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  PRIMARY KEY (lang, slug)
);
INSERT INTO blog_old_slugs_by_lang (lang, slug, blog_id) SELECT 'en', slug, blog_id FROM blog_old_slugs;
DROP TABLE blog_old_slugs;
ALTER TABLE blog_old_slugs_by_lang RENAME TO blog_old_slugs;
