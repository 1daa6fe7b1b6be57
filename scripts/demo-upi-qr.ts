// Writes the demo practice's UPI QR, public/images/demo-upi-qr.png, from its made-up UPI ID and payee name
// (`npm run demo:upi-qr`, after changing them in app/content/practice.ts). Only the demo's QR is made here: the
// product shows a doctor's QR as the bank issued it and never makes one (decision 45).
import path from "node:path";
import QRCode from "qrcode";
import { defaultPractice } from "#app/content/practice.ts";

const { upiId, payeeName, qr } = defaultPractice.payment;
const text = `upi://pay?pa=${upiId}&pn=${encodeURIComponent(payeeName)}&cu=INR`;
const file = path.resolve(import.meta.dirname, "../public", qr!.image.url.slice(1));
await QRCode.toFile(file, text, { width: qr!.image.width, margin: 4, errorCorrectionLevel: "M" });
console.log(`wrote ${file}: ${text}`);
