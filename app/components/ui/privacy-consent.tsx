import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "#app/components/ui/button-styles.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { pathIn } from "#app/i18n/languages.ts";

/** Said next to a form's submit button: sending is agreeing to the privacy notice, which is one click away. */
export function PrivacyConsent({ children, className = "" }: { children?: ReactNode; className?: string }) {
  const t = useMessages().common;
  const lang = useLang();
  return (
    <p className={`text-base text-ink-700 ${className}`}>
      {t.privacyConsent(
        <Link key="notice" to={pathIn(lang, "/privacy")} className={textLink}>
          {t.privacyNotice}
        </Link>,
      )}
      {children ? <> {children}</> : null}
    </p>
  );
}
