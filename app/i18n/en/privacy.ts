/**
 * The privacy notice's fixed wording; the facts (who, addresses, days) come from the practice content. A `{name}`
 * in a text is where the page puts a link or a bold fact.
 */
export const privacy = {
  meta: {
    title: "Privacy notice",
    description: (shortName: string) => `What ${shortName}'s website collects, why, who sees it, how long it is kept and how to ask for a copy or erasure.`,
  },
  intro: {
    eyebrow: "Privacy",
    title: "Privacy notice",
    text: "What you send through this website can say a lot about your health. Here is, in plain words, what we keep, why, for how long, and how to have it removed.",
  },
  whoRuns: {
    title: "Who runs this website",
    text: (controller: string, address: string) =>
      `This website is run by ${controller}, ${address}, who decides what happens to what you send here. Questions about your data go to {mail}.`,
  },
  forms: {
    title: "What each form collects, and why",
    contactForm: "Contact form",
    contactText: (doctor: string) => ` ({link}): your name, phone number, e-mail address and message, so that ${doctor} can read your message and answer you.`,
    contactLink: "Contact Me",
    commentForm: "Comment form",
    commentText:
      " (under each article): your name, e-mail address, mobile number and comment. Your comment and name appear under the article only after the doctor has read and published them; your e-mail address and mobile number are never shown and are used only to reach you about your comment. If you tick “E-mail me once when the doctor replies”, we send one e-mail when the doctor first replies, with only a link to your comment: not the article's title, nor anyone's words. The request is then spent.",
    appointmentForm: "Appointment form",
    appointmentText: (doctor: string) =>
      ` ({link}): nothing reaches this website. Your name, number, chosen clinic, day and time open as a WhatsApp message to ${doctor}'s number, so WhatsApp (Meta) sees that chat and your number under its own terms.`,
    appointmentLink: "Book Appointment",
  },
  whoSees: {
    title: "Who sees it",
    text: (doctor: string) =>
      `Only ${doctor} and the practice staff who look after this website, in its password-protected back office. The doctor gets an e-mail saying that a new message has arrived. If the words of a message suggest that its writer may be in danger, it is marked urgent so that it is read first. Everything is treated as confidential, as the Mental Healthcare Act 2017 asks of what patients share.`,
  },
  howLong: {
    title: "How long it is kept",
    text: "Contact messages, and comments that were never published, are deleted automatically {days} after they were sent. Published comments stay under their article until they are removed, which you can ask for at any time.",
    days: (days: number) => `${days} days`,
  },
  notSold: {
    title: "Nothing is sold or shared",
    text: "What you send is never sold, never shared with anyone for marketing, and never used for advertising. This website sets no tracking cookie and uses no outside analytics service. The clinic map loads from Google only when you ask for it.",
  },
  visits: {
    title: "How visits are counted",
    what: "To learn which articles help and whether the appointment page works, this website counts visits on its own server, the way privacy-first statistics tools do. For each page you open it keeps the page's address, the name of the site that linked to it (for example google.com, never the full link), whether the device is a phone, a tablet or a computer, the day, and a random-looking code. The code is made from a secret that changes every day and is deleted after 48 hours, together with your internet address and your browser's name, which are never stored. So the same visitor is counted once a day, and nobody, not even the doctor, can work out who you are or follow you from one day to the next.",
    taps: 'It also counts taps on the appointment form\'s "Book Appointment" button (which opens WhatsApp), on a phone number or on directions, and how fast pages load for you, in the same way. Nothing is stored on your device, so no consent banner is needed. If your browser sends "Do Not Track" or Global Privacy Control, nothing at all is counted. After 90 days only daily totals are kept.',
  },
  requests: {
    title: "A copy, a correction or erasure",
    text: "Write to {mail} with the e-mail address or mobile number you used, and say whether you want a copy of everything we keep about you, a correction, or to have it all erased. We may ask you to confirm that the address or number is yours.",
  },
  grievances: {
    title: "Grievances",
    text: (officer: string) =>
      `If you are unhappy with how your data is handled, contact our grievance officer, ${officer}, at {mail} or {phone}. You will have an answer within {days}. If you are still not satisfied, you may complain to the Data Protection Board of India.`,
    days: (days: number) => `${days} days`,
  },
  updated: (date: string) => `Last updated ${date}.`,
};
