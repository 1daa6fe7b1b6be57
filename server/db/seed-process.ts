// The demo seed (seed.ts) run in a child process of its own. Its pictures are drawn and encoded by sharp, and the
// native memory that takes (libvips buffers in the glibc arenas of its threads) is not given back to the system
// afterwards: seeded inside the server, about 100 MB stayed resident for the life of the process (idle RSS 324 MB
// seeded against 171 MB unseeded; sharp.cache(false) and sharp.concurrency(1) did not change it). A child's memory
// all goes back when it exits. The child reads the same environment, so it opens the same database and uploads.
import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../config.ts";
import { createImageStore } from "../images/store.ts";
import { createLogger } from "../logger.ts";
import { createImageRecords } from "../services/images.ts";
import { setClockOffset } from "./clock.ts";
import { openDatabase } from "./connection.ts";
import { type DemoCounts, seedDemoContent } from "./seed.ts";

const entry = fileURLToPath(import.meta.url);

export type SeedOutcome = {
  counts: DemoCounts;
  /** The child's CPU time, start-up included. */
  cpuMs: number;
};

/** Seeds the demo content in a child process and waits for it to end; throws when it fails. */
export function seedDemoContentInChild(): Promise<SeedOutcome> {
  return new Promise((resolve, reject) => {
    const child = fork(entry, { stdio: "inherit" });
    let outcome: SeedOutcome | undefined;
    child.once("message", (message) => {
      outcome = message as SeedOutcome;
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (outcome && code === 0) resolve(outcome);
      else reject(new Error(`the demo seeding process ended with ${signal ?? `code ${code}`}`));
    });
  });
}

if (process.argv[1] === entry && process.send) {
  const config = loadConfig();
  setClockOffset(config.clockOffsetSeconds);
  const database = openDatabase(config.dataDir);
  const store = createImageStore(path.join(config.dataDir, "uploads"), createLogger(config.logLevel));
  const counts = await seedDemoContent(database.db, createImageRecords(database.db, store));
  await database.close();
  const cpu = process.cpuUsage();
  process.send({ counts, cpuMs: Math.round((cpu.user + cpu.system) / 1000) } satisfies SeedOutcome, () => process.disconnect());
}
