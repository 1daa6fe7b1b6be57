/** The "Before your visit" page: its own words; the questions and answers are the practice's (Practice, Before your visit). */
export const beforeYourVisit = {
  meta: {
    title: "Before your visit",
    description: (doctor: string) =>
      `Fees and how to pay, video consultations, confidentiality, cancellations and refunds, and what to bring to a consultation with ${doctor}.`,
  },
  intro: {
    eyebrow: "Before your visit",
    title: "Before your visit",
    text: "What a consultation costs and how to pay, what happens in it, and what to do if you need help before it.",
  },
  fees: {
    title: "Fees and how to pay",
    question: "What does a consultation cost, and how do I pay?",
    videoConsultation: "Video consultation",
    byUpi: (upiId: string) => `By UPI to ${upiId}: the booking form shows the UPI ID to copy and the bank's QR once you choose a video call.`,
    byPage: "Or pay by card, net banking or UPI on the payment page.",
    paymentPage: "Open the payment page",
    reference: "Your payment reference comes with your booking; send the 12-digit UTR on WhatsApp after paying. The website never sees your payment.",
    book: "Book an appointment",
  },
  policy: { title: "Cancellation and refunds", question: "Can I cancel or move my appointment, and will I get a refund?" },
  questions: "Your questions",
};
