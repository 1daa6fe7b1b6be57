-- Issue 20: every list reads one page through an index, however many rows the table holds, instead of sorting the
-- whole table for each page. Lists break ties by id, so each index ends with it; SQLite scans an index forwards for
-- an ascending list and backwards for a descending one.

-- The admin's blog list, one index per sort field.
CREATE INDEX blogs_created ON blogs (created_at, id);
CREATE INDEX blogs_updated ON blogs (updated_at, id);
CREATE INDEX blogs_title ON blogs (title, id);
CREATE INDEX blogs_category ON blogs (category, id);
CREATE INDEX blogs_author ON blogs (author, id);
CREATE INDEX blogs_readers ON blogs (readers, id);
CREATE INDEX blogs_featured_order ON blogs (featured_order, id);
-- The public lists: every published post newest first (the API, the feed, the sitemap), and the journal's grid
-- (published, not featured) and its featured article.
DROP INDEX blogs_published_created;
CREATE INDEX blogs_published_created ON blogs (published, created_at, id);
CREATE INDEX blogs_journal ON blogs (published, featured, created_at, id);

-- The admin's comment and contact lists put urgent messages first whatever the sort, so each sort field needs two
-- indexes: urgent descending with the field ascending, and both ascending (read backwards for a descending list).
CREATE INDEX comments_urgent_created ON comments (urgent, created_at, id);
CREATE INDEX comments_urgent_created_asc ON comments (urgent DESC, created_at, id);
CREATE INDEX comments_urgent_name ON comments (urgent, name, id);
CREATE INDEX comments_urgent_name_asc ON comments (urgent DESC, name, id);
CREATE INDEX comments_urgent_email ON comments (urgent, email, id);
CREATE INDEX comments_urgent_email_asc ON comments (urgent DESC, email, id);
-- An article's published comments, newest first, and all published comments (the public API).
DROP INDEX comments_blog_published;
CREATE INDEX comments_blog_published ON comments (blog_id, published, created_at, id);
CREATE INDEX comments_published_created ON comments (published, created_at, id);

CREATE INDEX contacts_urgent_created ON contacts (urgent, created_at, id);
CREATE INDEX contacts_urgent_created_asc ON contacts (urgent DESC, created_at, id);
CREATE INDEX contacts_urgent_name ON contacts (urgent, name, id);
CREATE INDEX contacts_urgent_name_asc ON contacts (urgent DESC, name, id);
CREATE INDEX contacts_urgent_email ON contacts (urgent, email, id);
CREATE INDEX contacts_urgent_email_asc ON contacts (urgent DESC, email, id);

CREATE INDEX media_created_id ON media (created_at, id);
CREATE INDEX media_title ON media (title, id);
-- The public gallery: items with a picture, newest first.
CREATE INDEX media_gallery ON media (created_at, id) WHERE image_id IS NOT NULL;

-- The activity log breaks ties by rowid, which every index holds after its columns in ascending order: an index on
-- `at DESC` could not serve `at DESC, rowid DESC`; one on `at` serves both orders (and the one-year purge).
DROP INDEX activity_at;
CREATE INDEX activity_at ON activity (at);
