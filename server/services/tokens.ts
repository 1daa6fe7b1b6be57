import { createHash, randomBytes } from "node:crypto";

/** A 256-bit random secret for a session or a device cookie. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a copy of the database opens no session. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
