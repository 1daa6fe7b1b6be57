// Operator commands for the admin account, run against DATA_DIR:
//   npm run admin -- set-password <email> [password]
// Without a password one is generated and printed. Either way the admin's open sessions are revoked.
import { z } from "zod";
import { passwordMinLength } from "#app/lib/rules.ts";
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/connection.ts";
import { createAdminService } from "../server/services/admins.ts";
import { generatePassword } from "../server/services/bootstrap.ts";

const usage = "Usage: npm run admin -- set-password <email> [password]";

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, email, given] = process.argv.slice(2);
if (command !== "set-password" || !email) exitWith(usage);
if (!z.email().safeParse(email).success) exitWith(`"${email}" is not an e-mail address.\n${usage}`);
if (given !== undefined && given.length < passwordMinLength) {
  exitWith(`The password must be at least ${passwordMinLength} characters.`);
}

let dataDir: string;
try {
  dataDir = loadConfig().dataDir;
} catch (error) {
  exitWith(error instanceof ConfigError ? error.message : String(error));
}

const password = given ?? generatePassword();
const database = openDatabase(dataDir);
try {
  const result = await createAdminService(database.db).setPassword(email, password);
  console.log(`${result === "created" ? "Created" : "Updated"} the admin ${email.toLowerCase()} in ${dataDir}.`);
  if (!given) console.log(`Password: ${password}\nKeep it somewhere safe; it is not shown again.`);
  if (result === "updated") console.log("Every session this admin had is signed out.");
} finally {
  await database.close();
}
