// The shipped reply templates of the Practice screen (issue 30): the first practice document has them, and a document
// stored before they existed reads with them. Their own module, as the crisis line's, so the schema can default to them.

/**
 * General information only, an invitation to book, and the crisis line. `forUrgent`: offered first when a comment's
 * words suggest a risk of self-harm.
 */
export const defaultReplyTemplates = [
  {
    title: "Thank you, and book a consultation",
    text: "Thank you for your question, and for reading. A public reply can only give general information: what is right for you depends on things only a consultation can go into.\n\nIf this is troubling you, please book a consultation at /book-an-appointment and we can talk it through in private.",
    forUrgent: false,
  },
  {
    title: "See a doctor before changing medication",
    text: "Thank you for asking. Please do not stop, start or change the dose of any medicine on your own, even if you feel better or notice side effects: some medicines need to be changed slowly and under supervision.\n\nSpeak to the doctor who prescribed it, or book a consultation at /book-an-appointment so we can review it together.",
    forUrgent: false,
  },
  {
    title: "Crisis line: Tele-MANAS 14416 and 112",
    text: "Thank you for telling us how you feel. You do not have to go through this alone, and you do not have to wait for a reply here.\n\nPlease call Tele-MANAS on 14416 (free, 24×7) to talk to a trained counsellor now. If you are in immediate danger, call 112 or go to the nearest emergency department.",
    forUrgent: true,
  },
];
