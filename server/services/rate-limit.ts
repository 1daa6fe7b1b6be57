/** The outcome of asking a limiter: allowed, or refused until `retryAfterSeconds` have passed. */
export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts events per key in a sliding window, in memory: one process serves the site, and a restart
 * forgetting the counts is harmless.
 */
export function createSlidingWindow(options: { limit: number; windowMs: number; now?: () => number }) {
  const { limit, windowMs } = options;
  const now = options.now ?? Date.now;
  const events = new Map<string, number[]>();
  let lastSweep = now();

  function recent(key: string, at: number): number[] {
    const kept = (events.get(key) ?? []).filter((time) => time > at - windowMs);
    if (kept.length > 0) events.set(key, kept);
    else events.delete(key);
    return kept;
  }

  // Keys nobody asks about again would stay forever; a sweep once a window drops them.
  function sweep(at: number) {
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const key of [...events.keys()]) recent(key, at);
  }

  function verdict(times: number[], at: number): LimitVerdict {
    if (times.length < limit) return { allowed: true };
    const oldestThatCounts = times[times.length - limit]!;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldestThatCounts + windowMs - at) / 1000)) };
  }

  /** Whether one more event for the key would be allowed, without recording one. */
  function check(key: string): LimitVerdict {
    const at = now();
    sweep(at);
    return verdict(recent(key, at), at);
  }

  /**
   * Takes one event for every key at once, or none when any key is refused. Checking and recording happen
   * in one synchronous step, so requests arriving together cannot all pass the check before any is counted.
   * `release` gives the events back (a sign-in that turned out right is not a failure).
   */
  function takeAll(keys: readonly string[]): { allowed: true; release: () => void } | { allowed: false; retryAfterSeconds: number } {
    const refused = keys.map(check).filter((answer) => !answer.allowed);
    if (refused.length > 0) return { allowed: false, retryAfterSeconds: Math.max(...refused.map((answer) => answer.retryAfterSeconds)) };
    const at = now();
    for (const key of keys) events.set(key, [...recent(key, at), at]);
    return {
      allowed: true,
      release: () => {
        for (const key of keys) {
          const times = events.get(key);
          const index = times?.lastIndexOf(at) ?? -1;
          if (times && index !== -1) times.splice(index, 1);
        }
      },
    };
  }

  /** Records the event when it is allowed; a refused one is not counted. */
  function take(key: string): LimitVerdict {
    const answer = takeAll([key]);
    return answer.allowed ? { allowed: true } : answer;
  }

  return { check, take, takeAll };
}
