import { Worker } from "node:worker_threads";

export type SnapshotTask = { databaseFile: string; target: string };

const snapshotWorker = new URL("./snapshot-worker.ts", import.meta.url);

/**
 * A consistent copy of `databaseFile` at `target`, made by `VACUUM INTO` on a connection of a worker thread: one
 * read snapshot, with the site's writers carrying on under WAL. The statement holds its thread for the whole copy
 * (0.7–3.5 s for a 150–400 MB database), so it must not be the thread that answers requests.
 */
export function snapshotDatabase(databaseFile: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(snapshotWorker, { workerData: { databaseFile, target } satisfies SnapshotTask });
    let failed = false;
    worker.once("error", (error) => {
      failed = true;
      reject(error);
    });
    worker.once("exit", (code) => {
      if (failed) return;
      if (code === 0) resolve();
      else reject(new Error(`the database snapshot's worker stopped with exit code ${code}`));
    });
  });
}
