/**
 * Paying a video consultation by UPI without the site touching the money (issue 38, decision 45): the UPI ID's form,
 * the payment reference the booking form makes in the browser, the `upi://pay` link of the optional app button, what a
 * bank's QR says, and the warning for a payee name that would tell a family member what the payment was for.
 */

/** `name@handle`: a UPI virtual payment address as NPCI allows it (letters, digits, dot, dash, underscore before the @). */
const upiIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{1,254}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export function isUpiId(text: string): boolean {
  return upiIdPattern.test(text);
}

/**
 * The reference's three characters: digits and capitals without the ones read as another (0 O Q D, 1 I L, 2 Z, 5 S,
 * 8 B, U V), so a patient can type it from the screen and the doctor can find it in a bank statement.
 * @internal Exported for its tests.
 */
export const referenceAlphabet = "34679ACEFGHJKMNPRTWXY";

/**
 * "V-0612-7QK": V for video, the visit's day and month (India writes the day first), and three random characters of
 * `referenceAlphabet`. Made in the browser and kept there; it only links a payment to a WhatsApp request.
 */
export function paymentReference(visitDate: string, random: (count: number) => Uint8Array = randomBytes): string {
  const [, month, day] = visitDate.split("-");
  const characters: string[] = [];
  // Bytes at or above the largest multiple of the alphabet's length are drawn again, so every character is equally likely.
  const limit = 256 - (256 % referenceAlphabet.length);
  while (characters.length < 3) {
    for (const byte of random(3)) {
      if (byte < limit && characters.length < 3) characters.push(referenceAlphabet[byte % referenceAlphabet.length]!);
    }
  }
  return `V-${day}${month}-${characters.join("")}`;
}

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** Rupees as UPI wants the amount: two decimals, no grouping ("800.00"). */
export function upiAmount(rupees: number): string {
  return rupees.toFixed(2);
}

/** The note of every payment: neutral, so a shared phone's UPI history and bank SMS name no condition or specialty. */
function upiNote(reference: string): string {
  return `Consultation ${reference}`;
}

/**
 * Percent-encoding for a UPI link: spaces as %20 (URLSearchParams writes "+", which some UPI apps show as it is), and the
 * @ of an address kept as it is, as NPCI's examples write it.
 */
function upiEncode(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, "@");
}

/**
 * The `upi://pay` link of the app button: payee, name, amount in rupees with two decimals, INR and the neutral note.
 * No `mc` (merchant category): the bank's own QR carries the merchant's fields; a link guessing them is declined.
 */
export function upiPayLink(payment: { upiId: string; payeeName: string; rupees: number; reference: string }): string {
  const fields: [string, string][] = [
    ["pa", payment.upiId],
    ["pn", payment.payeeName],
    ["am", upiAmount(payment.rupees)],
    ["cu", "INR"],
    ["tn", upiNote(payment.reference)],
  ];
  return `upi://pay?${fields
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${key}=${upiEncode(value)}`)
    .join("&")}`;
}

/** What a UPI QR names: the payee's address and name, or null for a QR that is no UPI payment. */
export function readUpiQr(text: string): { payee: string; payeeName: string } | null {
  if (!/^upi:\/\/pay\?/i.test(text)) return null;
  const query = text.slice(text.indexOf("?") + 1);
  const fields = new Map<string, string>();
  for (const part of query.split("&")) {
    const [key = "", value = ""] = part.split("=");
    try {
      fields.set(key.toLowerCase(), decodeURIComponent(value.replace(/\+/g, " ")));
    } catch {
      return null;
    }
  }
  const payee = fields.get("pa") ?? "";
  return isUpiId(payee) ? { payee, payeeName: fields.get("pn") ?? "" } : null;
}

/** Words that would tell whoever sees the payment (a family member, a bank SMS) what it was for. */
const revealingWord = /\b(?:[a-z-]*psychiatr|psycholog|sex|mental|mind|neuro|addict|de-addict|rehab|counsel|therap)[a-z]*/gi;

/** The words of a payee name that reveal the care, for the Practice screen's warning; empty when the name is neutral. */
export function revealingPayeeWords(name: string): string[] {
  return name.match(revealingWord) ?? [];
}

/** The first number of a fee as people read it ("Rs. 1,000 (after a discount)" → 1000), or null. */
export function rupeesInText(text: string): number | null {
  const match = /\d[\d,]*/.exec(text);
  return match ? Number(match[0].replace(/,/g, "")) : null;
}

/** Whether the fee as shown names the amount in rupees ("Rs. 500 (after a 50% discount)" names 500). */
export function feeTextNames(text: string, rupees: number): boolean {
  return (text.match(/\d[\d,]*/g) ?? []).some((number) => Number(number.replace(/,/g, "")) === rupees);
}
