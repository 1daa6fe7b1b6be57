import { randomBytes } from "node:crypto";

/** A new record id: 24 lowercase hexadecimal characters, as API.md promises (app/lib/rules.ts idPattern). */
export function newId(): string {
  return randomBytes(12).toString("hex");
}
