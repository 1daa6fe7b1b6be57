/** How the message, the calendar file and the pages name a consultation by video call. */
export const videoConsultation = "Video consultation";

export type AppointmentRequest = {
  doctorName: string;
  name: string;
  phone: string;
  /** The clinic's name, or null for a video call. */
  clinicName: string | null;
  /** The day as people say it, "Monday, 24 Nov 2026". */
  day: string;
  /** The slot's start, "7:00 PM". */
  time: string;
  fee: string;
};

/** The chat message a patient sends to ask for an appointment; one fact per line so it reads well in WhatsApp. */
export function appointmentMessage(request: AppointmentRequest): string {
  return [
    `Hello ${request.doctorName}, I would like to book an appointment.`,
    "",
    `Name: ${request.name.trim()}`,
    `Contact: ${request.phone.trim()}`,
    request.clinicName === null ? `Consultation: ${videoConsultation}` : `Clinic: ${request.clinicName}`,
    `Preferred slot: ${request.day}, ${request.time}`,
    `Fee: ${request.fee}`,
  ].join("\n");
}

/** A wa.me chat link to `number` (any formatting; only its digits are kept) with the message prefilled. */
export function whatsappLink(number: string, text?: string): string {
  const link = `https://wa.me/${number.replace(/\D/g, "")}`;
  return text ? `${link}?text=${encodeURIComponent(text)}` : link;
}
