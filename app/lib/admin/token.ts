/** The admin session token lives in localStorage under `adminToken` (SPEC.md section 3). */
const storageKey = "adminToken";

export function readToken(): string | null {
  return window.localStorage.getItem(storageKey);
}

export function storeToken(token: string): void {
  window.localStorage.setItem(storageKey, token);
}

export function removeToken(): void {
  window.localStorage.removeItem(storageKey);
}

/** `Authorization: Bearer <token>` for a call, or no header when not signed in. */
export function bearerHeader(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}
