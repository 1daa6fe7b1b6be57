// Starts the built server for the Playwright run on a fresh data directory with the demo content.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { e2eAdmin } from "./admin.ts";

process.env.NODE_ENV = "production";
process.env.PORT = process.env.E2E_PORT ?? "3100";
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-e2e-"));
process.env.SEED_DEMO = "true";
process.env.ADMIN_EMAIL = e2eAdmin.email;
process.env.ADMIN_PASSWORD = e2eAdmin.password;
process.env.LOG_LEVEL = "warn";
// Many specs post comments and messages from one address; the limit itself is proven by the API tests.
process.env.PUBLIC_POST_LIMIT = "1000";
// One proxy hop, so a spec can sign in from an address of its own (X-Forwarded-For) and a lock-out it
// provokes never locks the address every other spec shares.
process.env.TRUST_PROXY = "1";
process.chdir(path.resolve(import.meta.dirname, "../../.."));
await import("../../../server.ts");
