// The records as the services take and return them, and as the server-rendered pages speak of them: the one home
// of the domain types, imported by app/ and server/ alike. API.md's shapes (`_id`, `coverimage`, `blogid`, a media
// item's `image` URL, ...) are in app/contract/shapes.ts, and server/api/wire.ts maps between the two.
import type { SortField, SortedList } from "#app/lib/field-schemas.ts";
import type { Lang } from "#app/i18n/languages.ts";

/** A stored image with its responsive variants, for <picture>. `url` is the largest JPEG. */
export type ImageInfo = {
  url: string;
  width: number;
  height: number;
  sources: { type: "image/avif" | "image/webp" | "image/jpeg"; srcset: string }[];
};

/** One page of a list, with the number of records before paging. */
export type Page<Item> = { items: Item[]; total: number };

/** Which page of a list: `pageno` from 0. */
export type PageSlice = { pageno: number; pagesize: number };

/** Which page of an admin list, sorted by one of `list`'s own fields and filtered by a search text. */
export type ListRequest<List extends SortedList> = PageSlice & {
  sortby: SortField<List>;
  order: "asc" | "desc";
  search: string;
};

export type BlogSection = { title: string; description: string };

/** Draft: nowhere public. Scheduled: public from `publishAt`. Published: public. */
export type BlogStatus = "draft" | "scheduled" | "published";

export type Blog = {
  id: string;
  /** The address after `/blogs/`. */
  slug: string;
  title: string;
  category: string;
  metatitle: string;
  metadescription: string;
  author: string;
  keywords: string;
  cover: ImageInfo | null;
  sections: BlogSection[];
  /** True exactly when `status` is "published". */
  published: boolean;
  status: BlogStatus;
  /** When a scheduled post goes out, or when a published one went out (null for posts published before scheduling existed). */
  publishAt: string | null;
  /** Grows by one with each stored change; a save naming an older one is refused. */
  revision: number;
  featured: boolean;
  featuredOrder: number;
  readers: number;
  createdAt: string;
  updatedAt: string;
  lang: Lang;
  /** The original this post translates; null for an original. */
  translationOf: string | null;
  /** The original's revision this translation was last made from; null for an original. */
  sourceRevision: number | null;
  /** The original's text changed after `sourceRevision`, and nobody has saved the translation or dismissed the mark since. */
  outdated: boolean;
  /** "Reviewed by {reviewedBy} on {reviewedOn}" (a YYYY-MM-DD day); "" and null when nobody has. */
  reviewedBy: string;
  reviewedOn: string | null;
  /** The back office's reads only: every post of its group (the original first, then its translations), itself included. */
  translations?: TranslationSummary[];
};

/** One post of a translation group, as the back office lists it beside each member. */
export type TranslationSummary = { id: string; lang: Lang; slug: string; status: BlogStatus; outdated: boolean };

/** A live post of a translation group, as the pages that link the group together need it. */
export type PublishedSibling = { id: string; lang: Lang; slug: string; original: boolean };

/** What a deleted original's translations become: deleted with it, or originals of their own. */
export type TranslationsOnDelete = "delete" | "keep";

/** A published post that matched a journal search: `snippet` is HTML, its hits in <mark> and everything else escaped. */
export type JournalSearchHit = { id: string; slug: string | null; title: string; snippet: string };

/** A published post as lists show it (cards, feeds, the sitemap): everything but its sections' text. */
export type BlogEntry = Omit<Blog, "sections">;

/** A card's post: `lead` is the opening of its first section's Markdown, enough for the longest excerpt. */
export type BlogListing = BlogEntry & { lead: string };

/** A post with each section's title and sanitised HTML as its page shows them, read with its Markdown in one query. */
export type RenderedBlog = { blog: Blog; rendered: { title: string; html: string }[] };

/** What the admin writes of a blog; flags, cover and counts have calls of their own. No `slug`: suggested on create, kept on update. */
export type BlogDraft = Pick<Blog, "title" | "category" | "metatitle" | "metadescription" | "author" | "keywords" | "sections"> &
  Partial<Pick<Blog, "reviewedBy" | "reviewedOn">> & { slug?: string };

/** A new post: a draft, in English unless said, and the translation of `translationOf` when it names an original. */
export type NewBlog = BlogDraft & { lang?: Lang; translationOf?: string | null };

/** The editable fields of a post as a revision keeps them. */
export type BlogSnapshot = Omit<BlogDraft, "slug"> & { slug: string };

export type RevisionReason = "created" | "saved" | "autosaved" | "published" | "unpublished" | "restored";

export type RevisionSummary = { id: string; createdAt: string; reason: RevisionReason; title: string };

export type Revision = RevisionSummary & { blogId: string; snapshot: BlogSnapshot };

/** A comment as anyone may see it: never an e-mail or a mobile number. */
export type PublicComment = {
  id: string;
  blogId: string;
  blogTitle: string;
  name: string;
  message: string;
  published: boolean;
  createdAt: string;
  reply: CommentReply | null;
};

/** The doctor's answer under a comment: plain text with paragraphs (one level; nobody answers it). */
export type CommentReply = { text: string; createdAt: string; updatedAt: string };

/**
 * `urgent`: the words suggest a risk of self-harm; the back office lists these first. `notifyReply`: the commenter
 * asked for one e-mail when the doctor replies, and it has not gone yet. `lang`: the language of its post, which the
 * comment is read in and its reply is written in (issue 40).
 */
export type AdminComment = PublicComment & { email: string; mobile: string; urgent: boolean; notifyReply: boolean; lang: Lang };

export type NewComment = { blogId: string; name: string; email: string; mobile: string; message: string; notifyReply?: boolean };

/** The admin's comment list narrowed by the doctor's answer: published comments still without one, or those with one. */
export type ReplyFilter = "awaiting" | "replied";

export type Contact = { id: string; name: string; mobile: string; email: string; message: string; createdAt: string; urgent: boolean };

export type NewContact = Omit<Contact, "id" | "createdAt" | "urgent">;

export type Media = { id: string; title: string; description: string; picture: ImageInfo | null; createdAt: string };

export type MediaDraft = Pick<Media, "title" | "description">;

/** Whom a privacy copy or erasure is about: their e-mail, their mobile number, or both. */
export type Person = { email?: string; mobile?: string };

/** One line of the activity log: when, who (an e-mail), what (e.g. "blog.publish") and on what. */
/** `undo`: the id that undoes the entry's change (a translation's dismissal), present while it can be undone. */
export type ActivityEntry = { id: string; at: string; actor: string; action: string; target: string; undo?: string };

/** A passkey of the admin, as the Security screen lists it. */
export type PasskeyInfo = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** A signed-in session of the admin: which browser ("Chrome on Android"), since when, last used, and whether it is this one. */
export type SessionInfo = { id: string; createdAt: string; lastSeenAt: string; device: string; current: boolean };

/** Visits ever and visits today (India time). */
export type VisitorCount = { totalCount: number; currentCount: number };

/** What the Insights screen shows for a range of India days (issue 19); every count comes from day-salted hashes. */
export type Insights = {
  totals: { visitors: number; pageviews: number };
  days: { date: string; visitors: number; pageviews: number }[];
  pages: { path: string; visitors: number; pageviews: number }[];
  referrers: { host: string; visitors: number }[];
  devices: { kind: string; visitors: number }[];
  goals: { name: string; count: number; visitors: number }[];
  funnel: { clinic: string; visitors: number; bookingViews: number; whatsappTaps: number }[];
  vitals: { path: string; lcp: number | null; inp: number | null; cls: number | null; samples: number }[];
};

/** The dashboard's figures, one small query per table. */
export type DashboardStats = {
  /** `outdated`: translations whose original changed since they were made (issue 29). */
  blogs: { published: number; draft: number; outdated: number };
  /** `awaitingReply`: published comments the doctor has not answered, and how many of them are urgent. */
  comments: { pending: number; published: number; awaitingReply: { total: number; urgent: number } };
  contacts: number;
  media: number;
  visitors: VisitorCount;
  /** Messages whose words suggest a risk of self-harm: contact messages, and comments not yet published. */
  urgent: { contacts: number; comments: number };
  /** E-mails to the doctor: whether they are set up, how many wait to be sent, how many were given up on. */
  notifications: { enabled: boolean; waiting: number; failed: number };
};

/** The disk the site's data is on: free and total bytes, and `low` below 10 % or 200 MB free. */
export type DiskSpace = { freeBytes: number; totalBytes: number; low: boolean };

/** An authenticator app being set up: its secret, as text, as an otpauth:// address and as a QR code (SVG). */
export type TotpSetup = { secret: string; otpauthUrl: string; qrSvg: string };

/** The rows of posts, comments and messages a database holds: what a backup held, what its restore found. */
export type RowCounts = { posts: number; comments: number; messages: number };

/** What can go wrong with the off-site backups; each is e-mailed once and shown in red on the dashboard. */
export type BackupAlert = "backup-failed" | "backup-overdue" | "drill-failed" | "drill-overdue";

/** One off-site copy or restore drill, as recorded. */
export type BackupRun = {
  id: string;
  kind: "offsite" | "drill";
  at: string;
  ok: boolean;
  snapshotId: string | null;
  backupName: string | null;
  /** An off-site copy: the rows its backup held. A drill: the rows the restored database held. */
  counts: RowCounts | null;
  /** A drill: the image files found (all of those named when it passed). */
  images: number | null;
  detail: string;
};

/** The dashboard's view of the off-site copies; `problems` are shown in red and e-mailed once. */
export type OffsiteStatus = {
  configured: boolean;
  lastBackup: BackupRun | null;
  lastSuccessAt: string | null;
  lastDrill: BackupRun | null;
  problems: { alert: BackupAlert; text: string }[];
};

/** A restore drill's findings (decision 35). */
export type DrillReport = {
  ok: boolean;
  snapshotId: string | null;
  backupName: string | null;
  /** What the restored database holds; null when it could not be opened. */
  found: RowCounts | null;
  /** What the live database held when this backup was made (recorded then); null when nothing was recorded. */
  expected: RowCounts | null;
  /** Image files the restored database names, and how many of them were found. */
  images: { named: number; present: number } | null;
  /** One line per check that failed; empty when the drill passed. */
  problems: string[];
};
