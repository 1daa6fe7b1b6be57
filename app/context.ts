import { createContext } from "react-router";
import type { Logger } from "#server/logger.ts";
import type { Services } from "#server/services/index.ts";
import type { DocumentHtml } from "#app/lib/document-html.ts";

/**
 * What the server hands every loader and action: the services, the logger, the public origin, settings pages
 * state, this response's CSP nonce (empty for a page rendered for the page cache, whose scripts are allowed by
 * hash), whether to render the whole document before sending it (the page cache keeps complete pages), and
 * for a document request (not a client navigation's `.data`) where loaders leave large HTML for the render.
 */
export type RequestContext = {
  services: Services;
  logger: Logger;
  siteUrl: string;
  /** RETENTION_DAYS, which the privacy notice states. */
  retentionDays: number;
  /** The client's address as Express sees it through `trust proxy`: what the journal search's limit counts by. */
  clientAddress: string;
  /** The server's one settable clock (server/db/clock.ts): what a page counts its days from. */
  now: () => Date;
  /** The built message areas a page at this path shows in its language (server/message-area-scripts.ts). */
  messageAreaScripts: (pathname: string) => string[];
  nonce: string;
  wholeDocument: boolean;
  documentHtml: DocumentHtml | null;
};

export const requestContext = createContext<RequestContext>();
