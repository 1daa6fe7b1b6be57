import type { RequestHandler } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * The compression middleware forwards `res.on("drain")` to its zlib stream but leaves `removeListener` on the
 * response (expressjs/compression#135, open since 2018). React Router's adapter waits with `res.once("drain")` after
 * every write the stream refuses, and removes the listener from the response, where it is not: each wait leaves one
 * on the zlib stream. The sitemap, sent a thousand posts at a time, made eleven at 10,000 posts and Node warned of a
 * leak. Installed after compression: `once("drain")` and its removal are kept here, behind one listener on the stream.
 */
export const drainWaitsBehindOneListener: RequestHandler = (_req, res, next) => {
  const waiting: Listener[] = [];
  let listening = false;
  const once = res.once;
  const removeListener = res.removeListener;
  res.once = function (this: typeof res, event: string | symbol, listener: Listener) {
    if (event !== "drain") return once.call(this, event, listener);
    if (!listening) {
      listening = true;
      res.on("drain", (...args: unknown[]) => {
        for (const waiter of waiting.splice(0)) waiter(...args);
      });
    }
    waiting.push(listener);
    return this;
  } as typeof res.once;
  res.removeListener = res.off = function (this: typeof res, event: string | symbol, listener: Listener) {
    const index = event === "drain" ? waiting.indexOf(listener) : -1;
    if (index === -1) return removeListener.call(this, event, listener);
    waiting.splice(index, 1);
    return this;
  } as typeof res.removeListener;
  next();
};
