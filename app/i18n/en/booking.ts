/** The booking page, its form, the WhatsApp message and the calendar file. */
export const booking = {
  meta: {
    title: "Book Appointment",
    description: (doctor: string, clinics: string[], city: string, online: boolean) =>
      `Book a consultation with ${doctor} at ${clinics.join(" or ")}, ${city}${online ? ", or by video call" : ""}: fees, timings and free slots.`,
  },
  intro: {
    eyebrow: "Book Appointment",
    title: "Book a consultation",
    text: (doctor: string, online: boolean) =>
      `Pick ${online ? "a clinic or a video call" : "a clinic"}, a day in the next two weeks and a time that suits you, add your name and number, and your request opens in WhatsApp as a message to ${doctor}'s number. We confirm every booking personally.`,
  },
  formSection: "Appointment form",
  videoConsultation: "Video consultation",
  place: {
    howToMeet: "How would you like to meet?",
    consultation: "Consultation",
    inClinic: "In clinic",
    videoCall: "Video call",
    videoText: (doctor: string) =>
      `A private video call from your phone or computer, in any of the languages ${doctor} consults in. The practice sends the link on WhatsApp.`,
    chooseClinic: "Choose your clinic",
    clinic: "Clinic",
  },
  facts: {
    fee: "Fee",
    consultationFee: "Consultation fee",
    duration: "Duration",
    availableDays: "Available days",
    payWhen: { before: "Pay before the consultation", after: "Pay after the consultation" },
    payAtClinic: "Pay at the clinic",
  },
  form: {
    label: "Appointment request",
    heading: "Your details",
    allRequired: (doctor: string) =>
      `All fields are required. Your request opens in WhatsApp as a message to ${doctor}'s number, for you to review before sending.`,
    fullName: "Full name",
    contactNumber: "Contact number",
    preferredDay: "Preferred day",
    noDays: "No days available",
    selectDay: "-- Select a Day --",
    noFreeDay: (place: string, video: boolean) => `${place} has no free day in the next two weeks. Please call the ${video ? "practice" : "clinic"}.`,
    nextTwoWeeks: (clinic: string | null) => `The next two weeks ${clinic === null ? "for a video call" : `at ${clinic}`}, India time.`,
    preferredSlot: "Preferred time slot",
    selectSlot: "-- Select a Time Slot --",
    noSlots: "No slots available",
    fillAll: "Please fill all required fields",
    teleconsultation: (doctor: string) =>
      `By booking a video call you choose a teleconsultation, as India's Telemedicine Practice Guidelines allow. ${doctor} may ask you to come to a clinic in person if a video call is not enough to examine or treat you safely.`,
    submit: "Book Appointment",
    privacy: (doctor: string, video: boolean) =>
      `Your name, number, ${video ? "the video call" : "clinic"}, day and time go into a WhatsApp message to ${doctor}'s number, so WhatsApp sees that chat and your number; nothing reaches this website.`,
    onlinePrompt: "Prefer to book online?",
    bookOnline: (clinic: string) => `Book at ${clinic} on the clinic's booking platform`,
  },
  requested: {
    title: "WhatsApp opened with your request.",
    text: "Keep the time in your calendar, with a reminder two hours before. The file holds the day, time and place, not your name or number.",
    addToCalendar: "Add to calendar",
  },
  /** The chat message: one fact per line, so it reads well in WhatsApp. */
  message: {
    greeting: (doctor: string) => `Hello ${doctor}, I would like to book an appointment.`,
    name: "Name",
    contact: "Contact",
    consultation: "Consultation",
    clinic: "Clinic",
    slot: (day: string, time: string) => `Preferred slot: ${day}, ${time}`,
    fee: "Fee",
    reference: "Payment reference",
    utr: (before: boolean): string =>
      before ? "I will pay before the consultation and send the 12-digit UTR here." : "I will pay after the consultation and send the 12-digit UTR here.",
  },
  calendar: {
    title: (doctor: string) => `Requested appointment with ${doctor}`,
    inClinic: "In clinic",
    video: (video: string) => `${video} (the link comes from the practice)`,
    pending: (how: string) => `${how}, requested on WhatsApp; not confirmed until the practice replies.`,
    changeOrCancel: (phone: string) => `To change or cancel, call ${phone}.`,
  },
};
