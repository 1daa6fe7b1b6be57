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

  function record(key: string): void {
    const at = now();
    const times = recent(key, at);
    times.push(at);
    events.set(key, times);
  }

  /** Records the event when it is allowed; a refused one is not counted. */
  function take(key: string): LimitVerdict {
    const answer = check(key);
    if (answer.allowed) record(key);
    return answer;
  }

  return { check, record, take };
}

export type SlidingWindow = ReturnType<typeof createSlidingWindow>;
