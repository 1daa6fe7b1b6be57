import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { passwordMaxLength, passwordMinLength } from "#app/lib/field-schemas.ts";

const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be true or false",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const emptyAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** `site@example.com` or `Practice website <site@example.com>`. */
const mailboxPattern = /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(["development", "production", "test"]).default("production")),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().max(255).optional()),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
    SITE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://example.com" }).optional()),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email({ error: "must be an e-mail address" }).optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z.string().min(passwordMinLength, `must be at least ${passwordMinLength} characters`).max(passwordMaxLength).optional(),
    ),
    SEED_DEMO: z.preprocess(emptyAsUndefined, booleanText.default(true)),
    SESSION_TTL_HOURS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .positive()
        .max(24 * 30)
        .default(12),
    ),
    PUBLIC_POST_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(10)),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10).default(0)),
    MAX_CONNECTIONS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(10).max(100_000).default(4000)),
    BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    BACKUP_KEEP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).default(14)),
    BACKUP_REPOSITORY: z.preprocess(emptyAsUndefined, z.string().max(2000).optional()),
    BACKUP_PASSWORD_FILE: z.preprocess(emptyAsUndefined, z.string().max(1000).optional()),
    BACKUP_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12, "must be at least 12 characters").max(1000).optional()),
    BACKUP_SFTP_COMMAND: z.preprocess(emptyAsUndefined, z.string().max(2000).optional()),
    PAGE_CACHE: z.preprocess(emptyAsUndefined, booleanText.default(true)),
    PAGE_FILES: z.preprocess(emptyAsUndefined, booleanText.default(false)),
    PAGE_CACHE_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(4096).default(64)),
    LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
    RETENTION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(30, "must be at least 30").max(36_500).default(365)),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example:587" }).optional(),
    ),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().max(300).optional()),
    NOTIFY_EMAIL: z.preprocess(emptyAsUndefined, z.email({ error: "must be an e-mail address" }).optional()),
    NOTIFY_INCLUDE_TEXT: z.preprocess(emptyAsUndefined, booleanText.default(false)),
    NOTIFY_RETRY_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3600).default(60)),
    SECRET_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, "must be 32 random bytes as 64 hex digits or base64, e.g. from `openssl rand -hex 32`")
        .optional(),
    ),
    REQUIRE_2FA: z.preprocess(emptyAsUndefined, booleanText.default(false)),
    MARKDOWN_WORKER: z.preprocess(emptyAsUndefined, z.string().max(500).optional()),
    CLOCK_OFFSET_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .int()
        .min(-10 * 365 * 86400)
        .max(10 * 365 * 86400)
        .default(0),
    ),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  })
  .refine((env) => !env.BACKUP_REPOSITORY || Boolean(env.BACKUP_PASSWORD_FILE) !== Boolean(env.BACKUP_PASSWORD), {
    message: "set one of BACKUP_PASSWORD_FILE or BACKUP_PASSWORD with BACKUP_REPOSITORY, not both",
    path: ["BACKUP_REPOSITORY"],
  })
  .refine((env) => env.BACKUP_REPOSITORY || !(env.BACKUP_PASSWORD_FILE || env.BACKUP_PASSWORD || env.BACKUP_SFTP_COMMAND), {
    message: "BACKUP_PASSWORD_FILE, BACKUP_PASSWORD and BACKUP_SFTP_COMMAND need BACKUP_REPOSITORY",
    path: ["BACKUP_REPOSITORY"],
  })
  .refine((env) => !env.PAGE_FILES || env.PAGE_CACHE, {
    message: "PAGE_FILES writes the pages the page cache keeps: it needs PAGE_CACHE on",
    path: ["PAGE_FILES"],
  })
  .refine((env) => !env.SMTP_URL || (env.MAIL_FROM && env.NOTIFY_EMAIL), {
    message: "MAIL_FROM and NOTIFY_EMAIL must be set with SMTP_URL",
    path: ["SMTP_URL"],
  })
  .refine((env) => !env.MAIL_FROM || mailboxPattern.test(env.MAIL_FROM), {
    message: 'must be an e-mail address, or a name and an address such as "Practice website <site@example.com>"',
    path: ["MAIL_FROM"],
  });

export type Config = {
  production: boolean;
  port: number;
  /** The address to listen on; every interface when unset. */
  host: string | undefined;
  dataDir: string;
  siteUrl: string;
  admin: { email: string; password: string } | null;
  seedDemo: boolean;
  sessionTtlHours: number;
  trustProxy: number;
  /** Comments and contact messages one address may post per path in 10 minutes. */
  publicPostLimit: number;
  /**
   * Public pages rendered once and served from memory, up to `maxBytes` (see server/page-cache.ts); with `files`, also
   * written under DATA_DIR/pages for nginx (server/page-files.ts).
   */
  pageCache: { enabled: boolean; maxBytes: number; files: boolean };
  logLevel: string;
  /** Open connections the HTTP server accepts at once; more are closed as they arrive. */
  maxConnections: number;
  /** Where backups go, one folder per run. */
  backupDir: string;
  /** How many backups the daily job keeps, newest first. */
  backupKeep: number;
  /** Where restic copies each backup, encrypted; null: backups stay on this server only. */
  offsite: OffsiteConfig | null;
  /** Contact messages and unpublished comments older than this many days are deleted. */
  retentionDays: number;
  /** E-mail to the doctor about every new message; null when SMTP_URL is not set. */
  notifications: NotificationConfig | null;
  /** The key that encrypts second-factor secrets (SECRET_KEY); null: a key file in DATA_DIR is used. Never log it. */
  secretKey: Buffer | null;
  /** An admin without a second factor may, after the password, only set one up. */
  requireSecondFactor: boolean;
  /** Moves the server's clock (tests); 0 otherwise. */
  clockOffsetSeconds: number;
  /** A module that renders Markdown in the worker threads instead of the built-in one (tests); null otherwise. */
  markdownWorker: string | null;
};

export type NotificationConfig = {
  /** Holds the SMTP password: never log it. */
  smtpUrl: string;
  from: string;
  to: string;
  /** Whether the e-mail carries the message text (never the visitor's e-mail or phone). */
  includeText: boolean;
  /** The first retry's delay; each further retry waits twice as long, up to 60 times this. */
  retrySeconds: number;
};

export type OffsiteConfig = {
  /** A restic repository: a path, `sftp:user@host:/path`, `s3:https://host/bucket`, ... May hold credentials: never log it whole. */
  repository: string;
  /** The repository's password: a file restic reads, or the text itself. Never log it. */
  password: { file: string } | { text: string };
  /** The ssh command restic runs for an `sftp:` repository (restic's `sftp.command`); null: restic's own `ssh`. */
  sftpCommand: string | null;
  /** restic's cache of the repository's index, so a backup does not download it each time. */
  cacheDir: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const value = parsed.data;
  if (value.BACKUP_PASSWORD_FILE) assertPasswordFile(value.BACKUP_PASSWORD_FILE);
  return {
    production: value.NODE_ENV === "production",
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    siteUrl: (value.SITE_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ""),
    admin: value.ADMIN_EMAIL && value.ADMIN_PASSWORD ? { email: value.ADMIN_EMAIL.toLowerCase(), password: value.ADMIN_PASSWORD } : null,
    seedDemo: value.SEED_DEMO,
    sessionTtlHours: value.SESSION_TTL_HOURS,
    trustProxy: value.TRUST_PROXY,
    publicPostLimit: value.PUBLIC_POST_LIMIT,
    pageCache: { enabled: value.PAGE_CACHE, maxBytes: value.PAGE_CACHE_MB * 1024 * 1024, files: value.PAGE_FILES },
    logLevel: value.LOG_LEVEL,
    maxConnections: value.MAX_CONNECTIONS,
    backupDir: path.resolve(value.BACKUP_DIR ?? path.join(value.DATA_DIR, "backups")),
    backupKeep: value.BACKUP_KEEP,
    offsite: value.BACKUP_REPOSITORY
      ? {
          repository: value.BACKUP_REPOSITORY,
          password: value.BACKUP_PASSWORD_FILE ? { file: path.resolve(value.BACKUP_PASSWORD_FILE) } : { text: value.BACKUP_PASSWORD ?? "" },
          sftpCommand: value.BACKUP_SFTP_COMMAND ?? null,
          cacheDir: path.resolve(value.DATA_DIR, "restic-cache"),
        }
      : null,
    retentionDays: value.RETENTION_DAYS,
    notifications:
      value.SMTP_URL && value.MAIL_FROM && value.NOTIFY_EMAIL
        ? {
            smtpUrl: value.SMTP_URL,
            from: value.MAIL_FROM,
            to: value.NOTIFY_EMAIL,
            includeText: value.NOTIFY_INCLUDE_TEXT,
            retrySeconds: value.NOTIFY_RETRY_SECONDS,
          }
        : null,
    secretKey: value.SECRET_KEY ? Buffer.from(value.SECRET_KEY, value.SECRET_KEY.length === 64 ? "hex" : "base64") : null,
    requireSecondFactor: value.REQUIRE_2FA,
    clockOffsetSeconds: value.CLOCK_OFFSET_SECONDS,
    markdownWorker: value.MARKDOWN_WORKER ? path.resolve(value.MARKDOWN_WORKER) : null,
  };
}

/** A password file restic could not read would fail only at the first night's backup: say so at start-up instead. */
function assertPasswordFile(file: string) {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  BACKUP_PASSWORD_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
  if (text.trim().length < 12) throw new ConfigError("Invalid configuration:\n  BACKUP_PASSWORD_FILE: the file must hold a password of at least 12 characters");
}

/** Settings that work but are probably a mistake, said once at start-up. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.siteUrl.startsWith("https:") && config.trustProxy === 0) {
    warnings.push(
      "SITE_URL is https but TRUST_PROXY is 0: behind a proxy the server sees every visitor as the proxy's address " +
        "(one rate limit for everyone) and every request as plain HTTP (no HSTS). Set TRUST_PROXY to the number of proxies in front.",
    );
  }
  if (config.offsite && !onPath("restic")) {
    warnings.push("BACKUP_REPOSITORY is set but restic is not installed (apt-get install restic): every off-site copy will fail until it is.");
  }
  return warnings;
}

function onPath(program: string): boolean {
  return (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir !== "" && existsSync(path.join(dir, program)));
}
