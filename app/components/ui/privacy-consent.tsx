import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "#app/components/ui/button-styles.ts";

/** Said next to a form's submit button: sending is agreeing to the privacy notice, which is one click away. */
export function PrivacyConsent({ children, className = "" }: { children?: ReactNode; className?: string }) {
  return (
    <p className={`text-base text-ink-700 ${className}`}>
      By sending this you agree to our{" "}
      <Link to="/privacy" className={textLink}>
        privacy notice
      </Link>
      .{children ? <> {children}</> : null}
    </p>
  );
}
