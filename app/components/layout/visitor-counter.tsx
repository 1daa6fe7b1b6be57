import { useEffect, useState } from "react";
import { EyeIcon } from "#app/components/ui/icons.tsx";
import { visitorTotal } from "#app/components/layout/visitor-count.ts";

export function VisitorCounter() {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let mounted = true;
    void visitorTotal().then((total) => {
      if (mounted) setCount(total);
    });
    return () => {
      mounted = false;
    };
  }, []);

  return (
    <p className="flex items-center gap-2" data-testid="visitor-counter">
      <EyeIcon size={18} />
      <span>Total Visitors</span>
      <span className="font-semibold tabular-nums">{count === null ? "Loading..." : count.toLocaleString("en-IN")}</span>
    </p>
  );
}
