import { describe, expect, it } from "vitest";
import { asksForSecondFactor } from "#app/lib/admin/second-factor-card.ts";

const overview = (totp: boolean, passkeys: number) => ({
  ok: true as const,
  status: 200,
  data: { totp, passkeys: Array.from({ length: passkeys }, (_, index) => ({ _id: String(index), name: "Phone", createdAt: "", lastUsedAt: null })) },
});

describe("the dashboard's card asking for a second factor", () => {
  it("asks while neither an authenticator app nor a passkey is set up, until dismissed", () => {
    expect(asksForSecondFactor(overview(false, 0), false)).toBe(true);
    expect(asksForSecondFactor(overview(false, 0), true)).toBe(false);
  });

  it("never asks once either factor is set up", () => {
    expect(asksForSecondFactor(overview(true, 0), false)).toBe(false);
    expect(asksForSecondFactor(overview(false, 1), false)).toBe(false);
  });

  it("stays quiet when the server could not say", () => {
    expect(asksForSecondFactor({ ok: false, status: 0, message: "offline" }, false)).toBe(false);
  });
});
