import type { Logger } from "../logger.ts";
import type { RetentionService } from "../services/retention.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** Deletes expired messages at start-up and then once a day; one log line per run, with counts only. */
export function startRetention({ retention, logger, clock = () => new Date() }: { retention: RetentionService; logger: Logger; clock?: () => Date }) {
  async function run(): Promise<void> {
    try {
      const deleted = await retention.purge(clock());
      logger.info({ ...deleted, retentionDays: retention.retentionDays }, "retention: deleted expired messages");
    } catch (error) {
      logger.error({ err: error }, "retention run failed");
    }
  }
  const first = run();
  const timer = setInterval(() => void run(), dayMs);
  timer.unref();
  return {
    /** Resolves once the start-up run has finished. */
    started: first,
    stop(): void {
      clearInterval(timer);
    },
  };
}
