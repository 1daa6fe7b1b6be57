import { readFileSync } from "node:fs";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { defaultPractice } from "#app/content/practice.ts";
import { ImageError } from "./errors.ts";
import { readUpiQrImage, upiQrMessages } from "./upi-qr.ts";

async function refusal(bytes: Buffer): Promise<ImageError> {
  try {
    await readUpiQrImage(bytes);
  } catch (error) {
    if (error instanceof ImageError) return error;
    throw error;
  }
  throw new Error("the image was accepted");
}

describe("reading a bank's UPI QR", () => {
  it("reads the payee of a UPI QR as a bank issues it, also as a JPEG", async () => {
    const text = "upi://pay?pa=shop.name@okaxis&pn=Shop%20Name&mc=8099&mode=02&purpose=00";
    const png = await QRCode.toBuffer(text, { width: 360 });
    expect(await readUpiQrImage(png)).toEqual({ payee: "shop.name@okaxis", payeeName: "Shop Name" });
    const sharp = (await import("sharp")).default;
    expect(await readUpiQrImage(await sharp(png).jpeg({ quality: 70 }).toBuffer())).toEqual({ payee: "shop.name@okaxis", payeeName: "Shop Name" });
  });

  it("reads the demo practice's QR as its UPI ID", async () => {
    const { payment } = defaultPractice;
    const demo = readFileSync(new URL(`../../public${payment.qr!.image.url}`, import.meta.url));
    expect(await readUpiQrImage(demo)).toEqual({ payee: payment.upiId, payeeName: payment.payeeName });
  });

  it("refuses a QR that is no UPI payment, and an image without a QR, with a message saying so", async () => {
    const website = await refusal(await QRCode.toBuffer("https://example.com/pay-here", { width: 300 }));
    expect([website.status, website.message]).toEqual([400, upiQrMessages.notUpi]);
    const blank = await refusal(
      await (await import("sharp"))
        .default({ create: { width: 200, height: 200, channels: 3, background: "#ffffff" } })
        .png()
        .toBuffer(),
    );
    expect([blank.status, blank.message]).toEqual([400, upiQrMessages.noQr]);
  });
});
