import path from "node:path";
import { z } from "zod";

const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be true or false",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const emptyAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(["development", "production", "test"]).default("production")),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
    SITE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://example.com" }).optional()),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email({ error: "must be an e-mail address" }).optional()),
    ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(10, "must be at least 10 characters").max(200).optional()),
    SEED_DEMO: z.preprocess(emptyAsUndefined, booleanText.default(true)),
    SESSION_TTL_HOURS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(24 * 30).default(12)),
    PUBLIC_POST_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(10)),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10).default(0)),
    PAGE_CACHE: z.preprocess(emptyAsUndefined, booleanText.default(true)),
    PAGE_CACHE_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(4096).default(64)),
    LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  });

export type Config = {
  production: boolean;
  port: number;
  dataDir: string;
  siteUrl: string;
  admin: { email: string; password: string } | null;
  seedDemo: boolean;
  sessionTtlHours: number;
  trustProxy: number;
  /** Comments and contact messages one address may post per path in 10 minutes. */
  publicPostLimit: number;
  /** Public pages rendered once and served from memory, up to `maxBytes` (see server/page-cache.ts). */
  pageCache: { enabled: boolean; maxBytes: number };
  logLevel: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const value = parsed.data;
  return {
    production: value.NODE_ENV === "production",
    port: value.PORT,
    dataDir: path.resolve(value.DATA_DIR),
    siteUrl: (value.SITE_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ""),
    admin: value.ADMIN_EMAIL && value.ADMIN_PASSWORD ? { email: value.ADMIN_EMAIL.toLowerCase(), password: value.ADMIN_PASSWORD } : null,
    seedDemo: value.SEED_DEMO,
    sessionTtlHours: value.SESSION_TTL_HOURS,
    trustProxy: value.TRUST_PROXY,
    publicPostLimit: value.PUBLIC_POST_LIMIT,
    pageCache: { enabled: value.PAGE_CACHE, maxBytes: value.PAGE_CACHE_MB * 1024 * 1024 },
    logLevel: value.LOG_LEVEL,
  };
}
