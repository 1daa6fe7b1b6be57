/**
 * The one "what the public pages show has changed" signal. Nothing in the services raises it: every write declares
 * what it changes beside its audit (an endpoint's `invalidates`, a background job's), and `settleWrite` raises it
 * once the write has succeeded. The page cache listens and forgets every page; the scheduler re-arms.
 */
export function createChangeSignal() {
  const listeners = new Set<() => void>();
  return {
    raise(): void {
      for (const listener of listeners) listener();
    },
    /** Answers the function that stops listening. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ChangeSignal = ReturnType<typeof createChangeSignal>;

/** What a write changes of what the public pages show (Ghost's `cacheInvalidate`). */
export type PageEffect = "public pages" | "nothing";

/** A write's declared effect: fixed, or read off its result and input (a scheduler run that published no post). */
export type Invalidates<Result, Input = undefined> = PageEffect | ((result: Result, input: Input) => PageEffect);

/**
 * The one path by which a write that succeeded empties the page cache: endpoints and background jobs call it with
 * what they declared. A write whose answer is null or false found nothing, and changed nothing.
 */
export function settleWrite<Result, Input>(signal: ChangeSignal, invalidates: Invalidates<Result, Input>, result: Result | null | false, input: Input): void {
  if (result === null || result === false) return;
  const effect = typeof invalidates === "function" ? invalidates(result, input) : invalidates;
  if (effect === "public pages") signal.raise();
}
