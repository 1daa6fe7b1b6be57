/** How many of the most common passwords a new password must not be. */
const listed = 10_000;

let common: Promise<Set<string>> | undefined;

/**
 * Whether the password is among the 10,000 most common ones (zxcvbn-ts's list of leaked passwords, most common
 * first), compared without case. The list is loaded on the first password change, not by every start of the server.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"].slice(0, listed)));
  return (await common).has(password.toLowerCase());
}
