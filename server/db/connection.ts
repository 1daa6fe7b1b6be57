import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import BetterSqlite3 from "better-sqlite3";
import { type DatabaseConnection, type Driver, Kysely, SqliteDialect, SqliteDriver } from "kysely";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  sqlite: BetterSqlite3.Database;
  close: () => Promise<void>;
};

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * How long a request's write waits for another process's write lock. better-sqlite3 waits synchronously, so
 * every request in the process waits with it: keep it short and answer 503 instead (see api/http.ts).
 * Start-up and the command-line scripts keep the 5 s they open with.
 */
export const requestBusyTimeoutMs = 100;

/** The database's file name, in DATA_DIR and in every backup folder. */
export const databaseFileName = "site.sqlite";

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, databaseFileName);
}

/**
 * Kysely's SQLite driver, except that a rollback is skipped when SQLite has already rolled the transaction back
 * itself, as it does on SQLITE_FULL: issued anyway, the ROLLBACK fails and its error hides the one that says why.
 */
class RollbackAwareDriver extends SqliteDriver {
  readonly #sqlite: BetterSqlite3.Database;

  constructor(sqlite: BetterSqlite3.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class RollbackAwareDialect extends SqliteDialect {
  readonly #sqlite: BetterSqlite3.Database;

  constructor(sqlite: BetterSqlite3.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    return new RollbackAwareDriver(this.#sqlite);
  }
}

export function openDatabase(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(databaseFile(dataDir));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  migrate(sqlite);
  const db = new Kysely<Database>({ dialect: new RollbackAwareDialect(sqlite) });
  return {
    db,
    sqlite,
    close: async () => {
      await db.destroy();
    },
  };
}

/**
 * Applies every migrations/*.sql not yet recorded, each in its own transaction, in file-name order.
 * @internal Exported for its tests only.
 */
export function migrate(sqlite: BetterSqlite3.Database): string[] {
  sqlite.exec("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  const applied = new Set(
    sqlite
      .prepare("SELECT name FROM schema_migrations")
      .all()
      .map((row) => (row as { name: string }).name),
  );
  const pending = readdirSync(migrationsDir)
    .filter((file) => file.endsWith(".sql") && !applied.has(file))
    .sort();
  const record = sqlite.prepare("INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)");
  for (const file of pending) {
    const sql = readFileSync(path.join(migrationsDir, file), "utf8");
    sqlite.transaction(() => {
      sqlite.exec(sql);
      record.run(file, new Date().toISOString());
    })();
  }
  return pending;
}
