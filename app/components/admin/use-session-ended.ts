import { useEffect, useState } from "react";
import { sessionEvents } from "#app/lib/admin/http.ts";

/** True once any admin call has answered 401 on this page. */
export function useSessionEnded(): boolean {
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const onEnded = () => setEnded(true);
    sessionEvents.addEventListener("ended", onEnded);
    return () => sessionEvents.removeEventListener("ended", onEnded);
  }, []);
  return ended;
}
