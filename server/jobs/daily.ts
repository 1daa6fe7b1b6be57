import { now } from "../db/clock.ts";
import type { Logger } from "../logger.ts";
import { type ChangeSignal, type Invalidates, settleWrite } from "../services/change-signal.ts";

// Asia/Kolkata has kept UTC+05:30 without daylight saving since 1945.
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;
const dayMs = 24 * 3600 * 1000;

/**
 * The first moment after `now` when the clock in India reads `hour:minute`.
 * @internal Exported for its tests only.
 */
export function nextIndiaTime(now: Date, hour: number, minute: number): Date {
  const india = new Date(now.getTime() + indiaOffsetMs);
  const target = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), hour, minute) - indiaOffsetMs;
  return new Date(target > now.getTime() ? target : target + dayMs);
}

export type DailyJob = {
  name: string;
  /** India time of the daily run. */
  at: { hour: number; minute: number };
  /** Does the work once; answers what to log about the run (with `warning` when the log line must be a warning). */
  run: () => Promise<Record<string, unknown>>;
  /** What a run changes of the public pages, as every write declares it (server/services/change-signal.ts). */
  invalidates: Invalidates<Record<string, unknown>>;
};

/**
 * Runs each job now (so a server that was down at the hour catches up; the jobs are idempotent) and then every
 * day at its time. One log line per run. Answers a stop function for shutdown.
 */
export function scheduleDaily(jobs: DailyJob[], { logger, changeSignal }: { logger: Logger; changeSignal: ChangeSignal }): () => void {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  async function runOnce(job: DailyJob) {
    const started = performance.now();
    try {
      const outcome = await job.run();
      settleWrite(changeSignal, job.invalidates, outcome, undefined);
      // A run that did its part but has something to say (a backup skipped for want of disk space) warns.
      logger[outcome.warning ? "warn" : "info"]({ job: job.name, ms: Math.round(performance.now() - started), ...outcome }, "job ran");
    } catch (error) {
      logger.error({ job: job.name, err: error }, "job failed");
    }
  }

  function plan(job: DailyJob) {
    if (stopped) return;
    const delay = nextIndiaTime(now(), job.at.hour, job.at.minute).getTime() - now().getTime();
    const timer = setTimeout(async () => {
      timers.delete(timer);
      await runOnce(job);
      plan(job);
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  for (const job of jobs) {
    void runOnce(job).then(() => plan(job));
  }
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
  };
}
