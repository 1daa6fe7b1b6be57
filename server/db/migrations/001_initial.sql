-- Images are stored once and referenced by blogs (cover) and media items.
CREATE TABLE images (
  id TEXT PRIMARY KEY,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  -- JSON array of the stored files: [{ "width": 640, "format": "webp", "file": "640.webp" }, ...]
  variants TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE blogs (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL DEFAULT '',
  metatitle TEXT NOT NULL DEFAULT '',
  metadescription TEXT NOT NULL DEFAULT '',
  author TEXT NOT NULL DEFAULT '',
  keywords TEXT NOT NULL DEFAULT '',
  cover_image_id TEXT REFERENCES images(id) ON DELETE SET NULL,
  published INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
  featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
  featured_order INTEGER NOT NULL DEFAULT 0,
  readers INTEGER NOT NULL DEFAULT 0 CHECK (readers >= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX blogs_published_created ON blogs (published, created_at DESC);

CREATE TABLE blog_sections (
  blog_id TEXT NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (blog_id, position)
);

CREATE TABLE comments (
  id TEXT PRIMARY KEY,
  blog_id TEXT NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  mobile TEXT NOT NULL,
  message TEXT NOT NULL,
  published INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE INDEX comments_blog_published ON comments (blog_id, published, created_at DESC);
CREATE INDEX comments_created ON comments (created_at DESC);

CREATE TABLE contacts (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX contacts_created ON contacts (created_at DESC);

CREATE TABLE media (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image_id TEXT REFERENCES images(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX media_created ON media (created_at DESC);

-- One row a day (Asia/Kolkata): no address, cookie or agent is kept.
CREATE TABLE visits (
  day TEXT PRIMARY KEY,
  count INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE admins (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Only the SHA-256 of a session token is kept; the token itself lives in the browser.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
