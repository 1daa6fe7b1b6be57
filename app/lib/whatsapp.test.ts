import { describe, expect, it } from "vitest";
import { hi } from "#app/i18n/hi/index.ts";
import { ur } from "#app/i18n/ur/index.ts";
import { dayLabel } from "#app/lib/booking-days.ts";
import { appointmentMessage, whatsappLink } from "#app/lib/whatsapp.ts";

const request = {
  doctorName: "Dr. Aarav Mehta",
  name: "  Asha Rao ",
  phone: "+91 90000 55555",
  clinicName: "Karla Mind & Neuromodulation Clinic",
  day: "Saturday, 28 Nov 2026",
  time: "10:00 AM",
  fee: "Rs. 1000",
};

describe("appointmentMessage", () => {
  it("carries a video consultation's payment reference and asks for the UTR, in the page's language", () => {
    const video = { ...request, clinicName: null, fee: "Rs. 800", payment: { reference: "V-0612-7QK", before: true } };
    expect(appointmentMessage(video).split("\n").slice(-2)).toEqual([
      "Payment reference: V-0612-7QK",
      "I will pay before the consultation and send the 12-digit UTR here.",
    ]);
    expect(appointmentMessage(video, hi.booking, "hi")).toContain("भुगतान रेफ़रेंस: V-0612-7QK");
    // On an Urdu page the reference is isolated, so it stays left to right.
    expect(appointmentMessage({ ...video, payment: { reference: "V-0612-7QK", before: false } }, ur.booking, "ur")).toContain("\u2066V-0612-7QK\u2069");
  });

  it("puts the name, contact, clinic, day and slot, and fee on their own lines", () => {
    expect(appointmentMessage(request)).toBe(
      [
        "Hello Dr. Aarav Mehta, I would like to book an appointment.",
        "",
        "Name: Asha Rao",
        "Contact: +91 90000 55555",
        "Clinic: Karla Mind & Neuromodulation Clinic",
        "Preferred slot: Saturday, 28 Nov 2026, 10:00 AM",
        "Fee: Rs. 1000",
      ].join("\n"),
    );
  });

  it("names a video call instead of a clinic", () => {
    expect(appointmentMessage({ ...request, clinicName: null }).split("\n")).toContain("Consultation: Video consultation");
    expect(appointmentMessage({ ...request, clinicName: null })).not.toContain("Clinic:");
  });
});

describe("appointmentMessage in the page's language", () => {
  it("writes the Hindi message with Hindi labels and month, and Latin digits for the number, day, time and fee", () => {
    const message = appointmentMessage({ ...request, day: dayLabel("2026-11-28", "hi") }, hi.booking, "hi");
    expect(message).toBe(
      [
        "नमस्ते Dr. Aarav Mehta, मुझे एक अपॉइंटमेंट बुक करना है।",
        "",
        "नाम: Asha Rao",
        "संपर्क: +91 90000 55555",
        "क्लिनिक: Karla Mind & Neuromodulation Clinic",
        "पसंद का समय: शनिवार, 28 नवंबर 2026, 10:00 AM",
        "फ़ीस: Rs. 1000",
      ].join("\n"),
    );
    expect(message).not.toMatch(/[०-९]/);
  });

  it("names a video call in Hindi", () => {
    expect(appointmentMessage({ ...request, clinicName: null }, hi.booking, "hi").split("\n")).toContain("परामर्श: वीडियो परामर्श");
  });

  it("keeps the number, time and fee left to right inside the Urdu message, with Urdu's own comma and Latin digits", () => {
    const message = appointmentMessage({ ...request, day: dayLabel("2026-11-28", "ur") }, ur.booking, "ur");
    const lines = message.split("\n");
    expect(lines[0]).toBe("السلام علیکم Dr. Aarav Mehta، مجھے ایک اپائنٹمنٹ بک کرنی ہے۔");
    expect(lines[3]).toBe("رابطہ: \u2066+91 90000 55555\u2069");
    expect(lines[5]).toBe("پسند کا وقت: سنیچر، 28 نومبر 2026، \u206610:00 AM\u2069");
    expect(message).not.toMatch(/[۰-۹٠-٩]/);
  });
});

describe("whatsappLink", () => {
  it("keeps only the number's digits and encodes the text so &, +, % and new lines survive", () => {
    const text = "Fee: Rs. 500 (after a 50% discount)\nClinic: A & B + C";
    const link = whatsappLink("+91 90000-12345", text);
    expect(link).toBe("https://wa.me/919000012345?text=Fee%3A%20Rs.%20500%20(after%20a%2050%25%20discount)%0AClinic%3A%20A%20%26%20B%20%2B%20C");
    expect(new URL(link).searchParams.get("text")).toBe(text);
  });

  it("links to the chat alone when there is no text", () => {
    expect(whatsappLink("919000012345")).toBe("https://wa.me/919000012345");
  });
});
