-- Issue 19: visit insights without identifying anyone. A visitor is a hash of the India day's random salt, the
-- address and the user agent; neither of those is ever stored, and each salt is deleted after 48 hours, after which
-- no hash can be linked to an address again.
CREATE TABLE insight_salts (
  day TEXT PRIMARY KEY,
  salt BLOB NOT NULL,
  created_at TEXT NOT NULL
);

-- One row per page view: the path, the referrer's host only, the device class, the India day, the visitor hash.
CREATE TABLE pageviews (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  referrer TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
  visitor TEXT NOT NULL
);
CREATE INDEX pageviews_day ON pageviews (day);

-- Goals: a tap on WhatsApp, a call or directions, a message or comment sent, a page not found.
CREATE TABLE goal_events (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  name TEXT NOT NULL,
  path TEXT NOT NULL,
  clinic TEXT NOT NULL DEFAULT '',
  visitor TEXT NOT NULL
);
CREATE INDEX goal_events_day ON goal_events (day);

-- Page speed as real visitors feel it (web-vitals): milliseconds for LCP and INP, a score for CLS; null when the
-- browser did not report that one.
CREATE TABLE vitals (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  lcp REAL,
  inp REAL,
  cls REAL
);
CREATE INDEX vitals_day ON vitals (day);

-- Raw rows older than 90 days become daily totals: per metric ('views', 'page', 'referrer', 'device', 'goal',
-- 'booking', 'whatsapp') and key (a path, a host, a device class, a goal's name, a clinic), the day's distinct
-- visitors and its count; and per page the day's 75th percentiles of the vitals with their number of samples.
CREATE TABLE insight_totals (
  day TEXT NOT NULL,
  metric TEXT NOT NULL,
  key TEXT NOT NULL,
  visitors INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, metric, key)
);
CREATE TABLE vitals_totals (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  lcp REAL,
  inp REAL,
  cls REAL,
  samples INTEGER NOT NULL,
  PRIMARY KEY (day, path)
);
