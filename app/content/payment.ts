// How patients pay, and the questions "Before your visit" answers (issue 38). A document stored before they existed
// reads with these: no UPI ID, QR or payment page (the fee and "Pay at the clinic" only) and the shipped questions.
// Their own module, so the document's schema can default to them without importing the document itself.

export const defaultPolicy =
  "You can cancel or move an appointment free of charge up to 24 hours before it: send a WhatsApp message or call. A video consultation paid in advance and cancelled in time is refunded in full to the account it came from within 7 working days. If the doctor has to cancel, you choose a new time or a full refund.";

export const defaultPayment = {
  videoPayWhen: "before" as const,
  upiId: "",
  payeeName: "",
  qr: null,
  pageUrl: "",
  appButton: false,
  policy: defaultPolicy,
};

/** Fictional like the rest of the demo, apart from Tele-MANAS and 112, India's real helpline and emergency number. */
export const defaultVisitQuestions = [
  {
    question: "How does a video consultation work?",
    answer:
      "After you book, the practice confirms your time on WhatsApp and sends a link a little before the consultation. Join from a phone or computer with a camera, from a quiet, private place where you will not be overheard, with a charged phone and a steady connection. By joining you agree to a teleconsultation, as India's Telemedicine Practice Guidelines (2020) allow. If a video call is not enough to examine or treat you safely, the doctor will ask you to come to a clinic.",
  },
  {
    question: "Will what I say stay confidential?",
    answer:
      "Yes. What you say is heard only by the doctor and stays in your medical record, which is kept private. Nothing is shared with family, an employer or an insurer without your written consent, except where the law requires it or a life is at risk. Video consultations are never recorded.",
  },
  {
    question: "In which languages can I speak?",
    answer: "English, Hindi, Urdu or Telugu: choose the one you are most at ease in. You may bring a family member to help if you wish, or come alone.",
  },
  {
    question: "What should I bring?",
    answer:
      "Your earlier prescriptions and the medicines you take (or photos of their labels), any reports or discharge summaries, and a short list of what you want to talk about. For a video consultation, keep them beside you.",
  },
  {
    question: "What if I need help urgently?",
    answer:
      "An appointment is not for emergencies. If you are thinking of harming yourself or feel unsafe, call Tele-MANAS on 14416 (free, 24×7, in many languages), or 112 for an emergency, or go to the nearest hospital's emergency department now.",
  },
];
