import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { requestContext } from "#app/context.ts";
import "#app/i18n/catalogues.server.ts";
import { DocumentHtmlContext } from "#app/lib/document-html.ts";
import { scriptsAfterFirstPaint } from "#app/lib/scripts-after-first-paint.server.ts";
import { NonceContext } from "#app/lib/nonce.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const context = loadContext.get(requestContext);
  const nonce = context.nonce || undefined;
  // Crawlers, SPA-mode renders and pages for the cache get the whole document at once; people get it streamed.
  const waitForAll = context.wholeDocument || isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <DocumentHtmlContext.Provider value={context.documentHtml ?? new Map()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentHtmlContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = scriptsAfterFirstPaint();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
