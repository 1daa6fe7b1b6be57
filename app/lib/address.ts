import type { PostalAddress } from "#app/lib/practice-schema.ts";

/** The clinic's address on one line, e.g. for a card or a maps link. */
export function formatAddress(address: PostalAddress): string {
  return `${address.streetAddress}, ${address.locality}, ${address.city} ${address.postalCode}`;
}
