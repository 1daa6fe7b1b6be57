/** How many of the most common passwords a new password must not be. */
const listed = 10_000;

let common: Promise<Set<string>> | undefined;

/**
 * Whether the password is among the 10,000 most common ones (zxcvbn-ts's list of leaked passwords, most common
 * first), compared without case. The list is loaded on the first password change, not by every start of the server.
 */
async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"].slice(0, listed)));
  return (await common).has(password.toLowerCase());
}

/**
 * Why `password` cannot be the admin's beyond its length (which the schemas and the configuration check), or null
 * when it can. The Security screen and `npm run admin -- set-password` ask it; ADMIN_PASSWORD does not, since the
 * server would then load the list at every start, and the operator who writes the environment file chose it.
 */
export async function weakPasswordProblem(password: string, email: string): Promise<string | null> {
  if (password.trim().toLowerCase() === email.toLowerCase()) return "The new password cannot be your e-mail address";
  if (await isCommonPassword(password)) return "This password is one of the most common ones. Please choose another.";
  return null;
}
