import { useEffect, useState } from "react";
import { fetchReaderCounts, fetchReaders } from "#app/components/blog/journal-api.ts";

const viewedKey = (blogId: string) => `viewed_${blogId}`;

function readFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    // Storage can be blocked (private modes, strict settings); then every view counts, as without the flag.
    return false;
  }
}

function writeFlag(key: string, viewed: boolean) {
  try {
    if (viewed) sessionStorage.setItem(key, "true");
    else sessionStorage.removeItem(key);
  } catch {
    // See readFlag.
  }
}

/**
 * Counts this view as a read the first time the blog is opened in this browser session
 * (session storage `viewed_{blogid}`) and answers the up-to-date number of readers, null until known.
 * The page itself carries no count: it is the same cached bytes for every visitor.
 */
export function useReadCount(blogId: string): number | null {
  const [readers, setReaders] = useState<number | null>(null);

  useEffect(() => {
    setReaders(null);
    const key = viewedKey(blogId);
    const count = !readFlag(key);
    // Marked before the call, so an effect run twice in a row counts one read, not two.
    if (count) writeFlag(key, true);
    let active = true;
    fetchReaders(blogId, count).then((result) => {
      if (result.ok) {
        if (active) setReaders(result.data);
      } else if (count) {
        // The read was not counted; the next view tries again. The count stays hidden.
        writeFlag(key, false);
      }
    });
    return () => {
      active = false;
    };
  }, [blogId]);

  return readers;
}

/**
 * The readers of a page of cards, asked of the API in one call after load (the page itself is the same cached bytes
 * for every visitor); empty until it answers, and when it fails the cards keep their placeholder.
 */
export function useReaderCounts(blogIds: readonly string[]): Record<string, number> {
  const [readers, setReaders] = useState<Record<string, number>>({});
  const key = blogIds.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids, whose array is new at every render.
  useEffect(() => {
    if (blogIds.length === 0) return;
    let active = true;
    fetchReaderCounts(blogIds).then((result) => {
      if (active && result.ok) setReaders(result.data);
    });
    return () => {
      active = false;
    };
  }, [key]);
  return readers;
}
