/**
 * The one "what the public pages show has changed" signal. The services whose writes change a page raise
 * it (see `announcingWrites` in index.ts); the page cache listens and forgets every page.
 */
export function createContentChanges() {
  const listeners = new Set<() => void>();
  return {
    changed(): void {
      for (const listener of listeners) listener();
    },
    /** Answers the function that stops listening. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ContentChanges = ReturnType<typeof createContentChanges>;

type AsyncMethods<Service> = { [Name in keyof Service]: Service[Name] extends (...args: never[]) => Promise<unknown> ? Name : never }[keyof Service];

/**
 * The service with each named write raising the signal once it has succeeded: an answer other than
 * null or false. A write that threw or found nothing changed nothing a page shows.
 */
export function announcingWrites<Service extends object>(service: Service, writes: readonly AsyncMethods<Service>[], content: ContentChanges): Service {
  const wrapped = { ...service };
  for (const name of writes) {
    const write = service[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<PropertyKey, unknown>)[name] = async (...args: unknown[]) => {
      const result = await write.apply(service, args);
      if (result !== null && result !== false) content.changed();
      return result;
    };
  }
  return wrapped;
}
