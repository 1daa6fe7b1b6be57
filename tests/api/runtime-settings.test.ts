// The production unit starts the server with the heap and malloc settings that `npm start` and the benchmarks use, so
// the memory measured is the memory the site runs with.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serverCompileCacheEnv, serverMallocEnv, serverNodeOptions } from "../../scripts/support/server-runtime.ts";

/** The variables of a unit's `Environment=` lines (quoted or not, several per line). */
function unitEnvironment(unit: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [, assignments] of unit.matchAll(/^Environment=(.+)$/gm)) {
    for (const [, quoted, plain] of assignments!.matchAll(/"([^"]*)"|(\S+)/g)) {
      const assignment = quoted ?? plain!;
      const equals = assignment.indexOf("=");
      variables[assignment.slice(0, equals)] = assignment.slice(equals + 1);
    }
  }
  return variables;
}

describe("deploy/practice-site.service", () => {
  it("gives the server the V8 and malloc settings of scripts/support/server-runtime.ts", () => {
    const environment = unitEnvironment(readFileSync(new URL("../../deploy/practice-site.service", import.meta.url), "utf8"));
    expect(environment.NODE_OPTIONS?.split(" ")).toEqual(serverNodeOptions);
    for (const [name, value] of Object.entries(serverMallocEnv)) expect(environment[name], name).toBe(value);
  });

  it("keeps Node's compile cache between starts, in a cache directory systemd gives the service", () => {
    const unit = readFileSync(new URL("../../deploy/practice-site.service", import.meta.url), "utf8");
    expect(Object.keys(serverCompileCacheEnv)).toEqual(["NODE_COMPILE_CACHE"]);
    expect(unitEnvironment(unit).NODE_COMPILE_CACHE).toBe("/var/cache/practice-site");
    expect(unit).toMatch(/^CacheDirectory=practice-site$/m);
  });
});
