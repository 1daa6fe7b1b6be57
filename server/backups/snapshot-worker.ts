// Runs in a worker thread (snapshot.ts): one VACUUM INTO of the database, on a connection of its own.
import { workerData } from "node:worker_threads";
import BetterSqlite3 from "better-sqlite3";
import type { SnapshotTask } from "./snapshot.ts";

const { databaseFile, target } = workerData as SnapshotTask;
const sqlite = new BetterSqlite3(databaseFile, { readonly: true, fileMustExist: true });
try {
  // A reader waits only while another connection recovers or resets the write-ahead log.
  sqlite.pragma("busy_timeout = 5000");
  sqlite.prepare("VACUUM INTO ?").run(target);
} finally {
  sqlite.close();
}
