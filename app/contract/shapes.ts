/**
 * The shapes of ../shared/API.md, as the API answers them and the browser reads them: the answers the contract's calls
 * name (app/contract/admin/, auth.ts, public.ts). The services speak app/lib/domain.ts, and server/api/wire.ts maps one
 * to the other. A shape with a domain record of the same kind is named Wire… (WireBlog beside domain.ts's Blog), so the
 * two cannot be mistaken for each other.
 */
import type { BlogSection, BlogStatus, ImageInfo, RevisionReason } from "#app/lib/domain.ts";
import type { Lang } from "#app/i18n/languages.ts";

export type WireBlog = {
  _id: string;
  /** The address after `/blogs/`. */
  slug: string;
  title: string;
  category: string;
  metatitle: string;
  metadescription: string;
  author: string;
  keywords: string;
  /** URL or "" */
  coverimage: string;
  /** The same cover with its variants; null when there is none. */
  cover: ImageInfo | null;
  content: BlogSection[];
  /** True exactly when `status` is "published". */
  published: boolean;
  status: BlogStatus;
  /** ISO 8601 UTC: when a scheduled post goes out, or when a published one went out; null for a draft. */
  publishAt: string | null;
  /** Grows by one with each stored change; send it back with an update to be told of a conflict. */
  revision: number;
  featured: boolean;
  featuredOrder: number;
  readers: number;
  createdAt: string;
  updatedAt: string;
  lang: Lang;
  /** The `_id` of the original this post translates; null for an original. */
  translationOf: string | null;
  /** The original's `revision` this translation was last made from; null for an original. */
  sourceRevision: number | null;
  /** The original changed after `sourceRevision`; cleared by a save whose changes are carried over, or by dismissing the mark. */
  outdated: boolean;
  /** "Reviewed by {reviewedBy} on {reviewedOn}" (YYYY-MM-DD); "" and null when nobody has. */
  reviewedBy: string;
  reviewedOn: string | null;
  /** Admin answers only: every post of the group, the original first, this post included. */
  translations?: WireTranslation[];
};

/** One post of a translation group. */
export type WireTranslation = { _id: string; lang: Lang; slug: string; status: BlogStatus; outdated: boolean };

/** What a translation's editor shows beside it: the original now, and as the translation was last made from it. */
export type WireTranslationSource = {
  original: {
    _id: string;
    lang: Lang;
    slug: string;
    revision: number;
    title: string;
    content: BlogSection[];
    metatitle: string;
    metadescription: string;
    keywords: string;
  };
  madeFrom: { revision: number | null; title: string; content: BlogSection[] } | null;
};

/** A post found by `GET /api/user/blog/search`; `snippet` is HTML: the hits in <mark>, everything else escaped. */
export type JournalSearchResult = { _id: string; slug: string | null; title: string; snippet: string };

/** A picture stored for a post's sections: its URL (the largest JPEG) to put in the Markdown, and its size. */
export type PostPicture = { url: string; width: number; height: number };

/** A comment as the public sees it: never an e-mail or a mobile number. */
export type WirePublicComment = {
  _id: string;
  blogid: string;
  blogtitle: string;
  name: string;
  message: string;
  published: boolean;
  createdAt: string;
  /** The doctor's answer, or null. */
  reply: { text: string; createdAt: string; updatedAt: string } | null;
};

/**
 * `urgent`: the words suggest a risk of self-harm; the back office lists these first. `lang`: its post's language, in
 * which the reply box offers the templates first.
 */
export type WireAdminComment = WirePublicComment & { email: string; mobile: string; urgent: boolean; notifyReply: boolean; lang: Lang };

export type WireContact = {
  _id: string;
  name: string;
  mobile: string;
  email: string;
  message: string;
  createdAt: string;
  /** The words suggest a risk of self-harm; the back office lists these first. */
  urgent: boolean;
};

export type WireMedia = {
  _id: string;
  title: string;
  description: string;
  /** URL or "" */
  image: string;
  picture: ImageInfo | null;
  createdAt: string;
};

/** One line of the activity log: when, who (an e-mail), what (e.g. "blog.publish") and on what. */
/** `undo`: the id to send to the call that undoes the entry's change (a translation's dismissal), while it can be. */
export type WireActivityEntry = { _id: string; at: string; actor: string; action: string; target: string; undo?: string };

/** A passkey of the admin, as the Security screen lists it. */
export type WirePasskey = { _id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** A signed-in session of the admin: which browser, since when, last used, and whether it is the one asking. */
export type WireSession = { _id: string; createdAt: string; lastSeenAt: string; device: string; current: boolean };

/** A page of an admin list: `<name>: [...]` beside the paging (API.md's list envelope). */
export type PageOf<Name extends string, Item> = Paged & Record<Name, Item[]>;

export type ApiSuccess<T> = { success: true; message?: string; data: T };
/** `reauth`: a dangerous act needs a fresh confirmation; `secondFactorRequired`: set one up first (REQUIRE_2FA). */
export type ApiFailure = {
  success: false;
  message: string;
  errors?: Record<string, string>;
  reauth?: true;
  secondFactorRequired?: true;
  /** What resolves the refusal: on a 409 for a stale revision, `{ blog }` as stored. */
  data?: unknown;
};
export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;
export type Paged = { total: number; pageno: number; pagesize: number };

/** A post's revision as the History panel lists it. */
export type WireRevisionSummary = { _id: string; createdAt: string; reason: RevisionReason; title: string };

/** A revision with the post's fields as they were (`content` as in a blog). */
export type WireRevision = WireRevisionSummary & {
  blogid: string;
  slug: string;
  category: string;
  metatitle: string;
  metadescription: string;
  author: string;
  keywords: string;
  content: BlogSection[];
};
