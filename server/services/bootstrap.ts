import { randomBytes } from "node:crypto";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { Services } from "./index.ts";

const defaultAdminEmail = "admin@example.com";

/** A password for people to copy once: 18 random bytes, about 144 bits, URL-safe. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * Start-up data: the configured admin (created or given the configured password), a first admin with a
 * printed random password when there is none, the practice document of a new database, the demo content in a new,
 * empty database, an address for each post without one (an upgraded database), no upload files that a crash left
 * without a database row, the HTML of blog sections stored by an older Markdown renderer, and the search index of
 * posts it lacks or holds in an older form.
 */
export async function prepareData({ services, config, logger }: { services: Services; config: Config; logger: Logger }) {
  if (config.admin) {
    const result = await services.admins.ensure(config.admin.email, config.admin.password);
    if (result !== "unchanged") logger.info({ email: config.admin.email, result }, "admin from ADMIN_EMAIL is ready");
  } else if ((await services.admins.count()) === 0) {
    const password = generatePassword();
    await services.admins.setPassword(defaultAdminEmail, password);
    logger.warn({ email: defaultAdminEmail }, "created the first admin with a random password (printed once below)");
    console.log(
      `\nFirst admin created. Sign in at /admin with\n  email:    ${defaultAdminEmail}\n  password: ${password}\n` +
        `Change it with: npm run admin -- set-password ${defaultAdminEmail}\n`,
    );
  }

  // Written now rather than at the first page view, which on a full disk could not write it and answered 500.
  await services.practice.get();

  const swept = await services.imageRecords.sweepUnreferenced();
  if (swept > 0) logger.info({ removed: swept }, "removed upload files no database row refers to");

  if (config.seedDemo && (await services.demo.needed())) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { counts, cpuMs: seedingCpuMs } = await services.demo.seed();
    const cpu = process.cpuUsage(cpuBefore);
    // The seeding runs in a child process: its CPU time is counted with this one's.
    const cpuMs = Math.round((cpu.user + cpu.system) / 1000) + seedingCpuMs;
    logger.info({ ...counts, ms: Math.round(performance.now() - started), cpuMs }, "seeded the demo content");
  }

  const addressed = await services.blogs.assignMissingSlugs();
  if (addressed > 0) logger.info({ posts: addressed }, "gave blog posts their addresses");

  const rendered = await services.blogs.renderStoredSections();
  if (rendered > 0) logger.info({ sections: rendered }, "rendered stored blog sections");

  const indexed = await services.search.reindexStale();
  if (indexed > 0) logger.info({ posts: indexed }, "indexed blog posts for search");
}
