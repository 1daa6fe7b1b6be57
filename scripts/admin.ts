// Operator commands for the admin account, run against DATA_DIR:
//   npm run admin -- set-password <email> [password]
//     Without a password one is generated and printed. Either way the admin's open sessions are revoked.
//   npm run admin -- reset-2fa <email>
//     The lost-phone path: removes the authenticator app, the recovery codes and the passkeys, and signs out
//     every session, so the admin signs in with the password alone and sets up a new second factor.
import { z } from "zod";
import { passwordMinLength } from "#app/lib/field-schemas.ts";
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/connection.ts";
import { createAdminService, normaliseEmail } from "../server/services/admins.ts";
import { generatePassword } from "../server/services/bootstrap.ts";
import { weakPasswordProblem } from "../server/services/password-rule.ts";

const usage = "Usage: npm run admin -- set-password <email> [password]\n       npm run admin -- reset-2fa <email>";

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, email, given] = process.argv.slice(2);
if ((command !== "set-password" && command !== "reset-2fa") || !email) exitWith(usage);
if (!z.email().safeParse(email).success) exitWith(`"${email}" is not an e-mail address.\n${usage}`);
if (command === "set-password" && given !== undefined) {
  if (given.length < passwordMinLength) exitWith(`The password must be at least ${passwordMinLength} characters.`);
  const weak = await weakPasswordProblem(given, email);
  if (weak) exitWith(weak);
}

let dataDir: string;
try {
  dataDir = loadConfig().dataDir;
} catch (error) {
  exitWith(error instanceof ConfigError ? error.message : String(error));
}

const database = openDatabase(dataDir);
try {
  const admins = createAdminService(database.db);
  if (command === "reset-2fa") {
    const admin = await database.db.selectFrom("admins").select("id").where("email", "=", normaliseEmail(email)).executeTakeFirst();
    if (!admin) exitWith(`There is no admin ${email.toLowerCase()} in ${dataDir}.`);
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable("admins").set({ totp_secret: null, totp_pending: null }).where("id", "=", admin.id).execute();
      await trx.deleteFrom("recovery_codes").where("admin_id", "=", admin.id).execute();
      await trx.deleteFrom("totp_used_steps").where("admin_id", "=", admin.id).execute();
      await trx.deleteFrom("passkeys").where("admin_id", "=", admin.id).execute();
    });
    await admins.revokeSessions(admin.id);
    console.log(`Removed the second factor and the passkeys of ${email.toLowerCase()}; every session is signed out.`);
    console.log("Sign in with the password, then set up a new second factor on the Security screen.");
  } else {
    const password = given ?? generatePassword();
    const result = await admins.setPassword(email, password);
    console.log(`${result === "created" ? "Created" : "Updated"} the admin ${email.toLowerCase()} in ${dataDir}.`);
    if (!given) console.log(`Password: ${password}\nKeep it somewhere safe; it is not shown again.`);
    if (result === "updated") console.log("Every session this admin had is signed out.");
  }
} finally {
  await database.close();
}
