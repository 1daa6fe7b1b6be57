import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("ADMIN_PASSWORD", () => {
  const admin = (password: string) => ({ ADMIN_EMAIL: "owner@test.example", ADMIN_PASSWORD: password });

  it("takes the same minimum as the Security screen and the admin command, 12 characters", () => {
    expect(() => loadConfig(admin("eleven char"))).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
    expect(loadConfig(admin("twelve chars")).admin).toEqual({ email: "owner@test.example", password: "twelve chars" });
  });
});
