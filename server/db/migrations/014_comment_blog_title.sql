-- Issue 20: the admin's comment list sorted by the post's title read all 100,000 comments of bench:scale and sorted
-- them (about 200 ms), because the title lives in another table. Each comment keeps a copy of its post's title,
-- which these triggers keep in step whatever writes it, so the sort reads an index like every other list.
ALTER TABLE comments ADD COLUMN blog_title TEXT NOT NULL DEFAULT '';
UPDATE comments SET blog_title = (SELECT title FROM blogs WHERE blogs.id = comments.blog_id);

CREATE TRIGGER comments_blog_title_on_insert AFTER INSERT ON comments
BEGIN
  UPDATE comments SET blog_title = (SELECT title FROM blogs WHERE blogs.id = NEW.blog_id) WHERE id = NEW.id;
END;

CREATE TRIGGER comments_blog_title_on_rename AFTER UPDATE OF title ON blogs WHEN NEW.title IS NOT OLD.title
BEGIN
  UPDATE comments SET blog_title = NEW.title WHERE blog_id = NEW.id;
END;

CREATE INDEX comments_urgent_blog_title ON comments (urgent, blog_title, id);
CREATE INDEX comments_urgent_blog_title_asc ON comments (urgent DESC, blog_title, id);
