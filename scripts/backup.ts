// npm run backup: a consistent copy of DATA_DIR's database and images into a new folder of BACKUP_DIR
// (default DATA_DIR/backups), safe while the server runs. Prints the folder; keeps the newest BACKUP_KEEP.
import { existsSync } from "node:fs";
import path from "node:path";
import { createBackup, pruneBackups } from "../server/backups/backup.ts";
import { type Config, ConfigError, loadConfig } from "../server/config.ts";
import { databaseFile } from "../server/db/connection.ts";

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  exitWith(error instanceof ConfigError ? error.message : String(error));
}

const file = databaseFile(config.dataDir);
if (!existsSync(file)) exitWith(`There is no database at ${file}. Is DATA_DIR right?`);

// The snapshot is read on a connection of its own: the running server's writes carry on while it is taken.
const { folder, images } = await createBackup(file, path.join(config.dataDir, "uploads"), config.backupDir);
const removed = await pruneBackups(config.backupDir, config.backupKeep);
console.error(`Backed up the database and ${images} image${images === 1 ? "" : "s"}${removed.length ? `; removed ${removed.length} older backup(s)` : ""}.`);
console.log(folder);
