import { useEffect, useState } from "react";
import { EyeIcon } from "#app/components/ui/icons.tsx";
import { visitorTotal } from "#app/components/layout/visitor-count.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { formatNumber } from "#app/i18n/languages.ts";

export function VisitorCounter() {
  const { visitors } = useMessages().layout;
  const lang = useLang();
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
      <span>{visitors.total}</span>
      <span className="font-semibold tabular-nums">{count === null ? visitors.loading : formatNumber(count, lang)}</span>
    </p>
  );
}
