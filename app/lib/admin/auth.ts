import { adminApi } from "#app/lib/admin/http.ts";
import { readToken, removeToken } from "#app/lib/admin/token.ts";

/** Revokes the session on the server (when there is one) and forgets the token either way. */
export async function signOut(): Promise<void> {
  if (readToken()) await adminApi.auth.signOut();
  removeToken();
}

/** "Too many attempts. Try again in 15 minutes." from a Retry-After in seconds. */
export function lockoutMessage(retryAfterSeconds: number | undefined): string {
  if (!retryAfterSeconds) return "Too many attempts. Try again later.";
  if (retryAfterSeconds < 60) {
    const seconds = Math.ceil(retryAfterSeconds);
    return `Too many attempts. Try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * The text a failed sign-in shows (SPEC.md section 8): the server's message (a lock-out's says how long
 * to wait), else the wait from Retry-After on a 429, else 'Login failed'.
 */
export function signInFailureMessage(failure: { status: number; message: string; retryAfter?: number }): string {
  if (failure.message) return failure.message;
  return failure.status === 429 ? lockoutMessage(failure.retryAfter) : "Login failed";
}
