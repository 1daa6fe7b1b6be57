/**
 * The words around the PHQ-9 and GAD-7 on the self-check page (issue 39). The questionnaires' own prompts, items
 * and answers are never here: they are shown exactly as published (app/content/screeners/phq9-gad7.json).
 */
export const selfCheck = {
  meta: {
    title: "Private self-check: PHQ-9 and GAD-7",
    description:
      "Two short questionnaires doctors use for low mood and anxiety, scored on your own phone. Nothing you answer is sent or saved; keep the result for your visit.",
  },
  intro: {
    eyebrow: "Self-check",
    title: "A private self-check for low mood and anxiety",
    text: "The PHQ-9 (for depression) and the GAD-7 (for anxiety) are short questionnaires doctors use everywhere. They take about five minutes, and can help you decide whether to see a doctor and what to tell them.",
  },
  privateTitle: "Your answers stay on this device",
  privateText:
    "Your score is added up here, on your phone or computer. Nothing you answer is sent to us or to anyone else, nothing is saved, and your answers are wiped when you leave this page.",
  which: {
    legend: "What would you like to check?",
    both: "Both (16 questions)",
    phq9: "Low mood: the PHQ-9 (9 questions)",
    gad7: "Anxiety: the GAD-7 (7 questions)",
  },
  layout: {
    legend: "How would you like to answer?",
    steps: "One question at a time",
    list: "All the questions on one page",
  },
  /** Telugu and Urdu pages only: the questionnaires exist in English and Hindi. */
  textLanguage: {
    legend: "Language of the questions",
    why: "These questionnaires have no official Telugu or Urdu version, and a translation of our own would change what they measure, so you answer them in English or Hindi, as published.",
  },
  start: "Start",
  names: { phq9: "PHQ-9 (low mood)", gad7: "GAD-7 (anxiety)" },
  progress: (question: number, total: number) => `Question ${question} of ${total}`,
  answered: (answered: number, total: number) => `${answered} of ${total} answered`,
  back: "Back",
  next: "Next",
  seeScores: "See my scores",
  chooseAnswer: "Please choose an answer first.",
  unanswered: (left: number) => (left === 1 ? "Please answer the one question left first." : `Please answer the ${left} questions left first.`),
  clear: "Clear my answers",
  cleared: "Your answers are cleared.",
  crisis: {
    title: "Please talk to someone today",
    text: (helpline: string) =>
      `You said you have had thoughts that you would be better off dead, or of hurting yourself. You do not have to carry this alone: trained counsellors answer ${helpline} day and night, for free, in your language.`,
    call: (helpline: string, number: string) => `Call ${helpline} ${number} now`,
    book: "Book an appointment",
  },
  result: {
    title: "Your scores",
    score: (total: number, max: number) => `${total} out of ${max}`,
    bands: {
      minimal: "Minimal",
      mild: "Mild",
      moderate: "Moderate",
      moderatelySevere: "Moderately severe",
      severe: "Severe",
    },
    /** What each band usually means, in plain words: PHQ-9 for mood, GAD-7 for anxiety. */
    meaning: {
      minimal: "Few or no signs right now.",
      mild: "Some signs. Keep an eye on them, and see a doctor if they stay or get worse.",
      moderate: "Enough signs that talking to a doctor is worthwhile.",
      moderatelySevere: "Many signs. Please see a doctor soon.",
      severe: "Many strong signs. Please see a doctor soon; help works.",
    },
    notDiagnosis:
      "This is a screening, not a diagnosis. A score says how often these problems bothered you in the last two weeks; only a conversation with a doctor can say what they mean and what would help.",
    book: "Book an appointment",
  },
  keep: {
    title: "Keep your result",
    print: "Print or save as PDF",
    whatsapp: "Send my scores to the doctor on WhatsApp",
    whatsappNote: "The message holds your scores only, not your answers. WhatsApp opens with it ready, and nothing is sent until you press send there.",
    change: "Change my answers",
  },
  message: {
    greeting: (doctor: string) => `Hello ${doctor}, my self-check scores before my visit:`,
    line: (name: string, score: string, band: string) => `${name}: ${score} (${band})`,
  },
  print: {
    title: "Self-check",
    date: (date: string) => `Date: ${date}`,
    question: "Question",
    answer: "Answer",
  },
  sheet: {
    title: "The questionnaires",
    text: "Mark one answer for each question, then add up the points of your answers for each questionnaire and find the total below. You can print this page and take it to your visit.",
    key: "Scoring key",
    total: "Total",
    meaningHeading: "What it means",
  },
  /** Sent by a journal post's loader, so the post's scripts do not carry it: after a post on mood or anxiety. */
  offer: {
    text: "Wondering whether what you feel is enough to see a doctor?",
    link: "Take the private self-check for low mood and anxiety",
    private: "It runs on your phone and sends nothing.",
  },
};
