import { now } from "../db/clock.ts";
import type { Logger } from "../logger.ts";
import { settleWrite } from "../services/change-signal.ts";
import type { Services } from "../services/index.ts";

/** The longest the scheduler sleeps, so a post goes out within a minute of its time even if a wake-up was missed. */
const longestSleepMs = 30_000;

/**
 * Publishes scheduled posts when their time comes: at start-up (catching up on a time missed while the server was
 * down), then at the next post's time, waking at least every 30 s and whenever the content changes (a post was just
 * scheduled). A run that published a post empties the page cache, declared as every write declares it. Answers the
 * function that stops it.
 */
export function startScheduledPublishing({ services, logger }: { services: Pick<Services, "blogs" | "changeSignal">; logger: Logger }): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;

  async function tick() {
    try {
      const published = await services.blogs.publishDue();
      settleWrite(services.changeSignal, (posts: number) => (posts > 0 ? "public pages" : "nothing"), published, undefined);
      if (published > 0) logger.info({ posts: published }, "published scheduled blog posts");
    } catch (error) {
      logger.error({ err: error }, "could not publish scheduled blog posts");
    }
  }

  async function arm() {
    if (stopped) return;
    clearTimeout(timer);
    let delay = longestSleepMs;
    try {
      const next = await services.blogs.nextScheduled();
      if (next) delay = Math.min(longestSleepMs, Math.max(0, next.getTime() - now().getTime()));
    } catch (error) {
      logger.error({ err: error }, "could not read the next scheduled blog post");
    }
    if (stopped) return;
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  }

  function run(): Promise<void> {
    running ??= tick()
      .then(arm)
      .finally(() => {
        running = null;
      });
    return running;
  }

  void run();
  const unsubscribe = services.changeSignal.subscribe(() => {
    // Our own publication also raises the signal; the run in progress re-arms after it.
    if (!running) void arm();
  });
  return () => {
    stopped = true;
    unsubscribe();
    clearTimeout(timer);
  };
}
