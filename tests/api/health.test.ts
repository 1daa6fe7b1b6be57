import { statSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseFile } from "../../server/db/connection.ts";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { withDatabase } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

describe("GET /api/health", () => {
  it("answers exactly { status: 'ok' }, uncached, without a session", async () => {
    const { status, body, response } = await call(server, "GET", "/api/health");
    expect(status).toBe(200);
    expect(body).toStrictEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  // Last in this file: the server's database is destroyed.
  it("answers 503 with no detail once the database file cannot be read", async () => {
    const file = databaseFile(server.dataDir);
    // A write from another connection makes the server drop its cached pages at its next read, and the
    // checkpoint moves everything out of the write-ahead log into the file that is then overwritten.
    withDatabase(server, (sqlite) => {
      sqlite.prepare("INSERT INTO visits (day, count) VALUES ('1999-01-01', 1)").run();
      sqlite.pragma("wal_checkpoint(TRUNCATE)");
    });
    writeFileSync(file, Buffer.alloc(statSync(file).size));

    const { status, body, response } = await call(server, "GET", "/api/health");
    expect(status).toBe(503);
    expect(body).toStrictEqual({ status: "unavailable" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
