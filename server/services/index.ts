import type { Config } from "../config.ts";
import type { Db } from "../db/connection.ts";
import { needsDemoContent } from "../db/seed.ts";
import { seedDemoContentInChild } from "../db/seed-process.ts";
import type { ImageStore } from "../images/store.ts";
import type { Logger } from "../logger.ts";
import type { MarkdownRenderer } from "../markdown/render-pool.ts";
import { createActivityService } from "./activity.ts";
import { createAdminService } from "./admins.ts";
import { createBackupRuns } from "./backup-runs.ts";
import { createOffsiteBackups } from "./offsite-backups.ts";
import { createCommentService } from "./comments.ts";
import { createCommentReplyService } from "./comment-replies.ts";
import { createContactService } from "./contacts.ts";
import { createChangeSignal } from "./change-signal.ts";
import { createImageRecords } from "./images.ts";
import { createInsightsService } from "./insights.ts";
import { createJournalService } from "./journal/index.ts";
import { createJournalSearch } from "./journal-search.ts";
import { createMediaService } from "./media.ts";
import { createOutbox } from "./outbox.ts";
import { createPrivacyService } from "./privacy.ts";
import { createRetentionService } from "./retention.ts";
import { createSlidingWindow } from "./rate-limit.ts";
import { createSessionService } from "./sessions.ts";
import { createSignIns } from "./sign-ins.ts";
import { createAuthenticatorService } from "./authenticator.ts";
import { createPasskeyService } from "./passkeys.ts";
import { createSecretBox, loadSecretKey } from "../security/secret-box.ts";
import { createStatsService } from "./stats.ts";
import { createVisitorService } from "./visitors.ts";
import { createPracticeService } from "./practice.ts";

export type ServiceDeps = { db: Db; images: ImageStore; config: Config; renderer: MarkdownRenderer; logger: Logger };

/** API.md: comments and contact messages, per address and path, in any 10 minutes. */
const publicPostWindowMs = 10 * 60 * 1000;

/** Journal searches through the API per address in any minute: a reader types a few, a scraper is held back. */
const searchesPerMinute = 60;

export function createServices({ db, images, config, renderer, logger }: ServiceDeps) {
  const imageRecords = createImageRecords(db, images);
  const admins = createAdminService(db);
  const site = new URL(config.siteUrl);
  const authenticator = createAuthenticatorService(db, createSecretBox(loadSecretKey(config.dataDir, config.secretKey)), { issuer: site.host, logger });
  const passkeys = createPasskeyService(db, { name: "Practice back office", id: site.hostname, origin: site.origin });
  const visitors = createVisitorService(db);
  const practice = createPracticeService(db, imageRecords, images);
  const outbox = createOutbox(db, { enabled: config.notifications !== null, journalTitle: async () => (await practice.get()).journal.title });
  const comments = createCommentService(db, outbox);
  const contacts = createContactService(db, outbox);
  const sessions = createSessionService(db, { admins, authenticator, passkeys }, { ttlHours: config.sessionTtlHours });
  const activity = createActivityService(db);
  const backupRuns = createBackupRuns(db, outbox, { configured: config.offsite !== null });
  const blogs = createJournalService(db, imageRecords, renderer);
  return {
    /** Raised by `settleWrite` for each write declared to change the public pages (endpoints and background jobs). */
    changeSignal: createChangeSignal(),
    blogs,
    search: createJournalSearch(db),
    comments,
    commentReplies: createCommentReplyService(db, outbox, comments),
    contacts,
    outbox,
    privacy: createPrivacyService(db, { comments, contacts, outbox }),
    retention: createRetentionService(db, outbox, { retentionDays: config.retentionDays }),
    media: createMediaService(db, imageRecords),
    imageRecords,
    practice,
    visitors,
    insights: createInsightsService(db, { publishedAddress: blogs.publishedAddress, logger }),
    admins,
    sessions,
    signIns: createSignIns({ sessions, activity, outbox }),
    authenticator,
    passkeys,
    stats: createStatsService(db, visitors, outbox),
    activity,
    backupRuns,
    offsite: createOffsiteBackups({ config: config.offsite, runs: backupRuns, activity }),
    rateLimits: {
      publicPosts: createSlidingWindow({ limit: config.publicPostLimit, windowMs: publicPostWindowMs }),
      searches: createSlidingWindow({ limit: searchesPerMinute, windowMs: 60 * 1000 }),
    },
    demo: {
      /** True for a new, empty database that never had the demo content. */
      needed: () => needsDemoContent(db),
      /** In a child process, with its own connection to the same database (see seed-process.ts). */
      seed: () => seedDemoContentInChild(),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
