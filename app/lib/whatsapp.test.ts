import { describe, expect, it } from "vitest";
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
