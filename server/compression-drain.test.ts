// A response written in many chunks through the compression middleware, the way React Router's adapter writes a
// streamed body (waiting for "drain" whenever a write is refused), over real HTTP to a real client.
import type { AddressInfo } from "node:net";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { drainWaitsBehindOneListener } from "./compression-drain.ts";

const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);
afterEach(() => {
  process.off("warning", onWarning);
  warnings.length = 0;
});

/** Serves 30 chunks of 100 KB of XML through compression (and `extra`), and answers what a client received. */
async function streamedThroughCompression(extra: express.RequestHandler[]) {
  const chunk = new TextEncoder().encode("<url><loc>/blogs/a-post</loc></url>\n".repeat(2_800));
  const app = express();
  app.use(compression(), ...extra);
  app.get("/", async (_req, res) => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 30) controller.enqueue(chunk);
        else controller.close();
      },
    });
    res.type("application/xml");
    await writeReadableStreamToWritable(body, res);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const received = (await response.arrayBuffer()).byteLength;
    // Warnings are emitted on the next tick of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    return { encoding: response.headers.get("content-encoding"), received, expected: chunk.byteLength * 30 };
  } finally {
    server.close();
  }
}

describe("drainWaitsBehindOneListener", () => {
  it("sends a body of many chunks whole and compressed, with one drain listener on the zlib stream", async () => {
    process.on("warning", onWarning);
    const { encoding, received, expected } = await streamedThroughCompression([drainWaitsBehindOneListener]);
    expect(encoding).toBe("gzip");
    expect(received).toBe(expected);
    expect(warnings.map((warning) => warning.message)).toEqual([]);
  });

  it("is needed: without it, every refused write leaves a listener behind and Node warns of a leak", async () => {
    process.on("warning", onWarning);
    const { received, expected } = await streamedThroughCompression([]);
    expect(received).toBe(expected);
    expect(warnings.map((warning) => warning.name)).toContain("MaxListenersExceededWarning");
  });
});
