import { useEffect, useState } from "react";
import { useRootData } from "#app/lib/practice-context.ts";

const minuteMs = 60_000;

/**
 * The time the booking days and slots are counted from. The first render uses the server's rendering time, so
 * the browser hydrates the same markup even when the page came from a cache; after that it is the browser's
 * clock, refreshed every minute so a slot that starts while the form is open disappears.
 */
export function useBookingClock(): number {
  const { renderedAt } = useRootData();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), minuteMs);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
