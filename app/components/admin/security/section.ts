import { cardClass } from "#app/components/admin/ui.ts";
import type { SecurityOverview } from "#app/contract/admin/security.ts";

export const securitySectionClass = `${cardClass} p-5 sm:p-6`;
export const securityHeadingClass = "text-xl font-semibold";

/** What each part of the Security screen gets: the settings as loaded, and a reload once it changed them. */
export type SecuritySectionProps = { overview: SecurityOverview; onChanged: () => Promise<void> };
