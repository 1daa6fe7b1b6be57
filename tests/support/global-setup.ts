// Vitest's global setup: the run's name for the server registry, and its teardown, which runs even when tests failed
// or timed out.
import { stopLeftoverServers } from "./server-registry.ts";

export function setup() {
  process.env.SITE_TEST_RUN = String(process.pid);
}

export function teardown() {
  const stopped = stopLeftoverServers();
  if (stopped > 0) console.warn(`stopped ${stopped} test server(s) left running by a failed or timed-out test`);
}
