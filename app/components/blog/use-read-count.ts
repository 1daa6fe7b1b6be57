import { useEffect, useState } from "react";
import { fetchReaders } from "#app/components/blog/journal-api.ts";

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
 * (session storage `viewed_{blogid}`) and answers the up-to-date number of readers.
 */
export function useReadCount(blogId: string, serverReaders: number): number {
  const [readers, setReaders] = useState(serverReaders);

  useEffect(() => {
    setReaders(serverReaders);
    const key = viewedKey(blogId);
    const count = !readFlag(key);
    // Marked before the call, so an effect run twice in a row counts one read, not two.
    if (count) writeFlag(key, true);
    let active = true;
    fetchReaders(blogId, count)
      .then((latest) => {
        if (active) setReaders(latest);
      })
      .catch(() => {
        // The read was not counted; the next view tries again. The server's number stays on screen.
        if (count) writeFlag(key, false);
      });
    return () => {
      active = false;
    };
  }, [blogId, serverReaders]);

  return readers;
}
