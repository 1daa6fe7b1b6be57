-- Journal search (issue 17). Pictures inside a post need no schema: they are rows of `images`, named in the
-- sections' Markdown (`/uploads/<id>/…`), and kept by the orphan sweep while a section or a revision names them.

-- What the search finds of each post, as plain text (services/journal-search.ts writes it with every save: Markdown
-- stripped, NFC). `id` is the full-text index's rowid: an INTEGER PRIMARY KEY, so a VACUUM never renumbers it.
CREATE TABLE blog_search_docs (
  id INTEGER PRIMARY KEY,
  blog_id TEXT NOT NULL UNIQUE REFERENCES blogs(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  category TEXT NOT NULL,
  keywords TEXT NOT NULL
);

-- unicode61 counts only letters, numbers and private-use characters as parts of a word by default, so it cut Devanagari
-- words at every vowel sign and virama (Mn/Mc): "दिल" and "दाल" both became "द" + "ल". With the marks (M*) counted
-- too, a word of any Indian script is one token. remove_diacritics 2 folds Latin accents only ("cafe" finds "café").
-- The prefix indexes make the two- and three-letter prefix searches ("anx") as fast as whole words.
CREATE VIRTUAL TABLE blog_search USING fts5(
  title, body, category, keywords,
  content = 'blog_search_docs', content_rowid = 'id',
  tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'",
  prefix = '2 3'
);

CREATE TRIGGER blog_search_docs_insert AFTER INSERT ON blog_search_docs BEGIN
  INSERT INTO blog_search (rowid, title, body, category, keywords) VALUES (new.id, new.title, new.body, new.category, new.keywords);
END;

-- Also fired by the cascade when a post is deleted.
CREATE TRIGGER blog_search_docs_delete AFTER DELETE ON blog_search_docs BEGIN
  INSERT INTO blog_search (blog_search, rowid, title, body, category, keywords) VALUES ('delete', old.id, old.title, old.body, old.category, old.keywords);
END;

CREATE TRIGGER blog_search_docs_update AFTER UPDATE ON blog_search_docs BEGIN
  INSERT INTO blog_search (blog_search, rowid, title, body, category, keywords) VALUES ('delete', old.id, old.title, old.body, old.category, old.keywords);
  INSERT INTO blog_search (rowid, title, body, category, keywords) VALUES (new.id, new.title, new.body, new.category, new.keywords);
END;

-- Best first: a hit in the title counts most, then category and keywords, then the text.
INSERT INTO blog_search (blog_search, rank) VALUES ('rank', 'bm25(10.0, 1.0, 4.0, 4.0)');

-- Every existing post, from its raw Markdown; the first start replaces it with the stripped, NFC text (the app_state
-- key 'search_text_version' is still missing then).
INSERT INTO blog_search_docs (blog_id, title, body, category, keywords)
SELECT
  blogs.id,
  blogs.title,
  coalesce((SELECT group_concat(blog_sections.title || ' ' || blog_sections.description, ' ' ORDER BY blog_sections.position)
            FROM blog_sections WHERE blog_sections.blog_id = blogs.id), ''),
  blogs.category,
  blogs.keywords
FROM blogs;
