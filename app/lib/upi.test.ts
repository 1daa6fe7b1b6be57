import { describe, expect, it } from "vitest";
import { feeTextNames, isUpiId, paymentReference, readUpiQr, referenceAlphabet, revealingPayeeWords, rupeesInText, upiPayLink } from "#app/lib/upi.ts";

describe("upiPayLink", () => {
  const link = upiPayLink({ upiId: "aaravmehta.clinic@demobank", payeeName: "Dr Aarav Mehta Clinic", rupees: 800, reference: "V-0612-7QK" });

  it("names the payee, the amount with two decimals, rupees and the neutral note, spaces as %20", () => {
    expect(link).toBe("upi://pay?pa=aaravmehta.clinic@demobank&pn=Dr%20Aarav%20Mehta%20Clinic&am=800.00&cu=INR&tn=Consultation%20V-0612-7QK");
    expect(link).not.toContain("+");
  });

  it("carries no merchant category and nothing about the care", () => {
    expect(link).not.toMatch(/[?&]mc=/);
    expect(link.toLowerCase()).not.toMatch(/psych|sex|mental/);
  });

  it("encodes what a URL cannot hold, and leaves an unnamed payee out", () => {
    expect(upiPayLink({ upiId: "a.b@bank", payeeName: "Mehta & Rao", rupees: 1234.5, reference: "V-0101-ACE" })).toBe(
      "upi://pay?pa=a.b@bank&pn=Mehta%20%26%20Rao&am=1234.50&cu=INR&tn=Consultation%20V-0101-ACE",
    );
    expect(upiPayLink({ upiId: "a.b@bank", payeeName: "", rupees: 500, reference: "V-0101-ACE" })).toBe(
      "upi://pay?pa=a.b@bank&am=500.00&cu=INR&tn=Consultation%20V-0101-ACE",
    );
  });
});

describe("paymentReference", () => {
  it("is V, the visit's day and month, and three characters that cannot be misread", () => {
    for (let round = 0; round < 200; round += 1) {
      expect(paymentReference("2026-12-06")).toMatch(new RegExp(`^V-0612-[${referenceAlphabet}]{3}$`));
    }
  });

  it("leaves out the characters people confuse", () => {
    expect(referenceAlphabet).not.toMatch(/[0OQD1IL2Z5S8BUV]/);
  });

  it("draws again for bytes that would favour some characters", () => {
    const bytes = [
      [255, 254, 0],
      [1, 2],
    ];
    const random = () => Uint8Array.from(bytes.shift() ?? [3, 3, 3]);
    // 252 is the largest multiple of 21 under 256: 255 and 254 are drawn again.
    expect(paymentReference("2026-01-31", random)).toBe(`V-3101-${referenceAlphabet[0]}${referenceAlphabet[1]}${referenceAlphabet[2]}`);
  });
});

describe("isUpiId", () => {
  it("takes name@handle and refuses anything else", () => {
    expect(isUpiId("aaravmehta.clinic@demobank")).toBe(true);
    expect(isUpiId("9000012345@ybl")).toBe(true);
    for (const bad of ["aaravmehta", "@okaxis", "a@", "name@ok axis", "name@@okaxis", "name@okaxis.com", "na me@okaxis", "upi://pay?pa=a@b"]) {
      expect(isUpiId(bad), bad).toBe(false);
    }
  });
});

describe("readUpiQr", () => {
  it("reads the payee of a UPI QR, and nothing from another QR", () => {
    expect(readUpiQr("upi://pay?pa=shop.name@okaxis&pn=Shop%20Name&mc=8099&tr=ABC")).toEqual({ payee: "shop.name@okaxis", payeeName: "Shop Name" });
    expect(readUpiQr("UPI://PAY?PA=shop@ybl")).toEqual({ payee: "shop@ybl", payeeName: "" });
    expect(readUpiQr("https://example.com/pay")).toBeNull();
    expect(readUpiQr("upi://pay?pn=Nobody")).toBeNull();
    expect(readUpiQr("upi://pay?pa=%E0%A4")).toBeNull();
  });
});

describe("revealingPayeeWords", () => {
  it("finds the words that tell a family member what the payment was for", () => {
    expect(revealingPayeeWords("Mehta Sexology & Psychiatry Clinic")).toEqual(["Sexology", "Psychiatry"]);
    expect(revealingPayeeWords("Karla Mind & Neuromodulation")).toEqual(["Mind", "Neuromodulation"]);
    expect(revealingPayeeWords("Mental wellness centre")).toEqual(["Mental"]);
    expect(revealingPayeeWords("Dr Aarav Mehta Clinic")).toEqual([]);
  });
});

describe("fees in words and in rupees", () => {
  it("reads the amount of a fee as shown, and checks that the two agree", () => {
    expect(rupeesInText("Rs. 500 (after a 50% discount)")).toBe(500);
    expect(rupeesInText("Rs. 1,000")).toBe(1000);
    expect(rupeesInText("Free")).toBeNull();
    expect(feeTextNames("Rs. 500 (after a 50% discount)", 500)).toBe(true);
    expect(feeTextNames("₹1,200", 1200)).toBe(true);
    expect(feeTextNames("Rs. 500", 750)).toBe(false);
  });
});
