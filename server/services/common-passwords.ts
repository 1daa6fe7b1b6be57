import { dictionary } from "@zxcvbn-ts/language-common";

/** How many of the most common passwords a new password must not be. */
const listed = 10_000;

let common: Set<string> | undefined;

/**
 * Whether the password is among the 10,000 most common ones (zxcvbn-ts's list of leaked passwords, most common
 * first), compared without case. Loaded on first use: only a password change needs it.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].slice(0, listed));
  return common.has(password.toLowerCase());
}
