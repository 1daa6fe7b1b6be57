import { describe, expect, it } from "vitest";
import { lockoutMessage, signInFailureMessage } from "#app/lib/admin/auth.ts";

describe("lockoutMessage", () => {
  it("rounds the wait up to whole minutes", () => {
    expect(lockoutMessage(900)).toBe("Too many attempts. Try again in 15 minutes.");
    expect(lockoutMessage(61)).toBe("Too many attempts. Try again in 2 minutes.");
    expect(lockoutMessage(60)).toBe("Too many attempts. Try again in 1 minute.");
  });

  it("counts seconds under a minute", () => {
    expect(lockoutMessage(1)).toBe("Too many attempts. Try again in 1 second.");
    expect(lockoutMessage(42)).toBe("Too many attempts. Try again in 42 seconds.");
  });

  it("still says what to do without a Retry-After", () => {
    expect(lockoutMessage(undefined)).toBe("Too many attempts. Try again later.");
  });
});

describe("signInFailureMessage", () => {
  it("shows the server's message on a 429, as SPEC.md's login errors ask", () => {
    expect(signInFailureMessage({ status: 429, message: "Too many sign-in attempts", retryAfter: 300 })).toBe("Too many sign-in attempts");
  });

  it("falls back to the lockout time on a 429 without a message", () => {
    expect(signInFailureMessage({ status: 429, message: "", retryAfter: 300 })).toBe("Too many attempts. Try again in 5 minutes.");
  });

  it("shows the server's message, else 'Login failed'", () => {
    expect(signInFailureMessage({ status: 401, message: "Invalid email or password" })).toBe("Invalid email or password");
    expect(signInFailureMessage({ status: 0, message: "" })).toBe("Login failed");
  });
});
