import type { ColumnType, Generated } from "kysely";
import type { Lang } from "#app/i18n/languages.ts";

interface ImagesTable {
  id: string;
  width: number;
  height: number;
  variants: string;
  created_at: string;
  /** The widest JPEG's file name, set by a trigger from `variants` (migration 016); null when there is none. */
  largest_jpeg: ColumnType<string | null, never, never>;
}

interface BlogsTable {
  id: string;
  title: string;
  category: Generated<string>;
  metatitle: Generated<string>;
  metadescription: Generated<string>;
  author: Generated<string>;
  keywords: Generated<string>;
  cover_image_id: string | null;
  published: Generated<number>;
  featured: Generated<number>;
  featured_order: Generated<number>;
  readers: Generated<number>;
  created_at: string;
  updated_at: string;
  slug: string | null;
  publish_at: string | null;
  revision: Generated<number>;
  lang: Generated<Lang>;
  translation_of: string | null;
  source_revision: number | null;
  /** JSON of the original's title and sections the translation was last made from (migration 017). */
  source_text: string | null;
  outdated: Generated<number>;
  reviewed_by: Generated<string>;
  reviewed_on: string | null;
}

interface BlogOldSlugsTable {
  lang: Lang;
  slug: string;
  blog_id: string;
}

interface BlogRevisionsTable {
  id: string;
  blog_id: string;
  reason: "created" | "saved" | "autosaved" | "published" | "unpublished" | "restored";
  title: string;
  /** JSON of the post's editable fields (see migration 011). */
  snapshot: string;
  created_at: string;
  updated_at: string;
}

interface BlogPreviewsTable {
  token_hash: string;
  blog_id: string;
  expires_at: string;
}

/** A post's searchable plain text (migration 012); the FTS5 table `blog_search` indexes it. */
interface BlogSearchDocsTable {
  id: Generated<number>;
  blog_id: string;
  title: string;
  body: string;
  category: string;
  keywords: string;
}

interface BlogSectionsTable {
  blog_id: string;
  position: number;
  title: string;
  description: string;
  /** Sanitised HTML of `description`; null until rendered (see services/rendered-sections.ts). */
  html: string | null;
}

interface CommentsTable {
  id: string;
  blog_id: string;
  name: string;
  email: string;
  mobile: string;
  message: string;
  published: Generated<number>;
  urgent: Generated<number>;
  created_at: string;
  /** A copy of its post's title, kept in step by triggers (migration 014), so the admin's list sorts by it through an index. */
  blog_title: Generated<string>;
  /** The doctor's one answer (migration 017); null while the comment awaits a reply. */
  reply_text: Generated<string | null>;
  reply_created_at: Generated<string | null>;
  reply_updated_at: Generated<string | null>;
  /** 1 while the commenter's "e-mail me once when the doctor replies" waits for the first reply. */
  notify_reply: Generated<number>;
}

export interface ContactsTable {
  id: string;
  name: string;
  mobile: string;
  email: string;
  message: string;
  urgent: Generated<number>;
  created_at: string;
}

export interface OutboxTable {
  id: string;
  kind: "contact" | "comment" | "security" | "reply" | "backup";
  record_id: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  given_up_at: string | null;
  created_at: string;
}

interface MediaTable {
  id: string;
  title: string;
  description: Generated<string>;
  image_id: string | null;
  created_at: string;
}

interface VisitsTable {
  day: string;
  count: number;
}

interface AdminsTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  totp_secret: string | null;
  totp_pending: string | null;
}

interface TotpUsedStepsTable {
  admin_id: string;
  step: number;
}

interface SessionsTable {
  id: string;
  admin_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  verified_at: string | null;
  last_seen_at: string | null;
  device: Generated<string>;
}

interface RecoveryCodesTable {
  id: string;
  admin_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

interface PasskeysTable {
  id: string;
  admin_id: string;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: Generated<string>;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

interface AuthChallengesTable {
  id: string;
  kind: "mfa" | "passkey-register" | "passkey-signin";
  admin_id: string | null;
  secret: string;
  expires_at: string;
  used_at: string | null;
}

interface AdminDevicesTable {
  id: string;
  admin_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

interface BackupRunsTable {
  id: string;
  kind: "offsite" | "drill";
  at: string;
  ok: number;
  snapshot_id: string | null;
  backup_name: string | null;
  posts: number | null;
  comments: number | null;
  messages: number | null;
  images: number | null;
  detail: Generated<string>;
}

interface AppStateTable {
  key: string;
  value: string;
}

interface ActivityTable {
  id: string;
  at: string;
  actor: string;
  action: string;
  target: Generated<string>;
  /** The translation_dismissals row that undoes this entry's change, while it is kept (migration 023). */
  undo_id: string | null;
}

/** A translation's source before "Mark as up to date", for its undo (migration 023). */
interface TranslationDismissalsTable {
  id: string;
  blog_id: string;
  at: string;
  source_revision: number | null;
  source_text: string | null;
}

interface PracticeTable {
  id: number;
  document: string;
  updated_at: string;
}

interface InsightSaltsTable {
  day: string;
  salt: Buffer;
  created_at: string;
}

interface PageviewsTable {
  id: Generated<number>;
  day: string;
  path: string;
  referrer: Generated<string>;
  device: "mobile" | "tablet" | "desktop";
  visitor: string;
}

interface GoalEventsTable {
  id: Generated<number>;
  day: string;
  name: string;
  path: string;
  clinic: Generated<string>;
  visitor: string;
}

interface VitalsTable {
  id: Generated<number>;
  day: string;
  path: string;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

interface InsightTotalsTable {
  day: string;
  metric: string;
  key: string;
  visitors: number;
  count: number;
}

interface VitalsTotalsTable {
  day: string;
  path: string;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  samples: number;
}

export interface Database {
  images: ImagesTable;
  blogs: BlogsTable;
  blog_sections: BlogSectionsTable;
  blog_old_slugs: BlogOldSlugsTable;
  blog_revisions: BlogRevisionsTable;
  blog_previews: BlogPreviewsTable;
  blog_search_docs: BlogSearchDocsTable;
  comments: CommentsTable;
  contacts: ContactsTable;
  media: MediaTable;
  visits: VisitsTable;
  admins: AdminsTable;
  sessions: SessionsTable;
  admin_devices: AdminDevicesTable;
  recovery_codes: RecoveryCodesTable;
  totp_used_steps: TotpUsedStepsTable;
  passkeys: PasskeysTable;
  auth_challenges: AuthChallengesTable;
  insight_salts: InsightSaltsTable;
  pageviews: PageviewsTable;
  goal_events: GoalEventsTable;
  vitals: VitalsTable;
  insight_totals: InsightTotalsTable;
  vitals_totals: VitalsTotalsTable;
  app_state: AppStateTable;
  activity: ActivityTable;
  translation_dismissals: TranslationDismissalsTable;
  practice: PracticeTable;
  outbox: OutboxTable;
  backup_runs: BackupRunsTable;
}
