// The shipped crisis line and privacy notice facts: the first practice document has them, and a document stored
// before they existed reads with them. Their own module, so the document's schema can default to them without
// importing the document that takes its types from the schema.

/** India's national mental-health helpline (Tele-MANAS) and the national emergency number: real, public numbers. */
export const defaultCrisis = {
  helplineName: "Tele-MANAS",
  helpline: { display: "14416", href: "tel:14416" },
  helplineAlt: { display: "1-800-891-4416", href: "tel:18008914416" },
  helplineHours: "free, 24×7",
  emergency: { display: "112", href: "tel:112" },
};

export const defaultPrivacy = {
  controller: { name: "Dr. Aarav Mehta", address: "Sunrise Chambers, Lane 5, Koregaon Park, Pune 411001" },
  requestsEmail: "privacy@aaravmehta.example",
  grievanceOfficer: {
    name: "Ms. Neha Kulkarni, Practice Manager",
    email: "grievance@aaravmehta.example",
    phone: { display: "+91 90000 45678", href: "tel:+919000045678" },
  },
  answerWithinDays: 30,
  updated: "2026-11-23",
};
