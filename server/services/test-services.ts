// The services in-process on a database of their own, for fast tests of the rules without HTTP.
// The migrations run once per test file into a template; each test gets a copy of that file.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import type { BlogDraft } from "#app/lib/domain.ts";
import { loadConfig } from "../config.ts";
import { databaseFile, migrate, openDatabase } from "../db/connection.ts";
import { createImageStore } from "../images/store.ts";
import { createLogger } from "../logger.ts";
import { createRenderPool } from "../markdown/render-pool.ts";
import { createServices } from "./index.ts";

let templateDir: string | undefined;

function migratedTemplate(): string {
  if (!templateDir) {
    templateDir = mkdtempSync(path.join(tmpdir(), "services-template-"));
    // Rollback journal, not WAL, so the whole database is this one file and a plain copy is complete.
    const sqlite = new BetterSqlite3(databaseFile(templateDir));
    migrate(sqlite);
    sqlite.close();
  }
  return databaseFile(templateDir);
}

export type Testbed = Awaited<ReturnType<typeof openTestbed>>;

/** Fresh services on a copy of the migrated template, with their own uploads directory. */
export async function openTestbed(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "services-test-"));
  copyFileSync(migratedTemplate(), databaseFile(dataDir));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  const handle = openDatabase(dataDir);
  const uploads = path.join(dataDir, "uploads");
  const renderer = createRenderPool();
  const logger = createLogger("silent");
  const images = createImageStore(uploads, logger);
  const services = createServices({ db: handle.db, images, config, renderer, logger });
  return {
    services,
    config,
    images,
    db: handle.db,
    sqlite: handle.sqlite,
    /** The image ids that have files on disk. */
    storedImageIds: () =>
      existsSync(uploads)
        ? readdirSync(uploads)
            .filter((name) => !name.startsWith("."))
            .sort()
        : [],
    close: async () => {
      await renderer.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A post as the admin writes it, with one section unless others are given: the starting point of a service test. */
export function draftOf(title: string, extra: Partial<BlogDraft> = {}): BlogDraft {
  return {
    title,
    category: "Sleep",
    metatitle: "",
    metadescription: "",
    author: "Dr. Test",
    keywords: "sleep",
    sections: [{ title: "One", description: "First" }],
    ...extra,
  };
}

/**
 * A testbed as a site was before `migration` ran: the practice document stored as `document` and the migration not yet
 * recorded, so the test runs it on that document (migrations that mend the stored practice document).
 */
export async function openTestbedBeforeMigration(migration: string, document: object): Promise<Testbed> {
  const testbed = await openTestbed();
  testbed.sqlite.prepare("INSERT INTO practice (id, document, updated_at) VALUES (1, ?, '2026-12-01T00:00:00.000Z')").run(JSON.stringify(document));
  testbed.sqlite.prepare("DELETE FROM schema_migrations WHERE name = ?").run(migration);
  return testbed;
}
