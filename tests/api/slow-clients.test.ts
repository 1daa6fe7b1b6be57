// Slow clients with real sockets: slowloris senders are cut off while ordinary visitors are served, and the
// connection cap closes sockets beyond it. Holds sockets for about 20 s: run it under the heavy lock.
import { type Socket, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, removeDataDir, startServer } from "../support/server.ts";

const slowSockets = 1000;
const holdMs = 20_000;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

type SlowClient = { socket: Socket; closedAt: number | null };

/** Opens a socket that starts a request and then sends one more header line every 2 s, never finishing. */
function slowloris(port: number, started: number): Promise<SlowClient> {
  return new Promise((resolve, reject) => {
    const client: SlowClient = { socket: connect(port, "127.0.0.1"), closedAt: null };
    client.socket.on("error", () => {});
    client.socket.on("close", () => {
      client.closedAt = performance.now() - started;
    });
    client.socket.once("connect", () => {
      client.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
      const drip = setInterval(() => {
        if (client.socket.destroyed) return clearInterval(drip);
        client.socket.write(`X-Slow-${Math.floor(Math.random() * 1e6)}: 1\r\n`);
      }, 2000);
      resolve(client);
    });
    client.socket.once("error", reject);
  });
}

async function visit(pathname: string): Promise<number> {
  const response = await fetch(server.url + pathname, { signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return response.status;
}

describe("slow clients", () => {
  it(
    `${slowSockets} slowloris sockets held ${holdMs / 1000} s do not starve normal visitors and are cut off after the 10 s header limit`,
    async () => {
      const started = performance.now();
      const clients: SlowClient[] = [];
      for (let index = 0; index < slowSockets; index += 100) {
        clients.push(...(await Promise.all(Array.from({ length: 100 }, () => slowloris(server.port, started)))));
      }
      const opened = performance.now() - started;

      const visits: number[] = [];
      while (performance.now() - started < holdMs) {
        visits.push(await visit("/"), await visit("/api/user/blog"), await visit("/blogs"));
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const stillOpen = clients.filter((client) => client.closedAt === null).length;
      for (const client of clients) client.socket.destroy();

      expect(visits.length).toBeGreaterThan(20);
      expect(visits.every((status) => status === 200)).toBe(true);
      expect(stillOpen).toBe(0);
      const closedAfter = clients.map((client) => client.closedAt ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
      // Nobody is cut off before the header limit has passed for them.
      expect(closedAfter[0]).toBeGreaterThan(9_000);
      console.log(
        `slowloris: ${slowSockets} sockets opened in ${Math.round(opened)} ms; ${visits.length} normal requests all 200; ` +
          `slow sockets closed by the server between ${Math.round(closedAfter[0]! / 1000)} s and ${Math.round(closedAfter.at(-1)! / 1000)} s`,
      );
    },
    holdMs + 30_000,
  );

  it("closes sockets beyond MAX_CONNECTIONS as they arrive", async () => {
    const capped = await startServer({ env: { MAX_CONNECTIONS: "50" } });
    try {
      const sockets = await Promise.all(
        Array.from(
          { length: 80 },
          () =>
            new Promise<{ socket: Socket; closed: boolean }>((resolve) => {
              const entry = { socket: connect(capped.port, "127.0.0.1"), closed: false };
              entry.socket.on("error", () => {});
              entry.socket.on("close", () => (entry.closed = true));
              entry.socket.once("connect", () => resolve(entry));
            }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const closed = sockets.filter((entry) => entry.closed).length;
      for (const entry of sockets) entry.socket.destroy();
      expect(closed).toBeGreaterThanOrEqual(30);
      expect(closed).toBeLessThan(80);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await fetch(`${capped.url}/api/user/blog`)).status).toBe(200);
    } finally {
      await capped.stop();
      removeDataDir(capped);
    }
  });
});
