// A spec file's own server, for specs whose changes every other spec would see (the practice document, a second
// factor, counted visits): a fresh data directory, an API client and an admin token, ready before the file's tests
// and gone after them.
import type { APIRequestContext } from "@playwright/test";
import { type RunningServer, type ServerOptions, removeDataDir, startServer, testAdmin } from "../../support/server.ts";
import { newApiContext, test } from "./test.ts";

export type OwnServer = { server: RunningServer; api: APIRequestContext; token: string };

export function serverOfItsOwn(options: ServerOptions = {}): OwnServer {
  const own = {} as OwnServer;
  test.beforeAll(async () => {
    own.server = await startServer(options);
    own.api = await newApiContext(own.server.url);
    own.token = (await (await own.api.post("/api/auth/signin", { data: testAdmin })).json()).data.encoded_token;
  });
  test.afterAll(async () => {
    await own.api.dispose();
    await own.server.stop();
    removeDataDir(own.server);
  });
  return own;
}
