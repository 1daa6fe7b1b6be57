import { createContext } from "react-router";
import type { Logger } from "#server/logger.ts";
import type { Services } from "#server/services/index.ts";

/** What the server hands every loader and action: the services, the logger, the public origin, settings pages state, and this response's CSP nonce. */
export type RequestContext = {
  services: Services;
  logger: Logger;
  siteUrl: string;
  /** RETENTION_DAYS, which the privacy notice states. */
  retentionDays: number;
  nonce: string;
};

export const requestContext = createContext<RequestContext>();
