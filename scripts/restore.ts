// npm run restore -- <backup folder>: with the server stopped, puts that backup's database and images into
// DATA_DIR. What was there is kept in DATA_DIR/replaced-<time>/. Every session in the backup is signed out.
import path from "node:path";
import { RestoreError, restoreBackup } from "../server/backups/restore.ts";
import { ConfigError, loadConfig } from "../server/config.ts";

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

const [folder] = process.argv.slice(2);
if (!folder) exitWith("Usage: npm run restore -- <backup folder>   (stop the server first)");

let dataDir: string;
try {
  dataDir = loadConfig().dataDir;
} catch (error) {
  exitWith(error instanceof ConfigError ? error.message : String(error));
}

try {
  const { revokedSessions, setAside } = await restoreBackup(path.resolve(folder), dataDir);
  console.log(`Restored ${path.resolve(folder)} into ${dataDir}.`);
  if (setAside) console.log(`The data it replaced is in ${setAside}; delete it once the site looks right.`);
  console.log(`Signed out ${revokedSessions} session${revokedSessions === 1 ? "" : "s"} from the backup: sign in again.`);
} catch (error) {
  exitWith(error instanceof RestoreError ? `Not restored: ${error.message}.` : String(error));
}
