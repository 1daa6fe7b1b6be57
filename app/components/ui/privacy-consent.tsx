import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "#app/components/ui/button-styles.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { pathIn } from "#app/i18n/languages.ts";

/** Said next to a form's submit button: sending is agreeing to the privacy notice, which is one click away. */
export function PrivacyConsent({ children, className = "" }: { children?: ReactNode; className?: string }) {
  const { consent } = useMessages().forms;
  return (
    <p className={`text-base text-ink-700 ${className}`}>
      {consent.before}
      <Link to={pathIn(useLang(), "/privacy")} className={textLink}>
        {consent.link}
      </Link>
      {consent.after}
      {children ? <> {children}</> : null}
    </p>
  );
}
